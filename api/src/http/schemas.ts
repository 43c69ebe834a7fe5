import { Type } from 'typebox';

/** The body of every error answer (see the errors plugin). */
export const ErrorSchema = Type.Object({ error: Type.String() });

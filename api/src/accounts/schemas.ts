import { Type } from 'typebox';

export const CallbackQuery = Type.Object({
  code: Type.Optional(Type.String()),
  scope: Type.Optional(Type.String()),
  state: Type.Optional(Type.String()),
  error: Type.Optional(Type.String()),
  error_description: Type.Optional(Type.String()),
});

/** The token the site's callback page read from its address, to be confirmed before it is kept. */
export const ConfirmBody = Type.Object({
  token: Type.String({ minLength: 1, maxLength: 4096 }),
});

export const MeSchema = Type.Object({
  id: Type.Integer(),
  username: Type.String(),
  displayName: Type.String(),
  role: Type.String(),
  sessionStatus: Type.Union([
    Type.Literal('valid'),
    Type.Literal('limited'),
    Type.Literal('expired'),
    Type.Literal('no_token'),
    Type.Literal('no_db_user'),
  ]),
});

export const ReauthSchema = Type.Object({
  success: Type.Boolean(),
  error: Type.Optional(Type.String()),
});

import { Type } from 'typebox';

/** The body of every error answer (see the errors plugin). */
export const ErrorSchema = Type.Object({ error: Type.String() });

/** An answer without a body (a redirect, a 304), documented by what it means. */
export const NoBody = (description: string) => Type.Null({ description });

/** The 304 of a route that sets an ETag: the browser's copy is still the right one. */
export const NotModified = NoBody('Non modifié : la copie du navigateur (ETag) est à jour');

/**
 * An answer that is a file or a text rather than JSON, by its media types. Its body is sent as
 * it is (a buffer or a string), never through the JSON serialiser.
 */
export const FileResponse = (description: string, ...mediaTypes: string[]) => ({
  description,
  content: Object.fromEntries(
    mediaTypes.map((type) => [type, { schema: { type: 'string', format: 'binary' } }]),
  ),
});

/** The pictures `/images/…`, `/ascendancy/…` and `/uploads/…` may answer. */
export const PICTURE_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'image/svg+xml'];

/** What a creator's call that may fetch a share link on another site answers besides 200. */
export const SHARE_READ_ERRORS = {
  400: ErrorSchema,
  401: ErrorSchema,
  403: ErrorSchema,
  404: ErrorSchema,
  413: ErrorSchema,
  429: ErrorSchema,
  502: ErrorSchema,
  503: ErrorSchema,
};

import { Type } from 'typebox';
import { UPLOAD_MAX_SIDE } from './limits.js';

/** `POST /api/uploads` answer: the address to insert and what was stored. */
export const UploadSchema = Type.Object({
  url: Type.String({ pattern: '^/uploads/' }),
  width: Type.Integer({ minimum: 1, maximum: UPLOAD_MAX_SIDE }),
  height: Type.Integer({ minimum: 1, maximum: UPLOAD_MAX_SIDE }),
  /** Stored bytes, after re-encoding. */
  size: Type.Integer({ minimum: 1 }),
  contentType: Type.Union([
    Type.Literal('image/png'),
    Type.Literal('image/jpeg'),
    Type.Literal('image/webp'),
  ]),
});

/** The body is the picture itself; its declared type only has to say it is one. */
export const UploadHeaders = Type.Object({
  'content-type': Type.String({ pattern: '^image/' }),
});

// Generous: a name we never handed out is a 404 from the service, not a validation error.
export const UploadFileParams = Type.Object({ file: Type.String({ maxLength: 300 }) });

import { Type } from 'typebox';
import { HttpError } from '../platform/http/httpError.js';

/** Rich HTML fields: bounded, though the request body limit (BODY_LIMIT) usually bites first. */
export const Html = Type.String({ maxLength: 2_000_000 });
export const Title = Type.String({ minLength: 1, maxLength: 150 });

export const IdParams = Type.Object({ id: Type.Integer({ minimum: 1, maximum: 2_147_483_647 }) });

/** Any text: an id that cannot exist answers the resource's 404, like one that does not. */
export const ContentIdParams = Type.Object({ id: Type.String({ maxLength: 40 }) });

export const DEFAULT_LIMIT = 20;
export const MAX_LIMIT = 100;

/** The paging, owner, visibility and search parameters both lists take. */
export const commonListQuery = {
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: 100_000, default: 1 })),
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: MAX_LIMIT, default: DEFAULT_LIMIT })),
  user_id: Type.Optional(Type.Integer({ minimum: 1, maximum: 2_147_483_647 })),
  is_public: Type.Optional(Type.Boolean()),
  search: Type.Optional(Type.String({ maxLength: 200 })),
};

export const Nullable = <T extends Parameters<typeof Type.Union>[0][number]>(schema: T) =>
  Type.Union([schema, Type.Null()]);

const MAX_ID = 2_147_483_647;

/**
 * A path id as the integer key of its row, or the resource's 404 (« /api/builds/abc » is a
 * build that does not exist, not a malformed request).
 * @example parseId('42', 'Build non trouvé…') // 42
 */
export function parseId(raw: string, notFound: string): number {
  const id = /^[1-9][0-9]{0,9}$/.test(raw) ? Number(raw) : NaN;
  if (!(id <= MAX_ID)) throw new HttpError(404, notFound);
  return id;
}

import { Type, type Static } from 'typebox';
import { DEFAULT_LIMIT, MAX_LIMIT } from '../content/listSchemas.js';
import { BuildCardSchema } from '../builds/schemas.js';
import { GuideCardSchema } from '../guides/schemas.js';

/** What a favourite toggle leaves: the viewer's mark and the item's count after it. */
export const FavouriteStateSchema = Type.Object({
  is_favourite: Type.Boolean(),
  favourite_count: Type.Integer(),
});
export type FavouriteState = Static<typeof FavouriteStateSchema>;

export const FavouriteListQuery = Type.Object({
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: 100_000, default: 1 })),
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: MAX_LIMIT, default: DEFAULT_LIMIT })),
  kind: Type.Optional(Type.Enum(['build', 'guide'])),
});
export type FavouriteListParams = Static<typeof FavouriteListQuery>;

/** One favourite: its kind, when it was marked, and the card of the list it comes from. */
export const FavouriteItemSchema = Type.Object({
  kind: Type.Enum(['build', 'guide']),
  favourited_at: Type.String(),
  build: Type.Optional(BuildCardSchema),
  guide: Type.Optional(GuideCardSchema),
});
export type FavouriteItem = Static<typeof FavouriteItemSchema>;

export const FavouriteListSchema = Type.Object({
  items: Type.Array(FavouriteItemSchema),
  total: Type.Integer(),
  page: Type.Integer(),
  limit: Type.Integer(),
});
export type FavouriteList = Static<typeof FavouriteListSchema>;

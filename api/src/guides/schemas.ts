import { Type, type Static } from 'typebox';
import { GUIDE_TYPES } from 'game-facts';
import { commonListQuery, Html, Nullable, Title } from '../content/listSchemas.js';
import { PendingEditSchema } from '../content/pendingEdit.js';
import { ReviewStatusSchema } from '../content/review.js';

const guideFields = {
  title: Type.Optional(Title),
  description: Type.Optional(Type.String({ maxLength: 200 })),
  content: Type.Optional(Html),
  type: Type.Optional(Type.Enum(GUIDE_TYPES)),
  is_public: Type.Optional(Type.Boolean()),
};

/** PUT changes only the fields it is given. */
export const GuideUpdateBody = Type.Object(guideFields);
export type GuideInput = Static<typeof GuideUpdateBody>;
export const GuideCreateBody = Type.Object({ ...guideFields, title: Title });

/** A list card: everything but the content, the description cut at 250 characters. */
export const GuideCardSchema = Type.Object({
  id: Type.Integer(),
  user_id: Nullable(Type.Integer()),
  author: Type.String(),
  title: Type.String(),
  description: Type.String(),
  /** The table's check constraint holds it to these. */
  type: Type.Enum(GUIDE_TYPES),
  is_public: Type.Boolean(),
  /** One of the examples the site ships (DEMO_CONTENT): the reader marks it « Exemple ». */
  is_example: Type.Boolean(),
  review_status: ReviewStatusSchema,
  created_at: Type.String(),
  favourite_count: Type.Integer(),
  /** Only for a signed-in viewer: whether it is among their favourites. */
  is_favourite: Type.Optional(Type.Boolean()),
});
export type GuideCard = Static<typeof GuideCardSchema>;

export const GuideSchema = Type.Object({
  ...GuideCardSchema.properties,
  content: Type.String(),
  updated_at: Type.String(),
  /** Only for its owner and admins: an edit waiting for an admin, shown here over the guide. */
  pending_edit: Type.Optional(PendingEditSchema),
});
export type Guide = Static<typeof GuideSchema>;

export const GUIDE_SORTS = ['newest', 'oldest', 'title', 'favourites'];

export const GuideListQuery = Type.Object({
  ...commonListQuery,
  type: Type.Optional(Type.Enum(GUIDE_TYPES)),
  sort: Type.Optional(Type.Enum(GUIDE_SORTS)),
});
export type GuideListParams = Static<typeof GuideListQuery>;

export const GuideListSchema = Type.Object({
  guides: Type.Array(GuideCardSchema),
  total: Type.Integer(),
  page: Type.Integer(),
  limit: Type.Integer(),
});

import { baseApi, type ApiAnswer } from 'shared-ui';

export type ContentKind = 'build' | 'guide';
export type ReviewAction = 'publish' | 'refuse';

/**
 * A build or guide a non-admin author submitted (`change` 'new'), or their edit of a published
 * one (`change` 'edit'), waiting for an admin; readers keep the approved version meanwhile. Its
 * `title` is the approved one for an edit, and `edited_at` null for a new item.
 */
export type PendingItem = ApiAnswer<'/api/admin/moderation', 'get'>['items'][number];

/**
 * One column a waiting edit changes (`title`, `endgame`, `equipment`...): its approved and new
 * values as text, or null for both where it is structured (equipment, sockets, trees).
 */
export type FieldChange = PendingItem['changes'][number];

const QUEUE = { type: 'Moderation', id: 'LIST' } as const;

/** The reading screen of an item, where the admin reads it before deciding. */
export const readPath = (item: Pick<PendingItem, 'kind' | 'id'>) =>
  `/${item.kind}/custom/${item.id}`;

export const moderationApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    // eslint-disable-next-line @typescript-eslint/no-invalid-void-type -- RTK Query's "no argument"
    getModerationQueue: build.query<ApiAnswer<'/api/admin/moderation', 'get'>, void>({
      query: () => '/api/admin/moderation',
      providesTags: [QUEUE],
    }),
    // The queue reloads even after a 409 (someone else decided first); a published item (or an
    // approved edit) shows in the public lists, so they and the item's own page reload.
    reviewContent: build.mutation<
      | ApiAnswer<'/api/admin/moderation/{kind}/{id}/publish', 'post'>
      | ApiAnswer<'/api/admin/moderation/{kind}/{id}/refuse', 'post'>,
      { kind: ContentKind; id: number; action: ReviewAction }
    >({
      query: ({ kind, id, action }) => ({
        url: `/api/admin/moderation/${kind}/${id}/${action}`,
        method: 'POST',
      }),
      extraOptions: { maxRetries: 0 },
      invalidatesTags: (_result, _error, { kind, id }) => {
        const type = kind === 'build' ? 'Build' : 'Guide';
        return [QUEUE, { type, id }, { type, id: 'LIST' }];
      },
    }),
  }),
});

export const { useGetModerationQueueQuery, useReviewContentMutation } = moderationApi;

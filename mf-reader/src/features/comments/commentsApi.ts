import { baseApi, type ApiAnswer } from 'shared-ui';

export type ContentType = 'build' | 'guide';

export type Comment = ApiAnswer<
  '/api/forum/comments/{contentType}/{contentId}',
  'get'
>['comments'][number];
export type Reply = Comment['replies'][number];

/** The spec's page size: 'Charger plus' shows while the last page came back full. */
export const COMMENT_PAGE_SIZE = 10;

interface PageArgs {
  contentType: ContentType;
  contentId: number;
  page: number;
}

const list = { type: 'Comment' as const, id: 'LIST' };

export const commentsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getComments: build.query<
      ApiAnswer<'/api/forum/comments/{contentType}/{contentId}', 'get'>,
      PageArgs
    >({
      query: ({ contentType, contentId, page }) => ({
        url: `/api/forum/comments/${contentType}/${contentId}`,
        params: { page, limit: COMMENT_PAGE_SIZE },
      }),
      providesTags: [list],
    }),
    // Posting is not idempotent: a retried POST could publish twice.
    addComment: build.mutation<
      ApiAnswer<'/api/forum/comments', 'post', 201>,
      { contentType: ContentType; contentId: number; content: string }
    >({
      query: (body) => ({ url: '/api/forum/comments', method: 'POST', body }),
      extraOptions: { maxRetries: 0 },
      invalidatesTags: [list],
    }),
    addReply: build.mutation<
      ApiAnswer<'/api/forum/replies', 'post', 201>,
      { commentId: number; content: string }
    >({
      query: (body) => ({ url: '/api/forum/replies', method: 'POST', body }),
      extraOptions: { maxRetries: 0 },
      invalidatesTags: [list],
    }),
    deleteComment: build.mutation<unknown, number>({
      query: (id) => ({ url: `/api/forum/comments/${id}`, method: 'DELETE' }),
      invalidatesTags: [list],
    }),
    deleteReply: build.mutation<unknown, number>({
      query: (id) => ({ url: `/api/forum/replies/${id}`, method: 'DELETE' }),
      invalidatesTags: [list],
    }),
    pinComment: build.mutation<unknown, { id: number; isPinned: boolean }>({
      query: ({ id, isPinned }) => ({
        url: `/api/forum/comments/${id}/pin`,
        method: 'PATCH',
        body: { isPinned },
      }),
      invalidatesTags: [list],
    }),
  }),
});

export const {
  useGetCommentsQuery,
  useAddCommentMutation,
  useAddReplyMutation,
  useDeleteCommentMutation,
  useDeleteReplyMutation,
  usePinCommentMutation,
} = commentsApi;

import { baseApi, type Guide, type GuideList, type GuideListParams } from 'shared-ui';

export const guidesApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getGuides: build.query<GuideList, GuideListParams>({
      query: (params) => ({ url: '/api/guides', params }),
      providesTags: (result) => [
        { type: 'Guide', id: 'LIST' },
        ...(result?.guides ?? []).map(({ id }) => ({ type: 'Guide' as const, id })),
      ],
    }),
    getGuide: build.query<Guide, number>({
      query: (id) => `/api/guides/${id}`,
      providesTags: (_result, _error, id) => [{ type: 'Guide', id }],
    }),
    deleteGuide: build.mutation<unknown, number>({
      query: (id) => ({ url: `/api/guides/${id}`, method: 'DELETE' }),
      extraOptions: { maxRetries: 0 },
      invalidatesTags: (_result, _error, id) => [
        { type: 'Guide', id },
        { type: 'Guide', id: 'LIST' },
      ],
    }),
    /** Drops the owner's pending or refused edit; the approved version stays as it is. */
    withdrawGuideEdit: build.mutation<unknown, number>({
      query: (id) => ({ url: `/api/guides/${id}/pending-edit`, method: 'DELETE' }),
      extraOptions: { maxRetries: 0 },
      invalidatesTags: (_result, _error, id) => [{ type: 'Guide', id }],
    }),
  }),
});

export const {
  useGetGuidesQuery,
  useGetGuideQuery,
  useDeleteGuideMutation,
  useWithdrawGuideEditMutation,
} = guidesApi;

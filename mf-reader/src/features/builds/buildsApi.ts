import { baseApi, type Build, type BuildList, type BuildListParams } from 'shared-ui';

export const buildsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getBuilds: build.query<BuildList, BuildListParams>({
      query: (params) => ({ url: '/api/builds', params }),
      providesTags: (result) => [
        { type: 'Build', id: 'LIST' },
        ...(result?.builds ?? []).map(({ id }) => ({ type: 'Build' as const, id })),
      ],
    }),
    getBuild: build.query<Build, number>({
      query: (id) => `/api/builds/${id}`,
      providesTags: (_result, _error, id) => [{ type: 'Build', id }],
    }),
    deleteBuild: build.mutation<unknown, number>({
      query: (id) => ({ url: `/api/builds/${id}`, method: 'DELETE' }),
      extraOptions: { maxRetries: 0 },
      invalidatesTags: (_result, _error, id) => [
        { type: 'Build', id },
        { type: 'Build', id: 'LIST' },
      ],
    }),
  }),
});

export const { useGetBuildsQuery, useGetBuildQuery, useDeleteBuildMutation } = buildsApi;

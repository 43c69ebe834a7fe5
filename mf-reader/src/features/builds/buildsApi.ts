import {
  baseApi,
  type Build,
  type BuildList,
  type BuildListParams,
  type MainSkillChoice,
} from 'shared-ui';

export const buildsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getBuilds: build.query<BuildList, BuildListParams>({
      query: (params) => ({ url: '/api/builds', params }),
      providesTags: (result) => [
        { type: 'Build', id: 'LIST' },
        ...(result?.builds ?? []).map(({ id }) => ({ type: 'Build' as const, id })),
      ],
    }),
    /** The main skills in use, named in `lang`: the choices of the list's skill filter. */
    getMainSkills: build.query<{ skills: MainSkillChoice[] }, 'fr' | 'en'>({
      query: (lang) => ({ url: '/api/builds/main-skills', params: { lang } }),
      providesTags: [{ type: 'Build', id: 'LIST' }],
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
    /** Drops the owner's pending or refused edit; the approved version stays as it is. */
    withdrawBuildEdit: build.mutation<unknown, number>({
      query: (id) => ({ url: `/api/builds/${id}/pending-edit`, method: 'DELETE' }),
      extraOptions: { maxRetries: 0 },
      invalidatesTags: (_result, _error, id) => [{ type: 'Build', id }],
    }),
  }),
});

export const {
  useGetBuildsQuery,
  useGetBuildQuery,
  useGetMainSkillsQuery,
  useDeleteBuildMutation,
  useWithdrawBuildEditMutation,
} = buildsApi;

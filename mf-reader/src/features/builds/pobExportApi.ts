import { baseApi, type ApiAnswer } from 'shared-ui';

/** `GET /api/builds/{id}/pob`: the build as a code Path of Building imports. */
export type PobExport = ApiAnswer<'/api/builds/{id}/pob', 'get'>;

export const pobExportApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    // Asked on a click only; tagged as derived from the build so an edit is never exported stale.
    getBuildPobCode: build.query<PobExport, number>({
      query: (id) => `/api/builds/${id}/pob`,
      providesTags: (_result, _error, id) => [{ type: 'BuildDerived', id }],
      // A click is the retry: the reader should not wait seven seconds for an answer.
      extraOptions: { maxRetries: 0 },
    }),
  }),
});

export const { useLazyGetBuildPobCodeQuery } = pobExportApi;

import { baseApi, type ApiAnswer } from 'shared-ui';

export type BuildSteps = ApiAnswer<'/api/builds/{id}/steps', 'get'>;
export type FollowPhase = BuildSteps['phases'][number];
export type Step = FollowPhase['steps'][number];
export type StepGem = Step['gems'][number];
export type Progress = ApiAnswer<'/api/builds/{id}/progress', 'get'>;
export type NextSteps = ApiAnswer<'/api/favourites/next-steps', 'get'>;
export type NextStep = NextSteps['builds'][number];
export type StepEdits = ApiAnswer<'/api/builds/{id}/steps/edits', 'get'>;
export type StepEditsBody = Pick<StepEdits, 'steps' | 'order'>;

export const followApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** The build as steps: changes with the build, so it carries the tag of what derives from it. */
    getBuildSteps: build.query<BuildSteps, number>({
      query: (id) => `/api/builds/${id}/steps`,
      providesTags: (_result, _error, id) => [{ type: 'BuildDerived', id }],
    }),
    /** The signed-in reader's own ticks (never shared, never rendered by the server). */
    getProgress: build.query<Progress, number>({
      query: (id) => `/api/builds/${id}/progress`,
      keepUnusedDataFor: 0,
    }),
    saveProgress: build.mutation<Progress, { id: number; ticked: string[] }>({
      query: ({ id, ticked }) => ({
        url: `/api/builds/${id}/progress`,
        method: 'PUT',
        body: { ticked },
      }),
      extraOptions: { maxRetries: 0 },
    }),
    /** The author's edits and the steps as generated: their edit screen only, always fresh. */
    getStepEdits: build.query<StepEdits, number>({
      query: (id) => `/api/builds/${id}/steps/edits`,
      keepUnusedDataFor: 0,
    }),
    saveStepEdits: build.mutation<StepEdits, { id: number; body: StepEditsBody }>({
      query: ({ id, body }) => ({ url: `/api/builds/${id}/steps/edits`, method: 'PUT', body }),
      // The steps readers follow change with them.
      invalidatesTags: (_result, error, { id }) => (error ? [] : [{ type: 'BuildDerived', id }]),
      extraOptions: { maxRetries: 0 },
    }),
    getNextSteps: build.query<NextSteps, undefined>({
      query: () => '/api/favourites/next-steps',
      keepUnusedDataFor: 0,
    }),
  }),
});

export const {
  useGetBuildStepsQuery,
  useGetProgressQuery,
  useSaveProgressMutation,
  useGetNextStepsQuery,
  useGetStepEditsQuery,
  useSaveStepEditsMutation,
} = followApi;

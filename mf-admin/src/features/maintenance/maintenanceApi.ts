import { baseApi, type ApiAnswer } from 'shared-ui';

/** A maintenance run as the server records it; `logs` grows while it runs. */
export type Job = ApiAnswer<'/api/admin/jobs/{id}', 'get'>['job'];
export type JobStatus = Job['status'];

export const maintenanceApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    // 202 { job } when started; 409 { error, job } when one of that kind already runs.
    startAdminJob: build.mutation<{ job: Job }, string>({
      query: (kind) => ({ url: `/api/admin/${kind}`, method: 'POST' }),
      extraOptions: { maxRetries: 0 },
    }),
    getAdminJob: build.query<ApiAnswer<'/api/admin/jobs/{id}', 'get'>, number>({
      query: (id) => `/api/admin/jobs/${id}`,
      // Each poll must reach the server: the job changes there, not through our mutations.
      keepUnusedDataFor: 0,
    }),
    // eslint-disable-next-line @typescript-eslint/no-invalid-void-type -- RTK Query's "no argument"
    getRunningAdminJobs: build.query<ApiAnswer<'/api/admin/jobs', 'get'>, void>({
      query: () => ({ url: '/api/admin/jobs', params: { status: 'running' } }),
      keepUnusedDataFor: 0,
    }),
  }),
});

export const { useStartAdminJobMutation, useGetAdminJobQuery, useGetRunningAdminJobsQuery } =
  maintenanceApi;

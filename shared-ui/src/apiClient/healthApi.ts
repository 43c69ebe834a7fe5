import { baseApi } from './baseApi';

/** The spec's health check gives up after 5 s, sooner than ordinary requests. */
export const HEALTH_TIMEOUT_MS = 5_000;
export const HEALTH_CHECK_INTERVAL_MS = 30_000;

export interface HealthStatus {
  status: string;
}

export const healthApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    // `void` is RTK Query's marker for "no argument", which lets callers write useGetHealthQuery().
    // eslint-disable-next-line @typescript-eslint/no-invalid-void-type
    getHealth: build.query<HealthStatus, void>({
      query: () => ({ url: '/health', timeout: HEALTH_TIMEOUT_MS }),
      providesTags: ['Health'],
    }),
  }),
});

export const { useGetHealthQuery } = healthApi;

import { baseApi, type ApiAnswer } from 'shared-ui';

/** The server's last hour, as `GET /api/admin/metrics` sums it. */
export type MetricsSummary = ApiAnswer<'/api/admin/metrics', 'get'>;

/** The server takes a snapshot a minute: asking more often would show nothing new. */
export const METRICS_POLL_MS = 60_000;

export const metricsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    // eslint-disable-next-line @typescript-eslint/no-invalid-void-type -- RTK Query's "no argument"
    getAdminMetrics: build.query<MetricsSummary, void>({
      query: () => '/api/admin/metrics',
      keepUnusedDataFor: 0,
    }),
  }),
});

export const { useGetAdminMetricsQuery } = metricsApi;

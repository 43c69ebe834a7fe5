import { Alert, Button, Card, errorMessage, numberFormat, styled, useTranslation } from 'shared-ui';
import { METRICS_POLL_MS, useGetAdminMetricsQuery, type MetricsSummary } from './metricsApi';

const Figures = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(9.5rem, 1fr));
  gap: ${({ theme }) => theme.space.sm};
  margin: 0 0 ${({ theme }) => theme.space.sm};
`;

const Figure = styled.div`
  padding: ${({ theme }) => theme.space.sm};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: 6px;
  background: ${({ theme }) => theme.colors.surfaceRaised};
  dt {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
  dd {
    margin: 0;
    font-size: 1.15rem;
    font-weight: 600;
    overflow-wrap: anywhere;
  }
`;

const Window = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Hosts = styled.ul`
  margin: 0 0 ${({ theme }) => theme.space.sm};
  padding-left: 1.1rem;
  overflow-wrap: anywhere;
`;

/**
 * « Santé du serveur »: the last hour of this API process (requests, errors, latency, pages,
 * outside sources, jobs, the database), read again each minute; `/metrics` has the detail.
 */
export function MetricsSection() {
  const { t, i18n } = useTranslation('admin');
  const { data, error, isLoading, isFetching, refetch } = useGetAdminMetricsQuery(undefined, {
    pollingInterval: METRICS_POLL_MS,
  });
  const locale = i18n.language === 'en' ? 'en-GB' : 'fr-FR';
  const failing = data?.upstreams.filter((host) => host.failures > 0) ?? [];
  const count = (n: number) => numberFormat(locale).format(n);
  const ms = (n: number | null) =>
    n === null
      ? t('metrics.none')
      : t('metrics.ms', { value: numberFormat(locale, { maximumFractionDigits: 1 }).format(n) });
  // Each figure a label and its value, in the panel's reading order.
  const figures = (summary: MetricsSummary) => [
    { label: t('metrics.requests'), value: count(summary.requests) },
    {
      label: t('metrics.errorRate'),
      value: numberFormat(locale, { style: 'percent', maximumFractionDigits: 2 }).format(
        summary.errorRate,
      ),
    },
    {
      label: t('metrics.latency'),
      value: t('metrics.latencyValue', {
        p50: ms(summary.latencyMs.p50),
        p95: ms(summary.latencyMs.p95),
      }),
    },
    {
      label: t('metrics.pages'),
      value: t('metrics.pagesValue', {
        rendered: count(summary.pages.rendered),
        cached: count(summary.pages.cached),
        bare: count(summary.pages.bare),
      }),
    },
    {
      label: t('metrics.jobs'),
      value: t('metrics.jobsValue', {
        succeeded: count(summary.jobs.succeeded),
        failed: count(summary.jobs.failed),
      }),
    },
    {
      label: t('metrics.database'),
      value: summary.database.answering ? t('metrics.answering') : t('metrics.notAnswering'),
    },
  ];

  return (
    <Card title={t('metrics.title')}>
      {isLoading ? (
        <p>{t('users.loading')}</p>
      ) : error || !data ? (
        <Alert variant="error">{t('users.error', { message: errorMessage(error) })}</Alert>
      ) : (
        <>
          <Window>
            {data.minutes >= 60
              ? t('metrics.lastHour')
              : data.minutes < 1
                ? t('metrics.justStarted')
                : t('metrics.since', { count: data.minutes })}
          </Window>
          {!data.database.answering && <Alert variant="error">{t('metrics.databaseDown')}</Alert>}
          <Figures>
            {figures(data).map(({ label, value }) => (
              <Figure key={label}>
                <dt>{label}</dt>
                <dd>{value}</dd>
              </Figure>
            ))}
          </Figures>
          {failing.length === 0 ? (
            <Window>{t('metrics.noUpstreamFailure')}</Window>
          ) : (
            <>
              <Window>{t('metrics.upstreamFailures')}</Window>
              <Hosts aria-label={t('metrics.upstreamFailures')}>
                {failing.map((host) => (
                  <li key={host.host}>
                    {t('metrics.hostFailures', {
                      host: host.host,
                      failures: count(host.failures),
                      calls: count(host.calls),
                    })}
                  </li>
                ))}
              </Hosts>
            </>
          )}
        </>
      )}
      <Button size="sm" variant="secondary" disabled={isFetching} onClick={() => void refetch()}>
        {t('metrics.refresh')}
      </Button>
    </Card>
  );
}

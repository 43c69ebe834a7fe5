import { useState } from 'react';
import { Alert, Button, Card, dateFormat, errorMessage, styled, useTranslation } from 'shared-ui';
import { maintenanceApi, useStartAdminJobMutation } from '../maintenance/maintenanceApi';
import { useGetFollowedLeagueQuery } from './leagueApi';
import { leagueLines, type LineValues } from './leagueLines';

const Followed = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.xs};
  font-size: 1.15rem;
  font-weight: 600;
`;

const Lines = styled.ul`
  margin: 0 0 ${({ theme }) => theme.space.sm};
  padding-left: 1.1rem;
  color: ${({ theme }) => theme.colors.textMuted};
  overflow-wrap: anywhere;
`;

/** How often a started check is asked about until it ends; then the league is read again. */
const POLL_MS = 1_000;

/**
 * « Ligue suivie »: which league and game version the site follows (prices, new builds,
 * « ligue actuelle »), from where, since when; « Vérifier maintenant » runs the check.
 */
export function LeagueSection() {
  const { t, i18n } = useTranslation('admin');
  const { data, error, isLoading, refetch } = useGetFollowedLeagueQuery();
  const [startJob] = useStartAdminJobMutation();
  const [pollJob] = maintenanceApi.endpoints.getAdminJob.useLazyQuery();
  const [checking, setChecking] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const check = async () => {
    setFailure(null);
    setChecking(true);
    try {
      const { id } = (await startJob('update-league').unwrap()).job;
      // Asked at once, then every POLL_MS while it runs (a check takes a few seconds).
      while ((await pollJob(id).unwrap()).job.status === 'running') {
        await new Promise((resolve) => setTimeout(resolve, POLL_MS));
      }
      await refetch();
    } catch (err) {
      setFailure(t('league.checkFailed', { message: errorMessage(err) }));
    } finally {
      setChecking(false);
    }
  };
  const locale = i18n.language === 'en' ? 'en-GB' : 'fr-FR';
  const date = (iso: string) =>
    dateFormat(locale, { dateStyle: 'long', timeStyle: 'short' }).format(new Date(iso));
  const withDates = (values: LineValues): LineValues =>
    values.date === undefined ? values : { ...values, date: date(values.date) };

  return (
    <Card title={t('league.title')}>
      {isLoading ? (
        <p>{t('users.loading')}</p>
      ) : error || !data ? (
        <Alert variant="error">{t('users.error', { message: errorMessage(error) })}</Alert>
      ) : (
        <>
          <Followed>
            {t('league.followed', { league: data.league, version: data.gameVersion })}
          </Followed>
          <Lines>
            {leagueLines(data).map((line) => (
              <li key={line.key}>{t(line.key, withDates(line.values))}</li>
            ))}
          </Lines>
          {data.lastError !== null && data.failedAt !== null && (
            <Alert variant="warning">
              {t('league.lastFailure', { date: date(data.failedAt), message: data.lastError })}
            </Alert>
          )}
        </>
      )}
      {failure && <Alert variant="error">{failure}</Alert>}
      <Button size="sm" variant="secondary" disabled={checking} onClick={() => void check()}>
        {checking ? t('league.checking') : t('league.check')}
      </Button>
    </Card>
  );
}

import {
  Badge,
  type BuildCard,
  frenchDay,
  isOldLeague,
  styled,
  useGetSiteQuery,
  useTranslation,
} from 'shared-ui';
import { ExampleBadge } from '../content/ExampleBadge';

/** A line of its own: on the build page the favourite toggle follows underneath. */
const Tags = styled.span`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.sm};
  margin: 0 0 ${({ theme }) => theme.space.sm};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

/**
 * The league and game version a build was written for, 'Ancienne ligue' when that is older than
 * the current league (from `GET /api/site`), and the day it was last updated. Builds that never
 * said their league show the date alone.
 */
export function LeagueTag({ build }: { build: BuildCard }) {
  const { t } = useTranslation('reader');
  const { data: site } = useGetSiteQuery();
  const league = [build.league, build.game_version].filter(Boolean).join(' · ');
  const old = isOldLeague(build, site?.game);
  const updated = build.updated_at ?? build.created_at;
  return (
    <Tags data-testid="league-tag">
      <ExampleBadge item={build} />
      {league && (
        <Badge variant="info" title={t('league.writtenFor')}>
          {league}
        </Badge>
      )}
      {old && <Badge variant="warning">{t('league.old')}</Badge>}
      <span>
        {t('league.updated')} <time dateTime={updated}>{frenchDay(updated)}</time>
      </span>
    </Tags>
  );
}

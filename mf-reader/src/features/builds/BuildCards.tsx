import type { ReactNode } from 'react';
import {
  ascendancyImage,
  type BuildCard,
  numberFormat,
  styled,
  useClassNames,
  useTranslation,
} from 'shared-ui';
import { buildLineage } from './buildLineage';
import { CardGrid, ContentCard } from '../content/ContentCard';
import { useLeavingItems } from '../content/useLeavingItems';
import { FavouriteButton } from '../favourites/FavouriteButton';
import { CardRatings } from './CardRatings';
import { LeagueTag } from './LeagueTag';

const cardKey = (build: BuildCard) => build.id;

const Emblem = styled.img`
  flex: none;
  width: 52px;
  height: 52px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: 50%;
  background: ${({ theme }) => theme.colors.surfaceRaised};
  object-fit: cover;
`;

const Subtitle = styled.small`
  display: block;
  margin-top: 2px;
`;

const Line = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.sm};
  margin-bottom: ${({ theme }) => theme.space.sm};
  min-height: 32px;
`;

const Skill = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  min-width: 0;
  font-weight: 600;
  img {
    width: 28px;
    height: 28px;
  }
`;

// max-width: a narrow card wraps the figure inside the pill instead of running past its edge.
const Cost = styled.span`
  display: inline-flex;
  align-items: center;
  gap: 4px;
  padding: 2px ${({ theme }) => theme.space.sm};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.surfaceRaised};
  color: ${({ theme }) => theme.colors.warning};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: 600;
  max-width: 100%;
  img {
    flex-shrink: 0;
    width: 18px;
    height: 18px;
  }
`;

/**
 * Chaos as a reader counts them: whole ones from 10 up, one decimal below.
 * @example formatChaos(44.6, 'fr') // '45'
 */
export const formatChaos = (chaos: number, lang: string) =>
  numberFormat(lang, { maximumFractionDigits: chaos < 10 ? 1 : 0 }).format(chaos);

/** The main skill (its picture and its name in the reader's language) and the main set's cost. */
function SkillAndCost({ build }: { build: BuildCard }) {
  const { t, i18n } = useTranslation('reader');
  const english = i18n.language.startsWith('en');
  const name = (!english && build.main_skill_fr) || build.main_skill || '';
  const cost = build.main_cost_chaos;
  const lang = english ? 'en' : 'fr';
  const whole = (n: number) => numberFormat(lang, { maximumFractionDigits: 0 }).format(n);
  const compact = (n: number) =>
    numberFormat(lang, { notation: 'compact', maximumFractionDigits: 1 }).format(n);
  return (
    <Line>
      <Skill data-testid="card-skill">
        {name && build.main_skill_icon ? (
          <>
            <img src={build.main_skill_icon} alt="" loading="lazy" width={28} height={28} />
            {name}
          </>
        ) : (
          <small>{t('builds.noSkill')}</small>
        )}
      </Skill>
      {(typeof build.pob_life === 'number' || typeof build.pob_dps === 'number') && (
        <Cost title={t('pobStats.cardTitle')} data-testid="card-pob">
          {[
            typeof build.pob_life === 'number' &&
              t('pobStats.cardLife', { value: whole(build.pob_life) }),
            typeof build.pob_dps === 'number' &&
              t('pobStats.cardDps', { value: compact(build.pob_dps) }),
          ]
            .filter(Boolean)
            .join(' · ')}
        </Cost>
      )}
      {typeof cost === 'number' && (
        <Cost title={t('builds.costTitle')} data-testid="card-cost">
          <img src="/images/currency/Chaos_Orb.png" alt="" loading="lazy" width={18} height={18} />
          {t('builds.cost', { chaos: formatChaos(cost, english ? 'en' : 'fr') })}
        </Cost>
      )}
    </Line>
  );
}

/**
 * One build's card: ascendancy emblem, title, class, main skill and cost, the five ratings,
 * introduction, league and author (after `kind`, where a list mixes builds and guides), and
 * favourites. It opens the build's page, handing it `listAddress` for its 'Retour à la liste'.
 */
export function BuildCardItem({
  build,
  headingLevel,
  leaving,
  kind,
  listAddress,
  extra,
}: {
  build: BuildCard;
  headingLevel?: 2 | 3;
  leaving?: boolean;
  kind?: string;
  listAddress?: string;
  /** A line of the reader's own under the details (the favourites' next step to follow). */
  extra?: ReactNode;
}) {
  const { t } = useTranslation('reader');
  const names = useClassNames();
  const by = t('builds.by', { author: build.author });
  const lineage = buildLineage(build, names);
  return (
    <ContentCard
      leaving={leaving}
      to={`/build/custom/${build.id}`}
      state={listAddress ? { list: listAddress } : undefined}
      title={build.title}
      text={build.introduction}
      lines={3}
      byline={kind ? `${kind} · ${by}` : by}
      headingLevel={headingLevel}
      media={
        <Emblem
          src={ascendancyImage(build.classe, build.ascendancy || build.classe)}
          alt=""
          loading="lazy"
          width={52}
          height={52}
        />
      }
      subtitle={lineage && <Subtitle>{lineage}</Subtitle>}
      details={
        <>
          <SkillAndCost build={build} />
          {build.ratings && <CardRatings ratings={build.ratings} />}
          {extra}
        </>
      }
      meta={<LeagueTag build={build} />}
      aside={
        <FavouriteButton
          kind="build"
          id={build.id}
          isFavourite={build.is_favourite}
          count={build.favourite_count}
          variant="card"
        />
      }
    />
  );
}

/**
 * Build cards opening the build's page; they slide in and out. `headingLevel` 2 where no
 * section heading stands between them and the page's h1.
 */
export function BuildCards({
  builds,
  headingLevel,
  listAddress,
}: {
  builds: readonly BuildCard[];
  headingLevel?: 2 | 3;
  listAddress?: string;
}) {
  const shown = useLeavingItems(builds, cardKey);
  return (
    <CardGrid>
      {shown.map(({ key, item: build, leaving }) => (
        <BuildCardItem
          key={key}
          build={build}
          leaving={leaving}
          headingLevel={headingLevel}
          listAddress={listAddress}
        />
      ))}
    </CardGrid>
  );
}

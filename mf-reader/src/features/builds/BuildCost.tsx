import { useMemo } from 'react';
import { DemoDataNote, dateFormat, numberFormat, styled, useTranslation } from 'shared-ui';
import { useUniqueNames } from '../content/useUniqueNames';
import {
  useGetBuildCostQuery,
  type CostPhase,
  type PhaseCost,
  type PricedLine,
  type UnpricedLine,
} from './buildCostApi';

const Panel = styled.section`
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.surface};
  h2 {
    margin: 0 0 ${({ theme }) => theme.space.xs};
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
  p {
    margin: ${({ theme }) => theme.space.xs} 0;
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
`;

const Phase = styled.details`
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  & > summary {
    min-height: 44px;
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.sm};
    cursor: pointer;
  }
  strong {
    color: ${({ theme }) => theme.colors.accent};
  }
  ul {
    margin: 0 0 ${({ theme }) => theme.space.sm};
    padding-inline-start: ${({ theme }) => theme.space.md};
  }
`;

/** The reading page's names of the phases (the tabs' own, and the main view). */
const PHASE_KEYS = {
  general: 'buildCost.general',
  leveling: 'detail.tabs.leveling',
  premier_equipement: 'detail.tabs.premierEquipement',
  endgame: 'detail.tabs.endgame',
  optimisation: 'detail.tabs.optimisation',
} as const satisfies Record<CostPhase, string>;

const RARITY_KEYS: Record<
  string,
  'buildCost.rarity.normal' | 'buildCost.rarity.magic' | 'buildCost.rarity.rare'
> = {
  normal: 'buildCost.rarity.normal',
  magic: 'buildCost.rarity.magic',
  rare: 'buildCost.rarity.rare',
};

const hasLines = (p: PhaseCost) => p.priced.length > 0 || p.unpriced.length > 0;

function useFormat() {
  const { t, i18n } = useTranslation('reader');
  const number = numberFormat(i18n.language, { maximumFractionDigits: 2 });
  return {
    chaos: (n: number) => t('buildCost.chaos', { amount: number.format(n) }),
    divine: (n: number) => t('buildCost.divine', { amount: number.format(n) }),
    date: (iso: string) =>
      dateFormat(i18n.language, { day: 'numeric', month: 'long', year: 'numeric' }).format(
        new Date(iso),
      ),
  };
}

/** A line as an item of the build, for its name in the interface's language. */
const asItem = (line: PricedLine | UnpricedLine) => ({
  name: line.displayName,
  rarity: line.kind === 'unique' ? 'unique' : undefined,
});

/** A line's name as the rest of the page shows it: a unique in the interface's language. */
type LineName = (line: PricedLine | UnpricedLine) => string;

function PhaseDetails({ cost, nameOf }: { cost: PhaseCost; nameOf: LineName }) {
  const { t } = useTranslation('reader');
  const format = useFormat();
  const unpricedText = (line: UnpricedLine) => {
    const why =
      line.kind === 'item'
        ? t(RARITY_KEYS[line.rarity] ?? 'buildCost.rarity.unknown')
        : t('buildCost.notListed');
    return `${nameOf(line)}${line.count > 1 ? ` ×${line.count}` : ''} — ${t('buildCost.unknownBecause', { why })}`;
  };
  // Counted from the lines themselves, by what they are, so the figure says what it covers.
  const countOf = (keep: (line: UnpricedLine) => boolean) =>
    cost.unpriced.filter(keep).reduce((sum, line) => sum + line.count, 0);
  const rares = countOf((line) => line.kind === 'item' && line.rarity === 'rare');
  const magics = countOf((line) => line.kind === 'item' && line.rarity === 'magic');
  const normals = countOf((line) => line.kind === 'item' && line.rarity === 'normal');
  const unread = countOf(
    (line) => line.kind === 'item' && !['rare', 'magic', 'normal'].includes(line.rarity),
  );
  const unlisted = countOf((line) => line.kind !== 'item');
  const known = cost.priced.length > 0 && cost.totalChaos !== null;
  return (
    <Phase>
      <summary>
        <span>{t(PHASE_KEYS[cost.phase])}</span>
        {/* One run of text: a narrow screen wraps it as a sentence, not item by item. */}
        <span>
          <span data-testid="cost-covered">
            {t('buildCost.covers')}{' '}
            {known && cost.totalChaos !== null ? (
              <>
                ≈ <strong>{format.chaos(cost.totalChaos)}</strong>
              </>
            ) : (
              <strong>{t('buildCost.unknownPrice')}</strong>
            )}
            {known && cost.totalDivine !== null && <> ({format.divine(cost.totalDivine)})</>}
          </span>
          {rares > 0 && <span>{t('buildCost.rareCount', { count: rares })}</span>}
          {magics > 0 && <span>{t('buildCost.magicCount', { count: magics })}</span>}
          {normals > 0 && <span>{t('buildCost.normalCount', { count: normals })}</span>}
          {unread > 0 && <span>{t('buildCost.unreadCount', { count: unread })}</span>}
          {unlisted > 0 && <span>{t('buildCost.unlistedCount', { count: unlisted })}</span>}
        </span>
      </summary>
      {cost.priced.length > 0 && (
        <ul aria-label={t('buildCost.pricedList')}>
          {cost.priced.map((line) => (
            <li key={`${line.kind}:${line.name}`}>
              {nameOf(line)}
              {line.count > 1 && ` ×${line.count}`} — {format.chaos(line.chaos)}
            </li>
          ))}
        </ul>
      )}
      {cost.unpriced.length > 0 && (
        <>
          <p>{t('buildCost.unpriced')}</p>
          <ul aria-label={t('buildCost.unpriced')}>
            {cost.unpriced.map((line) => (
              <li key={`${line.kind}:${line.name}:${line.base}`}>{unpricedText(line)}</li>
            ))}
          </ul>
        </>
      )}
    </Phase>
  );
}

/**
 * 'Coût estimé': each phase's price from poe.ninja (uniques and gems), in chaos and divine
 * orbs, how many of its items have no known price, its lines on demand, what could not be
 * priced ('Prix inconnu', never 0 chaos), and the date of the prices. Loaded apart
 * from the build, so a slow price refresh never holds the page; absent when nothing is priced.
 */
export function BuildCost({ buildId }: { buildId: number }) {
  const { t } = useTranslation('reader');
  const format = useFormat();
  const { data, isLoading, isError } = useGetBuildCostQuery(buildId);
  const phases = useMemo(() => data?.phases.filter(hasLines) ?? [], [data]);
  // The uniques as the equipment grid names them (« Couronne d'or », not « Goldrim »).
  const uniqueName = useUniqueNames(
    useMemo(
      () => phases.flatMap((phase) => [...phase.priced, ...phase.unpriced].map(asItem)),
      [phases],
    ),
  );
  const nameOf = (line: PricedLine | UnpricedLine) => uniqueName(asItem(line)) ?? line.displayName;
  if (!isLoading && !isError && phases.length === 0) return null;
  return (
    <Panel aria-labelledby="build-cost-title" aria-busy={isLoading}>
      <h2 id="build-cost-title">{t('buildCost.title')}</h2>
      <DemoDataNote />
      {isLoading && <p>{t('buildCost.loading')}</p>}
      {isError && <p role="alert">{t('buildCost.error')}</p>}
      {data && phases.length > 0 && (
        <>
          <p>{t('buildCost.hint')}</p>
          {phases.map((cost) => (
            <PhaseDetails key={cost.phase} cost={cost} nameOf={nameOf} />
          ))}
          <p>
            {data.pricesAt
              ? t('buildCost.pricesAt', { date: format.date(data.pricesAt) })
              : t('buildCost.noPrices')}
            {data.pricesAt && data.stale && ` ${t('buildCost.stale')}`}
          </p>
        </>
      )}
    </Panel>
  );
}

import { numberFormat, styled, useTranslation } from 'shared-ui';

/** The stats Path of Building computed for one phase, by PoB's names (`Life`, `CombinedDPS`). */
export type PobStats = Record<string, number>;

const Box = styled.section`
  margin: ${({ theme }) => theme.space.md} 0;
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceRaised};

  h3 {
    margin: 0 0 ${({ theme }) => theme.space.xs};
    font-size: ${({ theme }) => theme.fontSizes.md};
  }
  dl {
    display: grid;
    grid-template-columns: repeat(auto-fill, minmax(150px, 1fr));
    gap: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.md};
    margin: 0;
  }
  dt {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
  dd {
    margin: 0;
    font-weight: 600;
    overflow-wrap: anywhere;
  }
  details {
    margin-top: ${({ theme }) => theme.space.sm};
  }
  pre {
    white-space: pre-wrap;
    overflow-wrap: anywhere;
    font: inherit;
  }
`;

/** The main skill's DPS PoB shows first: its combined DPS, else its hit or DoT DPS. */
export function mainDps(stats: PobStats): number | null {
  for (const name of ['CombinedDPS', 'FullDPS', 'TotalDPS', 'TotalDotDPS']) {
    const value = stats[name];
    if (value !== undefined && value > 0) return value;
  }
  return null;
}

const RESISTS = [
  ['FireResist', 'fire'],
  ['ColdResist', 'cold'],
  ['LightningResist', 'lightning'],
  ['ChaosResist', 'chaos'],
] as const;

/**
 * A compact summary of what Path of Building computed for a phase: life, energy shield, mana,
 * resistances (said capped when PoB counts some over the cap), the main skill's DPS, effective
 * hit points, block and evade chances. Only the figures the export holds are shown; the notes
 * are plain text (React escapes them).
 */
export function PobStatsSummary({ stats, notes = '' }: { stats: PobStats; notes?: string }) {
  const { t, i18n } = useTranslation('reader');
  const lang = i18n.language.startsWith('en') ? 'en' : 'fr';
  const whole = numberFormat(lang, { maximumFractionDigits: 0 });
  const percent = (value: number) => t('pobStats.percent', { value: whole.format(value) });
  const rows: [string, string][] = [];
  const add = (label: string, name: string, format = (v: number) => whole.format(v)) => {
    const value = stats[name];
    if (value !== undefined) rows.push([label, format(value)]);
  };
  add(t('pobStats.life'), 'Life');
  add(t('pobStats.energyShield'), 'EnergyShield');
  add(t('pobStats.mana'), 'Mana');
  for (const [name, key] of RESISTS) {
    const over = stats[`${name}OverCap`] ?? 0;
    add(t(`pobStats.${key}`), name, (value) =>
      over > 0
        ? t('pobStats.capped', { value: percent(value), over: whole.format(over) })
        : percent(value),
    );
  }
  const dps = mainDps(stats);
  if (dps !== null) {
    rows.push([
      t('pobStats.dps'),
      numberFormat(lang, { notation: 'compact', maximumFractionDigits: 1 }).format(dps),
    ]);
  }
  add(t('pobStats.ehp'), 'TotalEHP');
  add(t('pobStats.block'), 'BlockChance', percent);
  add(t('pobStats.spellBlock'), 'SpellBlockChance', percent);
  add(t('pobStats.evade'), 'MeleeEvadeChance', percent);
  add(t('pobStats.suppression'), 'SpellSuppressionChance', percent);
  add(t('pobStats.attackDodge'), 'AttackDodgeChance', percent);
  if (rows.length === 0) return null;
  return (
    <Box aria-label={t('pobStats.title')} data-testid="pob-stats">
      <h3>{t('pobStats.title')}</h3>
      <dl>
        {rows.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      {notes !== '' && (
        <details>
          <summary>{t('pobStats.notes')}</summary>
          <pre>{notes}</pre>
        </details>
      )}
    </Box>
  );
}

// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderReader } from '../../test/renderReader';
import { PobStatsSummary } from './PobStatsSummary';

// Figures of Path of Building Community's test build spec/TestBuilds/3.13/OccVortex.xml.
const occultist = {
  Life: 6728,
  EnergyShield: 1659,
  Mana: 1391,
  FireResist: 75,
  FireResistOverCap: 23.418,
  ColdResist: 75,
  ColdResistOverCap: 44.418,
  LightningResist: 75,
  LightningResistOverCap: 25.418,
  ChaosResist: 68,
  ChaosResistOverCap: 0,
  CombinedDPS: 567004.71046343,
  TotalDPS: 0,
  BlockChance: 24,
  SpellBlockChance: 0,
  MeleeEvadeChance: 11,
};

const value = (label: string) => {
  const term = screen.getByText(label);
  return term.nextElementSibling?.textContent?.replace(/\s/g, ' ');
};

describe('PobStatsSummary', () => {
  it('says the figures come from Path of Building and shows life, ES, mana, resists and DPS', () => {
    renderReader(<PobStatsSummary stats={occultist} />);
    const box = screen.getByRole('region', { name: 'Calculé par Path of Building' });
    expect(within(box).getByRole('heading').textContent).toBe('Calculé par Path of Building');
    expect(value('Vie')).toBe('6 728');
    expect(value('Bouclier d’énergie')).toBe('1 659');
    expect(value('Mana')).toBe('1 391');
    expect(value('Résistance au feu')).toBe('75 % (au plafond, +23 % au-delà)');
    expect(value('Résistance au chaos')).toBe('68 %');
    expect(value('DPS de la compétence principale')).toBe('567 k');
    expect(value('Chance de blocage')).toBe('24 %');
    expect(value('Chance d’esquive (mêlée)')).toBe('11 %');
  });

  it('shows only the figures the export holds: no effective HP row without TotalEHP', () => {
    renderReader(<PobStatsSummary stats={{ Life: 100, TotalEHP: 25000 }} />);
    expect(value('Points de vie effectifs')).toBe('25 000');
    expect(screen.queryByText('Mana')).toBeNull();
    expect(screen.queryByText('DPS de la compétence principale')).toBeNull();
  });

  it('shows the notes as plain text, never as markup', () => {
    const { container } = renderReader(
      <PobStatsSummary stats={{ Life: 1 }} notes={'<img src=x onerror=alert(1)>\nLigne 2'} />,
    );
    expect(container.querySelector('img')).toBeNull();
    expect(screen.getByText(/<img src=x/).textContent).toContain('Ligne 2');
  });

  it('renders nothing without a single known stat', () => {
    const { container } = renderReader(<PobStatsSummary stats={{ Unknown: 3 }} />);
    expect(container.querySelector('[data-testid="pob-stats"]')).toBeNull();
  });
});

// @vitest-environment jsdom
import { fireEvent, screen } from '@testing-library/react';
import type { SlotItem } from 'shared-ui';
import { blankBuild } from 'shared-ui/testing';
import { describe, expect, it } from 'vitest';
import { renderReader, serve } from '../../test/renderReader';
import { PhaseTabs } from './PhaseTabs';

const item = (name: string): SlotItem => ({
  name,
  base: 'Leather Cap',
  rarity: 'rare',
  image: '/images/non_uniques/Leather_Cap.png',
});

const build = blankBuild({
  id: 7,
  title: 'Cyclone',
  leveling_equipment: { helmet: item('Casque du leveling') },
  endgame_equipment: { helmet: item('Casque de fin de jeu') },
});

const toggle = () => screen.getByRole('button', { name: /Équipement/ });

describe('PhaseTabs', () => {
  it('keeps the Afficher/Masquer of each tab on its own', () => {
    serve({});
    renderReader(<PhaseTabs build={build} />);
    expect(toggle().textContent).toBe('Masquer — Équipement');
    fireEvent.click(toggle());
    expect(toggle().textContent).toBe('Afficher — Équipement');
    expect(toggle().getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByLabelText('Casque du leveling')).toBeNull();

    fireEvent.click(screen.getByRole('tab', { name: 'Endgame' }));
    expect(toggle().textContent).toBe('Masquer — Équipement');
    expect(screen.getByLabelText('Casque de fin de jeu')).toBeTruthy();

    fireEvent.click(screen.getByRole('tab', { name: 'Leveling' }));
    expect(toggle().textContent).toBe('Afficher — Équipement');
    fireEvent.click(toggle());
    expect(screen.getByLabelText('Casque du leveling')).toBeTruthy();
  });

  it('offers no toggle on a tab whose set has no item with a picture', () => {
    serve({});
    renderReader(<PhaseTabs build={build} />);
    fireEvent.click(screen.getByRole('tab', { name: 'Optimisation' }));
    expect(screen.queryByRole('button', { name: /Équipement/ })).toBeNull();
  });
});

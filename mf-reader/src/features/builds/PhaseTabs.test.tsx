// @vitest-environment jsdom
import { fireEvent, screen } from '@testing-library/react';
import type { Build, SlotItem } from 'shared-ui';
import { describe, expect, it } from 'vitest';
import { renderReader, serve } from '../../test/renderReader';
import { PhaseTabs } from './PhaseTabs';

const item = (name: string): SlotItem => ({
  name,
  base: 'Leather Cap',
  rarity: 'rare',
  image: '/images/non_uniques/Leather_Cap.png',
});

const build: Build = {
  id: 7,
  user_id: 1,
  author: 'MarieCrea',
  title: 'Cyclone',
  introduction: '',
  classe: 'Duelist',
  ascendancy: '',
  ratings: null,
  is_public: true,
  created_at: '2026-11-22T08:00:00.000Z',
  atlas_tree_url: '',
  pobb_in_url: '',
  video_url: '',
  equipment: {},
  leveling_equipment: { helmet: item('Casque du leveling') },
  premier_equipement_equipment: {},
  endgame_equipment: { helmet: item('Casque de fin de jeu') },
  optimisation_equipment: {},
  gem_sockets: {},
  gem_sockets_main: {},
  gem_sockets_leveling: {},
  gem_sockets_premier_equipement: {},
  gem_sockets_endgame: {},
  gem_sockets_optimisation: {},
  leveling: '',
  premier_equipement: '',
  endgame: '',
  optimisation: '',
  mecaniques: '',
};

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

// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { called, renderReader, serve } from '../../test/renderReader';
import { StepBody } from './StepBody';
import type { Step } from './followApi';

const itemsStep: Step = {
  key: 'items:leveling:1',
  kind: 'items',
  level: null,
  act: null,
  slot: null,
  gems: [],
  items: [
    {
      slot: 'helmet',
      name: 'Goldrim',
      base: 'Leather Cap',
      rarity: 'unique',
      image: '/images/uniques/Goldrim.png',
    },
    {
      slot: 'boots',
      name: 'Rune Tread',
      base: 'Wool Shoes',
      rarity: 'rare',
      image: '/images/bases/Wool_Shoes.png',
    },
  ],
  passives: [],
  note: null,
};

describe('StepBody, the items to look for', () => {
  it('names a unique in French as the build page does, a rare as it was saved', async () => {
    const calls = serve({
      'GET /api/game/names': () =>
        Response.json({
          names: [{ kind: 'unique', name: 'Goldrim', displayName: 'Bordoré' }],
        }),
    });
    renderReader(<StepBody step={itemsStep} />);
    expect(await screen.findByText('Bordoré (Leather Cap)')).toBeTruthy();
    expect(screen.getByText('Rune Tread (Wool Shoes)')).toBeTruthy();
    expect(called(calls)).toEqual(['GET /api/game/names?lang=fr&names=Goldrim']);
  });
});

const gemStep = (level: number | null, kind: 'quest' | 'vendor'): Step => ({
  ...itemsStep,
  key: `gem:Cyclone:${kind}`,
  kind: 'gem',
  items: [],
  gems: [
    {
      name: 'Cyclone',
      displayName: 'Cyclone',
      icon: '/images/gems/Cyclone.png',
      level,
      reward: { kind, act: 3, quest: 'Sever the Right Hand', questFr: null, npc: 'Clarissa' },
    },
  ],
});

describe('StepBody, a gem to take', () => {
  it('says what the vendor asks for it, from its required level', async () => {
    renderReader(<StepBody step={gemStep(28, 'vendor')} />);
    expect(
      await screen.findByText(
        'Acte 3 — vendeur Clarissa après « Sever the Right Hand », pour 1 Orbe de chance',
        { exact: false },
      ),
    ).toBeTruthy();
  });

  it('names no price for a quest reward, nor for a gem of unknown level', async () => {
    const { unmount } = renderReader(<StepBody step={gemStep(28, 'quest')} />);
    expect((await screen.findByText(/Acte 3 — récompense de quête/)).textContent).not.toContain(
      'pour 1',
    );
    unmount();
    renderReader(<StepBody step={gemStep(null, 'vendor')} />);
    expect((await screen.findByText(/Acte 3 — vendeur Clarissa/)).textContent).not.toContain(
      'pour 1',
    );
  });
});

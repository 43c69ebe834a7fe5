// @vitest-environment jsdom
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { called, renderReader, serve } from '../../test/renderReader';
import { EquipmentGrid } from './EquipmentGrid';

const bases = {
  bases: [
    { name: 'Silk Gloves', displayName: 'Gants de soie', itemClass: 'Gloves', image: '' },
    { name: 'Leather Belt', displayName: 'Ceinture de cuir', itemClass: 'Belts', image: '' },
  ],
};

const picture = (label: string) => screen.getByLabelText(label).querySelector('img.item');

describe('EquipmentGrid, magic items saved without a base', () => {
  it('finds the base in the name and shows its non-unique picture', async () => {
    const calls = serve({ 'GET /api/game/bases': () => Response.json(bases) });
    renderReader(
      <EquipmentGrid
        equipment={{
          gloves: { rarity: 'magic', name: 'Gants de soie du lynx' },
          belt: { rarity: 'magic', name: 'Mysterious Thing of Ease' },
          helmet: { rarity: 'unique', name: 'Goldrim', image: '/images/uniques/Goldrim.png' },
        }}
        gems={{}}
      />,
    );
    await waitFor(() =>
      expect(picture('Gants de soie du lynx')?.getAttribute('src')).toBe(
        '/images/non_uniques/Silk_Gloves.png',
      ),
    );
    const gloves = screen.getByLabelText('Gants de soie du lynx');
    expect(gloves.querySelector('[role="tooltip"]')?.textContent).toBe(
      'Gants de soie du lynxSilk Gloves',
    );
    expect(picture('Mysterious Thing of Ease')?.getAttribute('src')).toBe(
      '/images/non_uniques/Unknown.png',
    );
    expect(picture('Goldrim')?.getAttribute('src')).toBe('/images/uniques/Goldrim.png');
    expect(called(calls)).toEqual(['GET /api/game/bases?lang=fr']);
  });

  it('does not ask for the bases when every item has its picture', () => {
    const calls = serve({});
    renderReader(
      <EquipmentGrid
        equipment={{
          gloves: {
            rarity: 'magic',
            name: 'Silk Gloves of Ease',
            base: 'Silk Gloves',
            image: '/g.png',
          },
        }}
        gems={{}}
      />,
    );
    expect(picture('Silk Gloves of Ease')?.getAttribute('src')).toBe('/g.png');
    expect(calls).toHaveLength(0);
  });
});

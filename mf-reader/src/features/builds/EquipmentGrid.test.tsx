// @vitest-environment jsdom
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
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
    fireEvent.mouseOver(screen.getByLabelText('Gants de soie du lynx'));
    expect(screen.getByRole('tooltip').textContent).toBe('Gants de soie du lynxBase : Silk Gloves');
    expect(picture('Mysterious Thing of Ease')?.getAttribute('src')).toBe(
      '/images/non_uniques/Unknown.png',
    );
    expect(picture('Goldrim')?.getAttribute('src')).toBe('/images/uniques/Goldrim.png');
    // Goldrim is unique: its French name is asked for too (this server knows none).
    expect(called(calls).sort()).toEqual([
      'GET /api/game/bases?lang=fr',
      'GET /api/game/names?lang=fr&names=Goldrim',
    ]);
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

const cyclone = {
  name: 'Cyclone',
  displayName: 'Cyclone',
  icon: '/images/gems/Cyclone.png',
  couleur: 'green',
};
const fortify = { name: 'Fortify Support', displayName: 'Soutien : Renforcement', couleur: 'red' };
const helmet = {
  rarity: 'rare' as const,
  name: 'Storm Visor',
  base: 'Eternal Burgonet',
  image: '/images/non_uniques/Eternal_Burgonet.png',
  text: 'Rarity: Rare\nStorm Visor\nEternal Burgonet\n--------\n+84 to maximum Life',
};

describe('EquipmentGrid tooltips', () => {
  it('opens the gem tooltip of rich content on a socketed gem, the item one on the slot', async () => {
    const calls = serve({
      'GET /api/game/gems/Cyclone/info': () =>
        Response.json({
          name: 'Cyclone',
          displayName: 'Cyclone',
          level: '1-20',
          cost: '6 Mana',
          castTime: null,
          aoeRadius: null,
          critChance: null,
          effectiveness: null,
          requiresLevel: 28,
          description: 'Tourbillonne.',
          effects: [],
          qualityEffects: [],
          tags: ['Attack'],
        }),
      'GET /api/game/gems/rewards': () => Response.json({ gems: [] }),
    });
    renderReader(<EquipmentGrid equipment={{ helmet }} gems={{ Casque: [cyclone, fortify] }} />);
    const gem = screen.getByAltText('Cyclone');
    expect(gem.tabIndex).toBe(0);
    fireEvent.mouseOver(gem);
    const tooltip = screen.getByRole('tooltip');
    await waitFor(() => expect(tooltip.textContent).toContain('Coût : 6 Mana'));
    expect(gem.getAttribute('aria-describedby')).toBe(tooltip.id);
    fireEvent.mouseOut(gem, { relatedTarget: screen.getByLabelText('Storm Visor') });
    fireEvent.mouseOver(screen.getByLabelText('Storm Visor'));
    expect(screen.getByRole('tooltip').querySelector('h3')?.textContent).toBe('Storm Visor');
    expect(screen.getByRole('tooltip').textContent).toContain('+84 to maximum Life');
    expect(called(calls).sort()).toEqual([
      'GET /api/game/gems/Cyclone/info?lang=fr',
      'GET /api/game/gems/rewards?names=Cyclone',
    ]);
  });

  it('opens a gem tooltip on keyboard focus and on a tap, and closes it on Escape', () => {
    serve({});
    renderReader(<EquipmentGrid equipment={{ helmet }} gems={{ Casque: [cyclone, fortify] }} />);
    act(() => screen.getByAltText('Soutien : Renforcement').focus());
    expect(screen.getByRole('tooltip').textContent).toContain('Chargement des informations...');
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.queryByRole('tooltip')).toBeNull();
    fireEvent.click(screen.getByAltText('Cyclone'));
    expect(screen.getByRole('tooltip')).toBeTruthy();
    fireEvent.pointerDown(document.body);
    expect(screen.queryByRole('tooltip')).toBeNull();
  });
});

describe('EquipmentGrid, unique names', () => {
  const goldrim = {
    rarity: 'unique' as const,
    name: 'Goldrim',
    base: 'Leather Cap',
    image: '/images/uniques/Goldrim.png',
  };
  const uniques = () =>
    Response.json({ names: [{ kind: 'unique', name: 'Goldrim', displayName: "Couronne d'or" }] });

  it('names a unique in French when the interface is French', async () => {
    const calls = serve({ 'GET /api/game/names': uniques });
    renderReader(<EquipmentGrid equipment={{ helmet: goldrim }} gems={{}} />);
    const helmet = await screen.findByLabelText("Couronne d'or");
    fireEvent.mouseOver(helmet);
    expect(screen.getByRole('tooltip').querySelector('h3')?.textContent).toBe("Couronne d'or");
    expect(called(calls)).toEqual(['GET /api/game/names?lang=fr&names=Goldrim']);
  });

  it('keeps the English name in English, without asking', () => {
    const calls = serve({ 'GET /api/game/names': uniques });
    renderReader(<EquipmentGrid equipment={{ helmet: goldrim }} gems={{}} />, 'en');
    fireEvent.mouseOver(screen.getByLabelText('Goldrim'));
    expect(screen.getByRole('tooltip').querySelector('h3')?.textContent).toBe('Goldrim');
    expect(calls).toHaveLength(0);
  });
});

describe('EquipmentGrid, a unique copied from the French client', () => {
  const farrul = {
    rarity: 'unique' as const,
    name: "Farrul's Pounce",
    base: 'Hydrascale Gauntlets',
    itemClass: 'Gloves',
    image: "/images/uniques/Farrul's_Pounce.png",
    text: "Classe d'objet : Gants\nRareté : Unique\nAssaut de Farrul\nGantelets en écailles d'hydre\n--------\nChâsses : G-R-R-G",
  };

  it('names it and its base as its French text does when the catalogue has no French name', async () => {
    serve({ 'GET /api/game/names': () => Response.json({ names: [] }) });
    renderReader(<EquipmentGrid equipment={{ gloves: farrul }} gems={{}} />);
    const gloves = await screen.findByLabelText('Assaut de Farrul');
    expect(gloves.querySelector('img.item')?.getAttribute('src')).toBe(
      "/images/uniques/Farrul's_Pounce.png",
    );
    fireEvent.mouseOver(gloves);
    const tooltip = screen.getByRole('tooltip');
    expect(tooltip.querySelector('h3')?.textContent).toBe('Assaut de Farrul');
    expect(tooltip.textContent).toContain("Base : Gantelets en écailles d'hydre");
  });

  it('keeps its English name and base in English', () => {
    serve({});
    renderReader(<EquipmentGrid equipment={{ gloves: farrul }} gems={{}} />, 'en');
    fireEvent.mouseOver(screen.getByLabelText("Farrul's Pounce"));
    expect(screen.getByRole('tooltip').textContent).toContain('Base: Hydrascale Gauntlets');
  });
});

describe('EquipmentGrid, socket links', () => {
  const body = {
    rarity: 'rare' as const,
    name: 'Doom Shell',
    image: '/images/non_uniques/Astral_Plate.png',
  };
  const six = Array.from({ length: 6 }, (_, i) => ({ name: `Gem ${i}`, icon: `/g${i}.png` }));
  const bars = (container: HTMLElement) =>
    [...container.querySelectorAll('[data-link]')]
      .map((bar) => [bar.getAttribute('data-link'), bar.getAttribute('data-direction')])
      .sort();

  it('draws a bar between every two linked neighbours in the snake, across then down', () => {
    serve({});
    const { container } = renderReader(
      <EquipmentGrid equipment={{ body }} gems={{ Torse: six }} />,
    );
    expect(bars(container)).toEqual([
      ['0-1', 'across'],
      ['1-2', 'down'],
      ['2-3', 'across'],
      ['3-4', 'down'],
      ['4-5', 'across'],
    ]);
  });

  it('draws no bar across a break (a 4-link and a 2-link)', () => {
    serve({});
    const { container } = renderReader(
      <EquipmentGrid
        equipment={{ body }}
        gems={{ Torse: six }}
        links={{ Torse: [0, 0, 0, 0, 1, 1] }}
      />,
    );
    expect(bars(container).map(([pair]) => pair)).toEqual(['0-1', '1-2', '2-3', '4-5']);
  });
});

describe('EquipmentGrid, items the parser did not recognise', () => {
  const pasted =
    'Item Class: Rings\nRarity: Rare\nGale Coil\nSapphire Ring\n--------\n+20 to Dexterity';

  it('shows pasted text alone as its name in its rarity colour, the whole text in its tooltip', () => {
    serve({});
    renderReader(
      <EquipmentGrid
        equipment={{ ring1: pasted, body: { text: 'Rarity: Unique\nLoreweave\nElegant Ringmail' } }}
        gems={{}}
      />,
    );
    const ring = screen.getByRole('group', { name: 'Gale Coil' });
    expect(ring.textContent).toBe('Gale Coil');
    expect((ring.firstElementChild as HTMLElement).style.color).toBe('rgb(255, 255, 119)');
    fireEvent.mouseOver(ring);
    expect(screen.getByRole('tooltip').textContent).toContain('+20 to Dexterity');
    const loreweave = screen.getByRole('group', { name: 'Loreweave' });
    expect((loreweave.firstElementChild as HTMLElement).style.color).toBe('rgb(175, 96, 37)');
  });
});

describe('EquipmentGrid, desktop and phone places', () => {
  it('gives each slot its 16-column place and its phone place, and the grid both row counts', () => {
    serve({});
    renderReader(
      <EquipmentGrid
        equipment={{
          body: { rarity: 'rare', name: 'Grim Shell', base: 'Astral Plate', image: '/b.png' },
          ring2: { rarity: 'rare', name: 'Gale Coil', base: 'Sapphire Ring', image: '/r.png' },
        }}
        gems={{}}
      />,
    );
    const body = screen.getByLabelText('Grim Shell');
    expect(body.style.getPropertyValue('--column')).toBe('6 / span 2');
    expect(body.style.getPropertyValue('--row')).toBe('3 / span 3');
    expect(body.style.getPropertyValue('--phone-column')).toBe('3 / span 2');
    expect(body.style.getPropertyValue('--phone-row')).toBe('3 / span 3');
    expect(screen.getByLabelText('Gale Coil').style.getPropertyValue('--phone-column')).toBe(
      '7 / span 1',
    );
    const grid = body.parentElement as HTMLElement;
    expect(grid.style.getPropertyValue('--rows')).toBe('8');
    expect(grid.style.getPropertyValue('--phone-rows')).toBe('5');
  });
});

// @vitest-environment jsdom
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import {
  called as calledAll,
  renderReader,
  serve as serveAll,
  SITE_ANSWER,
} from '../../../test/renderReader';
import { SafeHtml } from '../SafeHtml';

const gemInfo = {
  name: 'Cyclone',
  displayName: 'Cyclone',
  level: '1-20',
  cost: '6 Mana',
  castTime: null,
  aoeRadius: '11',
  critChance: null,
  effectiveness: '48%',
  requiresLevel: 28,
  description: 'Tourbillonne en frappant tout autour.',
  effects: ['Deals 48% of Base Damage'],
  qualityEffects: ['+1% increased Area of Effect'],
  tags: ['Attack', 'AoE', 'Movement'],
  cached: false,
  fetchedAt: '2026-11-22T05:00:00.000Z',
  sources: { wiki: true, priceSite: false },
};

const cycloneRewards = {
  name: 'Cyclone',
  levelRequired: 28,
  rewards: [
    {
      kind: 'quest',
      act: 3,
      quest: 'Sever the Right Hand',
      questFr: null,
      npc: null,
      classes: ['Marauder', 'Duelist', 'Scion'],
    },
    {
      kind: 'vendor',
      act: 3,
      quest: 'Sever the Right Hand',
      questFr: null,
      npc: 'Clarissa',
      classes: ['Ranger', 'Duelist'],
    },
    {
      kind: 'vendor',
      act: 6,
      quest: 'Fallen from Grace',
      questFr: null,
      npc: 'Lilly Roth',
      classes: [],
    },
  ],
};

const chaos = {
  name: 'Chaos Orb',
  displayName: 'Orbe du chaos',
  icon: '/images/currency/Chaos_Orb.png',
  type: 'Currency',
  description: "Relance les propriétés d'un objet rare.",
  chaosEquivalent: 1,
  detailsId: 'chaos-orb',
};

const content =
  '<p>Prenez <img class="gem-insert" src="/images/gems/Cyclone.png" alt="Cyclone" width="50" height="50" ' +
  'data-name="Cyclone" data-icon="/images/gems/Cyclone.png" data-couleur="green" data-tags="Attack">, ' +
  'achetez avec des <img class="currency-insert" src="/c.png" alt="Chaos Orb" width="48" height="48" ' +
  'data-name="Chaos Orb" data-icon="/c.png" data-type="Currency" data-description="Relance.">, ' +
  'portez <span data-name="Goldrim" data-base="Leather Cap" data-rarity="unique" ' +
  'data-text="Item Class: Helmets&#10;Rarity: Unique&#10;Goldrim&#10;Leather Cap&#10;--------&#10;+38% to all Elemental Resistances">Goldrim</span>.</p>';

const NAMES = 'GET /api/game/names';

/** The test's routes, and the insert names every French text asks for (none known unless given). */
const serve = (routes: Parameters<typeof serveAll>[0]) =>
  serveAll({ [NAMES]: () => Response.json({ names: [] }), ...routes });

/** The calls apart from the insert names (asked by every French text, see the naming test). */
const called = (calls: Request[]) =>
  calledAll(calls).filter((call) => !call.startsWith(`${NAMES}?`));

const gem = () => screen.getByAltText('Cyclone');
const currency = () => screen.getByAltText('Chaos Orb');

describe('rich-content insert tooltips', () => {
  it('shows the loading text, then the gem details from the API, and asks once per gem', async () => {
    const calls = serve({
      'GET /api/game/gems/Cyclone/info': () => Response.json(gemInfo),
      'GET /api/game/gems/rewards': () => Response.json({ gems: [cycloneRewards] }),
    });
    renderReader(<SafeHtml html={content} />);
    fireEvent.mouseOver(gem());
    // The insert's own name at once, its tags once their French words are in (the French
    // client's words), the rest while it loads.
    expect(screen.getByRole('tooltip').textContent).toBe(
      'CycloneChargement des informations...Voir sur le wiki',
    );
    await waitFor(() => expect(screen.getByRole('tooltip').textContent).toMatch(/^CycloneAttaque/));
    const tooltip = await screen.findByRole('tooltip');
    await waitFor(() => expect(tooltip.textContent).toContain('Coût : 6 Mana'));
    for (const text of [
      'Niveau 1-20',
      'Niveau requis : 28',
      'Rayon : 11',
      'Efficacité des dégâts ajoutés : 48%',
      "Où l'obtenir",
      'Acte 3 — récompense de quête « Sever the Right Hand » (Marauder, Duelist, Scion)',
      'Acte 3 — vendeur Clarissa après « Sever the Right Hand », pour 1 Orbe de chance (Ranger, Duelist)',
      'Acte 6 — vendeur Lilly Roth après « Fallen from Grace », pour 1 Orbe de chance (toutes les classes)',
    ]) {
      expect(tooltip.textContent).toContain(text);
    }
    // The author's tags, not the API's; no English sentence under a name read in French.
    expect(tooltip.textContent).not.toContain('AoE');
    for (const english of [gemInfo.description, ...gemInfo.effects, ...gemInfo.qualityEffects]) {
      expect(tooltip.textContent).not.toContain(english);
    }
    expect(tooltip.textContent).not.toContain('Qualité :');
    expect(gem().getAttribute('aria-describedby')).toBe(tooltip.id);
    fireEvent.mouseOut(gem(), { relatedTarget: document.body });
    await waitFor(() => expect(screen.queryByRole('tooltip')).toBeNull());
    fireEvent.mouseOver(gem());
    expect(screen.getByRole('tooltip').textContent).toContain('Coût : 6 Mana');
    // Once each, whatever order the two requests leave in.
    expect(called(calls).sort()).toEqual([
      'GET /api/game/gems/Cyclone/info?lang=fr',
      'GET /api/game/gems/rewards?names=Cyclone',
    ]);
  });

  it('says « Données de démonstration » over the wiki facts when the server runs on stand-ins', async () => {
    serve({
      'GET /api/site': () => Response.json({ ...SITE_ANSWER, demoData: true }),
      'GET /api/game/gems/Cyclone/info': () => Response.json(gemInfo),
      'GET /api/game/gems/rewards': () => Response.json({ gems: [cycloneRewards] }),
    });
    renderReader(<SafeHtml html={content} />);
    fireEvent.mouseOver(gem());
    const tooltip = await screen.findByRole('tooltip');
    await waitFor(() => expect(tooltip.textContent).toContain('Coût : 6 Mana'));
    await waitFor(() => expect(tooltip.textContent).toContain('Données de démonstration'));
  });

  it('shows nothing for a gem whose details cannot be fetched and whose insert has none', async () => {
    const calls = serve({
      'GET /api/game/gems/Cyclone/info': () =>
        Response.json({ error: 'Gem introuvable' }, { status: 404 }),
      'GET /api/game/gems/rewards': () => Response.json({ gems: [cycloneRewards] }),
    });
    renderReader(
      <SafeHtml html='<p><img class="gem-insert" src="/g.png" data-name="Cyclone"></p>' />,
    );
    fireEvent.mouseOver(gem());
    await waitFor(() => expect(called(calls)).toHaveLength(2));
    await waitFor(() => expect(screen.queryByRole('tooltip')).toBeNull());
  });

  it("keeps the insert's own facts when the gem details cannot be fetched", async () => {
    const calls = serve({
      'GET /api/game/gems/Cyclone/info': () =>
        Response.json({ error: 'Gem introuvable' }, { status: 404 }),
      'GET /api/game/gems/rewards': () => Response.json({ gems: [] }),
    });
    renderReader(<SafeHtml html={content} />);
    fireEvent.mouseOver(gem());
    await waitFor(() => expect(called(calls)).toHaveLength(2));
    await waitFor(() =>
      expect(screen.getByRole('tooltip').textContent).not.toContain('Chargement'),
    );
    await waitFor(() =>
      expect(screen.getByRole('tooltip').textContent).toBe('CycloneAttaqueVoir sur le wiki'),
    );
  });

  it('shows each insert named beside its picture, in French when the catalogue knows it', async () => {
    const calls = serve({
      [NAMES]: () =>
        Response.json({
          names: [{ kind: 'currency', name: 'Chaos Orb', displayName: 'Orbe du chaos' }],
        }),
    });
    const { container } = renderReader(<SafeHtml html={content} />);
    await waitFor(() =>
      expect(
        Array.from(container.querySelectorAll('.insert-name'), (name) => name.textContent),
      ).toEqual(['Cyclone', 'Orbe du chaos']),
    );
    // The older span insert keeps its own text, named once.
    expect(container.textContent).toBe(
      'Prenez Cyclone, achetez avec des Orbe du chaos, portez Goldrim.',
    );
    expect(calledAll(calls)).toEqual([
      'GET /api/game/names?lang=fr&names=Chaos+Orb%7CCyclone%7CGoldrim',
    ]);
  });

  it('shows the currency with its chaos value to 2 decimals, in the reader language', async () => {
    serve({ 'GET /api/game/currencies/Chaos Orb': () => Response.json(chaos) });
    renderReader(<SafeHtml html={content} />);
    fireEvent.mouseOver(currency());
    const tooltip = screen.getByRole('tooltip');
    await waitFor(() => expect(tooltip.textContent).toContain('Valeur : 1,00 chaos'));
    expect(tooltip.textContent).toContain('Orbe du chaos');
    expect(tooltip.textContent).toContain('Currency');
    // The author's description and picture come before the API's.
    expect(tooltip.textContent).toContain('Relance.');
    expect(tooltip.textContent).not.toContain(chaos.description);
    expect(tooltip.querySelector('img')?.getAttribute('src')).toBe('/c.png');
  });

  it("falls back to the insert's own data, without a value, when the currency call fails", async () => {
    serve({
      'GET /api/game/currencies/Chaos Orb': () =>
        Response.json({ error: 'Currency introuvable' }, { status: 404 }),
    });
    renderReader(<SafeHtml html={content} />);
    fireEvent.mouseOver(currency());
    const tooltip = screen.getByRole('tooltip');
    await waitFor(() =>
      expect(tooltip.textContent).not.toContain('Chargement des informations...'),
    );
    expect(tooltip.textContent).toContain('Chaos Orb');
    expect(tooltip.textContent).toContain('Relance.');
    expect(tooltip.textContent).not.toContain('Valeur');
  });

  it('opens an item by keyboard focus with its name, base and text, and closes on Escape', async () => {
    const calls = serve({});
    renderReader(<SafeHtml html={content} />);
    const item = screen.getByText('Goldrim');
    expect(item.tabIndex).toBe(0);
    expect(gem().tabIndex).toBe(0);
    act(() => item.focus());
    const tooltip = screen.getByRole('tooltip');
    expect(tooltip.querySelector('h3')?.textContent).toBe('Goldrim');
    expect(tooltip.textContent).toContain('Base : Leather Cap');
    expect(tooltip.textContent).toContain('+38% to all Elemental Resistances');
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.queryByRole('tooltip')).toBeNull();
    // Only the French name of the unique was asked for (this server knows none).
    await waitFor(() =>
      expect(calledAll(calls)).toContain('GET /api/game/names?lang=fr&names=Goldrim'),
    );
    expect(called(calls)).toEqual([]);
  });

  it('names a unique item insert in French in a French interface, in English in an English one', async () => {
    const uniques = {
      names: [{ kind: 'unique', name: 'Goldrim', displayName: "Couronne d'or" }],
    };
    serve({ 'GET /api/game/names': () => Response.json(uniques) });
    const french = renderReader(<SafeHtml html={content} />);
    fireEvent.mouseOver(screen.getByText('Goldrim'));
    await waitFor(() =>
      expect(screen.getByRole('tooltip').querySelector('h3')?.textContent).toBe("Couronne d'or"),
    );
    french.unmount();
    const calls = serve({ 'GET /api/game/names': () => Response.json(uniques) });
    renderReader(<SafeHtml html={content} />, 'en');
    fireEvent.mouseOver(screen.getByText('Goldrim'));
    expect(screen.getByRole('tooltip').querySelector('h3')?.textContent).toBe('Goldrim');
    expect(calls).toHaveLength(0);
  });

  it('finds the base of a magic item insert saved without one, and shows its picture', async () => {
    const calls = serve({
      'GET /api/game/bases': () =>
        Response.json({
          bases: [
            { name: 'Silk Gloves', displayName: 'Gants de soie', itemClass: 'Gloves', image: '' },
          ],
        }),
    });
    renderReader(
      <SafeHtml html='<p><span class="item-insert" data-name="Gants de soie du lynx" data-rarity="magic">Gants</span></p>' />,
    );
    fireEvent.mouseOver(screen.getByText('Gants'));
    const tooltip = screen.getByRole('tooltip');
    await waitFor(() => expect(tooltip.textContent).toContain('Base : Silk Gloves'));
    expect(tooltip.querySelector('h3')?.textContent).toBe('Gants de soie du lynx');
    expect(tooltip.querySelector('img')?.getAttribute('src')).toBe(
      '/images/non_uniques/Silk_Gloves.png',
    );
    expect(called(calls)).toEqual(['GET /api/game/bases?lang=fr']);
  });

  it('leaves a magic item insert with its own base and picture as it is, without asking', () => {
    const calls = serve({});
    renderReader(
      <SafeHtml html='<p><img class="item-insert" src="/g.png" data-image="/g.png" data-name="Silk Gloves of Ease" data-base="Silk Gloves" data-rarity="magic" alt="Gants"></p>' />,
    );
    // Hovering the name shown beside the picture opens the picture's tooltip.
    fireEvent.mouseOver(screen.getByText('Silk Gloves of Ease'));
    const tooltip = screen.getByRole('tooltip');
    expect(screen.getByAltText('Silk Gloves of Ease').getAttribute('aria-describedby')).toBe(
      tooltip.id,
    );
    expect(tooltip.textContent).toContain('Base : Silk Gloves');
    expect(tooltip.querySelector('img')).toBeNull();
    expect(called(calls)).toHaveLength(0);
  });

  it('stays open while the pointer moves onto it, and closes when it leaves it for the page', async () => {
    serve({});
    renderReader(<SafeHtml html={content} />);
    const item = screen.getByText('Goldrim');
    fireEvent.mouseOver(item);
    const tooltip = screen.getByRole('tooltip');
    fireEvent.mouseOut(item, { relatedTarget: tooltip });
    expect(screen.getByRole('tooltip')).toBe(tooltip);
    fireEvent.mouseOut(tooltip, { relatedTarget: item });
    expect(screen.getByRole('tooltip')).toBe(tooltip);
    fireEvent.mouseOut(tooltip, { relatedTarget: document.body });
    await waitFor(() => expect(screen.queryByRole('tooltip')).toBeNull());
  });

  it('links gems, currencies and uniques to their wiki page in a new tab', () => {
    serve({});
    renderReader(<SafeHtml html={content} />);
    const cases = [
      [gem(), 'https://www.poewiki.net/wiki/Cyclone'],
      [currency(), 'https://www.poewiki.net/wiki/Chaos_Orb'],
      [screen.getByText('Goldrim'), 'https://www.poewiki.net/wiki/Goldrim'],
    ] as const;
    for (const [insert, address] of cases) {
      fireEvent.mouseOver(insert);
      const link = screen.getByRole('link', { name: 'Voir sur le wiki' });
      expect(link.getAttribute('href')).toBe(address);
      expect(link.getAttribute('target')).toBe('_blank');
      expect(link.getAttribute('rel')).toBe('noopener noreferrer');
      fireEvent.keyDown(document, { key: 'Escape' });
    }
  });

  it('gives no wiki link to an item that is not unique', () => {
    serve({});
    renderReader(
      <SafeHtml html='<p><span data-name="Silk Gloves of Ease" data-base="Silk Gloves" data-rarity="magic">Gants</span></p>' />,
    );
    fireEvent.mouseOver(screen.getByText('Gants'));
    expect(screen.getByRole('tooltip')).toBeTruthy();
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('lets the pointer cross the gap to the tooltip, and closes if it never arrives', () => {
    // Fake timers: the hiding timer, if one is still planned, is run at once instead of waited for.
    vi.useFakeTimers();
    try {
      serve({});
      renderReader(<SafeHtml html={content} />);
      fireEvent.mouseOver(currency());
      const tooltip = screen.getByRole('tooltip');
      // Out of the insert onto the page between the two, then onto the tooltip's link.
      fireEvent.mouseOut(currency(), { relatedTarget: document.body });
      fireEvent.mouseOver(screen.getByRole('link', { name: 'Voir sur le wiki' }));
      act(() => vi.runOnlyPendingTimers());
      expect(screen.getByRole('tooltip')).toBe(tooltip);
      fireEvent.mouseOut(tooltip, { relatedTarget: document.body });
      fireEvent.mouseOut(currency(), { relatedTarget: document.body });
      act(() => vi.runOnlyPendingTimers());
      expect(screen.queryByRole('tooltip')).toBeNull();
    } finally {
      vi.useRealTimers();
    }
  });

  it('takes Tab from the insert into the tooltip link, and back to the insert after it', () => {
    serve({});
    renderReader(<SafeHtml html={content} />);
    act(() => gem().focus());
    const link = screen.getByRole('link', { name: 'Voir sur le wiki' });
    fireEvent.keyDown(gem(), { key: 'Tab' });
    expect(document.activeElement).toBe(link);
    expect(screen.getByRole('tooltip')).toBeTruthy();
    fireEvent.keyDown(link, { key: 'Tab', shiftKey: true });
    expect(document.activeElement).toBe(gem());
    expect(screen.getByRole('tooltip')).toBeTruthy();
  });

  it('opens on a tap and closes on a tap elsewhere', () => {
    serve({});
    renderReader(<SafeHtml html={content} />);
    fireEvent.click(screen.getByText('Goldrim'));
    expect(screen.getByRole('tooltip')).toBeTruthy();
    fireEvent.pointerDown(screen.getByRole('tooltip'));
    expect(screen.getByRole('tooltip')).toBeTruthy();
    fireEvent.pointerDown(document.body);
    expect(screen.queryByRole('tooltip')).toBeNull();
  });
});

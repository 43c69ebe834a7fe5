// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Build, SocketedGem } from 'shared-ui';
import { blankBuild } from 'shared-ui/testing';
import { describe, expect, it } from 'vitest';
import { called, renderReader, serve } from '../../test/renderReader';
import { ShoppingList } from './ShoppingList';

const gem = (name: string, displayName: string, levelRequired: number): SocketedGem => ({
  name,
  displayName,
  icon: `/images/gems/${name.replace(/ /g, '_')}.png`,
  levelRequired,
});

const build = (classe: string): Build =>
  blankBuild({
    id: 7,
    title: 'Cyclone',
    classe,
    gem_sockets_main: {
      'Arme 1': [
        gem('Cyclone', 'Cyclone', 28),
        null,
        gem('Ruthless Support', 'Soutien : Impitoyabilité', 12),
      ],
      Casque: [gem('Fortify Support', 'Soutien : Renforcement', 31), gem('Cyclone', 'Cyclone', 28)],
    },
  });

const rewards = {
  gems: [
    {
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
          act: 6,
          quest: 'Fallen from Grace',
          questFr: null,
          npc: 'Lilly Roth',
          classes: [],
        },
      ],
    },
    { name: 'Fortify Support', levelRequired: 31, rewards: [] },
    {
      name: 'Ruthless Support',
      levelRequired: 12,
      rewards: [
        {
          kind: 'vendor',
          act: 1,
          quest: 'Enemy at the Gate',
          questFr: null,
          npc: 'Nessa',
          classes: ['Marauder'],
        },
        {
          kind: 'vendor',
          act: 1,
          quest: 'Mercy Mission',
          questFr: null,
          npc: 'Nessa',
          classes: ['Duelist', 'Templar', 'Scion'],
        },
      ],
    },
  ],
};

/** Opens the list as a click on its summary does (jsdom does not toggle `<details>` itself). */
function openList(text: string) {
  const details = screen.getByText(text).closest('details') as HTMLDetailsElement;
  details.open = true;
  fireEvent(details, new Event('toggle'));
}

const rows = () =>
  within(screen.getByRole('list'))
    .getAllByRole('listitem')
    .map((li) => li.textContent);

describe('the shopping list', () => {
  it('stays closed without asking, then lists each gem once by level with the class’s own source', async () => {
    const calls = serve({ 'GET /api/game/gems/rewards': () => Response.json(rewards) });
    renderReader(<ShoppingList build={build('Duelist')} />);
    const summary = screen.getByText('Liste de courses');
    expect(summary.parentElement?.textContent).toContain('(3 gemmes)');
    expect(calls).toHaveLength(0);

    openList('Liste de courses');
    await waitFor(() => expect(rows()[0]).toContain('Mercy Mission'));
    expect(rows()).toEqual([
      'Soutien : ImpitoyabilitéNiv. 12Acte 1 — vendeur Nessa après « Mercy Mission », pour 1 Orbe de transmutation',
      'CycloneNiv. 28Acte 3 — récompense de quête « Sever the Right Hand »',
      'Soutien : RenforcementNiv. 31Ni quête ni vendeur : butin ou échange',
    ]);
    expect(screen.getByText(/là où un Duelist peut les prendre/)).toBeTruthy();
    expect(called(calls)).toEqual([
      'GET /api/game/gems/rewards?names=Cyclone%2CFortify+Support%2CRuthless+Support',
    ]);
  });

  it('names the classes only when none of them is the build’s, in English too', async () => {
    serve({ 'GET /api/game/gems/rewards': () => Response.json(rewards) });
    renderReader(<ShoppingList build={build('Witch')} />, 'en');
    openList('Shopping list');
    await waitFor(() => expect(rows()[1]).toContain('Lilly Roth'));
    expect(rows()[0]).toBe(
      'Soutien : ImpitoyabilitéLvl 12Act 1 — vendor Nessa after “Enemy at the Gate”, for 1 Orb of Transmutation (Marauder)',
    );
    expect(rows()[1]).toBe(
      'CycloneLvl 28Act 6 — vendor Lilly Roth after “Fallen from Grace”, for 1 Orb of Chance',
    );
  });

  it('keeps the gems and levels when the rewards cannot be loaded, and says so', async () => {
    serve({
      'GET /api/game/gems/rewards': () =>
        Response.json({ error: 'Requête invalide' }, { status: 400 }),
    });
    renderReader(<ShoppingList build={build('Duelist')} />);
    openList('Liste de courses');
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Impossible de charger la liste de courses.',
    );
    expect(rows()).toEqual([
      'Soutien : ImpitoyabilitéNiv. 12',
      'CycloneNiv. 28',
      'Soutien : RenforcementNiv. 31',
    ]);
  });

  it('is not drawn for a phase without gems', () => {
    serve({});
    const { container } = renderReader(<ShoppingList build={build('Duelist')} sockets={{}} />);
    expect(container.querySelector('details')).toBeNull();
  });
});

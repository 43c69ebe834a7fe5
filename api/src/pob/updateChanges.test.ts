import { describe, expect, it } from 'vitest';
import type { Build } from '../builds/schemas.js';
import { buildChanges, itemChanges } from './updateChanges.js';

const build = (fields: Partial<Build>): Build =>
  ({
    classe: 'Witch',
    ascendancy: 'Necromancer',
    league: 'Mercenaries',
    game_version: '3.26',
    equipment: {},
    gem_sockets: {},
    gem_sockets_main: {},
    gem_links: {},
    passive_trees: {},
    ...fields,
  }) as Build;

describe('what an update from a new code changes', () => {
  it('lists items added, removed and changed by slot, and leaves equal ones out', () => {
    const before = { helmet: { name: 'Goldrim' }, body: { name: 'Tabula Rasa' }, belt: 'Ceinture' };
    const after = {
      helmet: { name: 'Crown of Eyes' },
      body: { name: 'Tabula Rasa' },
      boots: { base: 'Bottes' },
    };
    expect(itemChanges(before, after)).toEqual([
      { slot: 'helmet', change: 'changed', before: 'Goldrim', after: 'Crown of Eyes' },
      { slot: 'belt', change: 'removed', before: 'Ceinture', after: '' },
      { slot: 'boots', change: 'added', before: '', after: 'Bottes' },
    ]);
  });

  it('counts gems as socketed (a second copy is an addition) and sees new links', () => {
    const old = build({
      gem_sockets_main: { Torse: [{ name: 'Fireball' }, { name: 'Spell Totem Support' }] },
      gem_links: { gem_sockets_main: { Torse: [0, 0] } },
    });
    const changes = buildChanges(
      old,
      {
        gem_sockets_main: { Torse: [{ name: 'Fireball' }, { name: 'Fireball' }] },
        gem_links: { gem_sockets_main: { Torse: [0, 1] } },
      },
      null,
    );
    expect(changes.gems).toEqual([
      { slot: 'Torse', added: ['Fireball'], removed: ['Spell Totem Support'], links: true },
    ]);
  });

  it('says class, league and version only when they change, and the tree nodes per tab', () => {
    const tree = { version: '3.26', class_id: 3, ascendancy_id: 1, nodes: [1, 2, 3] };
    const old = build({ passive_trees: { main: tree } as Build['passive_trees'] });
    const changes = buildChanges(
      old,
      {
        classe: 'Witch',
        league: 'Allflame',
        game_version: '3.29',
        passive_trees: { main: { ...tree, version: '3.29', nodes: [2, 3, 4, 5] } },
      },
      94,
    );
    expect(changes).toMatchObject({
      league: { before: 'Mercenaries', after: 'Allflame' },
      game_version: { before: '3.26', after: '3.29' },
      level: 94,
      trees: [
        {
          phase: 'main',
          added: 2,
          removed: 1,
          before_nodes: 3,
          after_nodes: 4,
          before_version: '3.26',
          after_version: '3.29',
        },
      ],
    });
    expect(changes).not.toHaveProperty('classe');
  });
});

import { describe, expect, it } from 'vitest';
import { buildPobXml } from './buildXml.js';
import { linkGroups, readGemLinks } from './gemLinks.js';
import type { ExportableBuild } from './loadouts.js';
import { mapPobXml, type Catalogue } from './mapBuild.js';
import { toPobItemText } from './pobItemText.js';

const KNOWN = [
  'Cyclone',
  'Brutality Support',
  'Fortify Support',
  'Pride',
  'Blood Rage',
  'Leap Slam',
];
const catalogue: Catalogue = {
  bases: [],
  gem: (name) => {
    const found = KNOWN.find((g) => g.toLowerCase() === name.toLowerCase());
    return found
      ? {
          name: found,
          displayName: found,
          icon: '',
          tags: '',
          couleur: 'red',
          description: '',
          levelRequired: 1,
        }
      : undefined;
  },
};
const empty = {};
const build = (sockets: ExportableBuild['gem_sockets'], links?: unknown): ExportableBuild => ({
  classe: 'Duelist',
  ascendancy: 'Slayer',
  game_version: '3.26',
  equipment: empty,
  leveling_equipment: empty,
  premier_equipement_equipment: empty,
  endgame_equipment: empty,
  optimisation_equipment: empty,
  gem_sockets: empty,
  gem_sockets_main: sockets,
  gem_sockets_leveling: empty,
  gem_sockets_premier_equipement: empty,
  gem_sockets_endgame: empty,
  gem_sockets_optimisation: empty,
  gem_links: links,
});
const names = (list: string[]) => list.map((name) => ({ name }));

describe('socket links through an export and our import', () => {
  it('gives back the same link groups: a 4-link and a 2-link in one body armour', () => {
    const torse = names([
      'Cyclone',
      'Brutality Support',
      'Fortify Support',
      'Leap Slam',
      'Pride',
      'Blood Rage',
    ]);
    const xml = buildPobXml(
      build({ Torse: torse }, { gem_sockets_main: { Torse: [0, 0, 0, 0, 1, 1] } }),
    );
    const [set] = mapPobXml(xml, catalogue).skillSets;
    expect(set?.sockets.Torse?.map((g) => g.name)).toEqual(torse.map((g) => g.name));
    expect(set?.links).toEqual({ Torse: [0, 0, 0, 0, 1, 1] });
  });

  it('reads a build without links as one group per slot', () => {
    const xml = buildPobXml(
      build({ Casque: names(['Pride', 'Blood Rage']), Bottes: names(['Leap Slam']) }),
    );
    expect(mapPobXml(xml, catalogue).skillSets[0]?.links).toEqual({
      Casque: [0, 0],
      Bottes: [0],
    });
  });

  it('keeps a support the catalogue does not know as a support', () => {
    const xml = buildPobXml(build({ Torse: names(['Cyclone', 'Infused Channelling Support']) }));
    const gems = mapPobXml(xml, catalogue).skillSets[0]?.sockets.Torse;
    expect(gems?.map((g) => g.name)).toEqual(['Cyclone', 'Infused Channelling Support']);
  });

  it('numbers the groups of each slot from 0 and gives a slot with only unplaced gems no links', () => {
    const xml = `<PathOfBuilding><Skills>
      <Skill slot="Helmet"><Gem nameSpec="Pride"/></Skill>
      <Skill slot="Gloves"><Gem nameSpec=""/></Skill>
      <Skill slot="Helmet"><Gem nameSpec="Blood Rage"/><Gem nameSpec="Cyclone"/></Skill>
      <Skill slot="Ring 1"><Gem nameSpec="Pride"/><Gem nameSpec="Cyclone"/></Skill>
    </Skills></PathOfBuilding>`;
    const [set] = mapPobXml(xml, catalogue).skillSets;
    expect(set?.links).toEqual({ Casque: [0, 1, 1], 'Anneau 1': [0] });
    expect(Object.keys(set?.sockets ?? {})).toEqual(['Casque', 'Anneau 1']);
    expect(set?.unplaced).toEqual(['Cyclone']);
  });
});

describe('gem link helpers', () => {
  it('splits a slot by its links, skipping empty sockets, extra sockets joining the last group', () => {
    expect(linkGroups(['a', 'b', null, 'c', 'd'], [0, 0, 1, 1])).toEqual([
      ['a', 'b'],
      ['c', 'd'],
    ]);
    expect(linkGroups(['a', null, 'b'], undefined)).toEqual([['a', 'b']]);
    expect(linkGroups(['a', 'b'], [1, 0])).toEqual([['b'], ['a']]);
  });

  it('keeps only well-formed links', () => {
    expect(
      readGemLinks({ gem_sockets: { Torse: [0, 1], Casque: [0, -1], Gants: 'x' }, other: 3 }),
    ).toEqual({ gem_sockets: { Torse: [0, 1] } });
    expect(readGemLinks('{"gem_sockets":{}}')).toEqual({});
    expect(readGemLinks(null)).toEqual({});
  });
});

describe('toPobItemText', () => {
  it('writes enchantments first among implicits, fractured lines tagged, flavour text left out', () => {
    const text = [
      'Item Class: Helmets',
      'Rarity: Unique',
      'Goldrim',
      'Leather Cap',
      '--------',
      'Evasion Rating: 33',
      '--------',
      'Item Level: 12',
      '--------',
      '40% increased Cold Damage (enchant)',
      '--------',
      '+34% to all Elemental Resistances',
      '10% increased Rarity of Items found (fractured)',
      '--------',
      'No metal slips as easily through the fingers as gold.',
      '--------',
      'Mirrored',
    ].join('\n');
    expect(toPobItemText(text)?.split('\n')).toEqual([
      'Rarity: UNIQUE',
      'Goldrim',
      'Leather Cap',
      'Item Level: 12',
      'Implicits: 1',
      '{enchant}40% increased Cold Damage',
      '+34% to all Elemental Resistances',
      '{fractured}10% increased Rarity of Items found',
      'Mirrored',
    ]);
  });

  it('refuses text that names no equipment rarity', () => {
    expect(toPobItemText('Rarity: Gem\nCyclone')).toBeNull();
    expect(toPobItemText('un texte quelconque')).toBeNull();
  });
});

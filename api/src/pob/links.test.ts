import { describe, expect, it } from 'vitest';
import { decodePobCode } from './decode.js';
import { DEADEYE_XML, OLD_JUGGERNAUT_XML, SLAYER_SETS_XML, toPobCode } from './fixtures/index.js';
import { mapPobXml, type Catalogue } from './mapBuild.js';

// Links come from the skill groups alone: gems unknown to this empty catalogue are still placed.
const catalogue: Catalogue = { bases: [], gem: () => undefined };
const fromCode = (xml: string) => mapPobXml(decodePobCode(toPobCode(xml)), catalogue);

describe('links of an import: one PoB skill group, one group of linked sockets', () => {
  const slayer = fromCode(SLAYER_SETS_XML);

  it('makes the six gems of a 6-link group six sockets of one group', () => {
    const endgame = slayer.skillSets[2];
    expect(endgame?.sockets.Torse).toHaveLength(6);
    expect(endgame?.links.Torse).toEqual([0, 0, 0, 0, 0, 0]);
    // The swap weapon's gem, off our grid, takes the helmet's free socket, linked to nothing.
    expect(endgame?.links.Casque).toEqual([0, 0, 1]);
  });

  it('gives every skill set its own links, and the active one as the main links', () => {
    expect(slayer.skillSets.map((set) => set.links)).toEqual([
      { Torse: [0, 0, 0], Bottes: [0] },
      { Torse: [0, 0, 0, 0] },
      { Torse: [0, 0, 0, 0, 0, 0], Casque: [0, 0, 1] },
    ]);
    expect(slayer.gem_links).toEqual({
      gem_sockets_main: { Torse: [0, 0, 0, 0, 0, 0], Casque: [0, 0, 1] },
    });
  });

  it('keeps two groups of one slot apart, each on the next sockets', () => {
    // The Juggernaut's gloves group moved onto its body armour: 3 gems, then 2 unlinked from them.
    const twoGroups = OLD_JUGGERNAUT_XML.replace('slot="Gloves"', 'slot="Body Armour"');
    const build = fromCode(twoGroups);
    expect(build.skillSets[0]?.sockets.Torse?.map((gem) => gem.name)).toEqual([
      'Earthquake',
      'Melee Physical Damage Support',
      'Pulverise Support',
      'Enduring Cry',
      'Increased Duration Support',
      // Portal's group names no slot: the last free socket, a group of its own.
      'Portal',
    ]);
    expect(build.skillSets[0]?.links.Torse).toEqual([0, 0, 0, 1, 1, 2]);
    expect(build.gem_links.gem_sockets_main?.Torse).toEqual([0, 0, 0, 1, 1, 2]);
  });

  it('links only the gems that fit: a ring group keeps its first gem', () => {
    const deadeye = fromCode(DEADEYE_XML);
    expect(deadeye.skillSets[0]?.links['Anneau 1']).toEqual([0]);
    expect(deadeye.skillSets[0]?.links['Arme 1']).toEqual([0, 0, 0]);
  });
});

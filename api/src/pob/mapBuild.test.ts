import { describe, expect, it } from 'vitest';
import { decodePobCode, PobError } from './decode.js';
import {
  DEADEYE_XML,
  NECROMANCER_XML,
  OLD_JUGGERNAUT_XML,
  OCC_VORTEX_XML,
  PERFORATE_ZERKER_XML,
  SLAYER_SETS_XML,
  WARDEN_XML,
  toPobCode,
} from './fixtures/index.js';
import { mapPobXml, type Catalogue } from './mapBuild.js';
import type { ImportedGem } from './mapSkills.js';

const BASES = [
  ['Vaal Axe', 'Two Hand Axes'],
  ['Reaver Axe', 'One Hand Axes'],
  ['Astral Plate', 'Body Armours'],
  ['Plate Vest', 'Body Armours'],
  ['Glorious Plate', 'Body Armours'],
  ['Studded Belt', 'Belts'],
  ['Two-Stone Ring', 'Rings'],
  ['Sapphire Ring', 'Rings'],
  ['Paua Amulet', 'Amulets'],
  ['Coral Amulet', 'Amulets'],
  ['Divine Life Flask', 'Life Flasks'],
  ['Titan Gauntlets', 'Gloves'],
  ['Thicket Bow', 'Bows'],
  ['Penetrating Arrow Quiver', 'Quivers'],
].map(([name = '', itemClass = '']) => ({ name, itemClass }));

const GEMS = [
  'Cyclone',
  'Brutality Support',
  'Melee Physical Damage Support',
  'Fortify Support',
  'Ruthless Support',
  'Pride',
  'Blood Rage',
  'Earthquake',
  'Pulverise Support',
  'Enduring Cry',
  'Increased Duration Support',
  'Portal',
  'Greater Multiple Projectiles Support',
  'Grace',
  'Haste',
  'Raise Zombie',
  'Minion Damage Support',
  'Summon Skeletons',
  'Flesh Offering',
  'Sunder',
  'Faster Attacks Support',
  'Leap Slam',
];

const gem = (name: string): ImportedGem => ({
  name,
  displayName: `FR ${name}`,
  icon: `/images/gems/${name.replace(/ /g, '_')}.png`,
  tags: name.endsWith('Support') ? 'Support' : 'Attack',
  couleur: 'red',
  description: '',
  levelRequired: 1,
});
const catalogue: Catalogue = {
  bases: BASES,
  gem: (name) => (GEMS.some((g) => g.toLowerCase() === name.toLowerCase()) ? gem(name) : undefined),
};
const fromCode = (xml: string) => mapPobXml(decodePobCode(toPobCode(xml)), catalogue);
const names = (gems: ImportedGem[] | undefined) => gems?.map((g) => g.name);

describe('mapPobXml on a recent export with several sets (Duelist Slayer)', () => {
  const build = fromCode(SLAYER_SETS_XML);

  it('reads the class, ascendancy, level and version', () => {
    expect(build).toMatchObject({
      classe: 'Duelist',
      ascendancy: 'Slayer',
      level: 94,
      targetVersion: '3_0',
    });
  });

  it('lists every item set with its title and marks the active one', () => {
    expect(build.itemSets.map((s) => [s.id, s.title, s.active])).toEqual([
      ['1', 'Leveling', false],
      ['2', 'Early maps', false],
      ['3', 'Endgame', true],
    ]);
    expect(Object.keys(build.itemSets[2]?.equipment ?? {}).sort()).toEqual(
      ['amulet', 'belt', 'body', 'flask1', 'ring1', 'weapon'].sort(),
    );
  });

  it('fills slots with what the slot dialog stores: parsed fields, picture and game text', () => {
    const endgame = build.itemSets[2]?.equipment ?? {};
    expect(endgame.weapon).toMatchObject({
      name: 'Carrion Hew',
      base: 'Vaal Axe',
      itemClass: 'Two Hand Axes',
      rarity: 'rare',
      image: '/images/non_uniques/Vaal_Axe.png',
    });
    expect(endgame.belt).toMatchObject({
      name: "Ryslatha's Coil",
      rarity: 'unique',
      image: "/images/uniques/Ryslatha's_Coil.png",
    });
    expect(typeof endgame.belt === 'object' && endgame.belt.text).toContain(
      'Gain 2 Life per Enemy Hit with Attacks',
    );
    expect(endgame.flask1).toMatchObject({
      base: 'Divine Life Flask',
      itemClass: 'Life Flasks',
      rarity: 'magic',
    });
    expect(endgame.amulet).toMatchObject({ rarity: 'unique', base: 'Paua Amulet' });
    expect(build.itemSets[0]?.equipment.body).toMatchObject({
      name: 'Superior Plate Vest',
      base: 'Plate Vest',
      rarity: 'normal',
    });
  });

  it('maps each skill set onto our socket labels, supports found with their « Support » name', () => {
    expect(build.skillSets.map((s) => [s.title, s.active])).toEqual([
      ['Leveling acte 1-5', false],
      ['Early maps', false],
      ['Endgame', true],
    ]);
    const endgame = build.skillSets[2];
    expect(names(endgame?.sockets.Torse)).toEqual([
      'Cyclone',
      'Brutality Support',
      'Melee Physical Damage Support',
      'Fortify Support',
      'Ruthless Support',
      'Infused Channelling Support',
    ]);
    expect(endgame?.sockets.Torse?.[0]?.displayName).toBe('FR Cyclone');
    expect(endgame?.sockets.Torse?.[5]).toMatchObject({ couleur: 'white', tags: 'Support' });
    // The belt's granted skill sits in no socket; the swap weapon is not on our grid, so its
    // gem takes the free socket of the slot with the least room left, unlinked.
    expect(names(endgame?.sockets.Casque)).toEqual(['Pride', 'Blood Rage', 'Enlighten Support']);
    expect(endgame?.links.Casque).toEqual([0, 0, 1]);
    expect(endgame?.unplaced).toEqual([]);
    expect(build.warnings).toEqual([]);
  });

  it('lists the tree specs with their official links', () => {
    expect(build.treeSpecs).toEqual([
      expect.objectContaining({ title: 'Leveling 60 points', active: false, treeVersion: '3_25' }),
      expect.objectContaining({
        title: 'Endgame 116 points',
        active: true,
        url: 'https://www.pathofexile.com/passive-skill-tree/3.25.0/AAAABgQBAJsd6cbNYuJkJAelleY=',
      }),
    ]);
  });
  it('reads each spec’s tree for a phase tab: version, class ids, nodes, title and address', () => {
    expect(build.treeSpecs.map((spec) => spec.tree)).toEqual([
      {
        version: '3.25',
        class_id: 4,
        ascendancy_id: 1,
        nodes: [39725, 50904, 25058, 6230, 48438],
        title: 'Leveling 60 points',
        url: 'https://www.pathofexile.com/passive-skill-tree/3.25.0/AAAABgQBAJsd6cbNYuJkJA==',
      },
      {
        version: '3.25',
        class_id: 4,
        ascendancy_id: 1,
        nodes: [39725, 50904, 25058, 6230, 48438, 1957, 38246],
        title: 'Endgame 116 points',
        url: 'https://www.pathofexile.com/passive-skill-tree/3.25.0/AAAABgQBAJsd6cbNYuJkJAelleY=',
      },
    ]);
  });
});

describe('mapPobXml on other classes and versions', () => {
  it('reads an old 3_0 export: skills and slots without sets (Marauder Juggernaut)', () => {
    const build = fromCode(OLD_JUGGERNAUT_XML);
    expect(build).toMatchObject({ classe: 'Marauder', ascendancy: 'Juggernaut' });
    expect(build.itemSets).toHaveLength(1);
    expect(build.itemSets[0]?.equipment.body).toMatchObject({
      name: "Kaom's Heart",
      rarity: 'unique',
    });
    expect(build.itemSets[0]?.equipment.gloves).toMatchObject({
      base: 'Titan Gauntlets',
      itemClass: 'Gloves',
    });
    expect(build.itemSets[0]?.equipment.amulet).toMatchObject({
      base: 'Coral Amulet',
      rarity: 'magic',
    });
    expect(build.skillSets).toHaveLength(1);
    expect(names(build.skillSets[0]?.sockets.Torse)).toEqual([
      'Earthquake',
      'Melee Physical Damage Support',
      'Pulverise Support',
    ]);
    // Portal's group names no slot: it takes the gloves' free socket.
    expect(names(build.skillSets[0]?.sockets.Gants)).toEqual([
      'Enduring Cry',
      'Increased Duration Support',
      'Portal',
    ]);
    expect(build.skillSets[0]?.unplaced).toEqual([]);
    expect(build.treeSpecs[0]?.url).toMatch(
      /^https:\/\/www\.pathofexile\.com\/passive-skill-tree\//,
    );
    expect(build.treeSpecs[0]?.tree).toMatchObject({
      version: '3.0',
      class_id: 1,
      ascendancy_id: 1,
      nodes: [50904, 25058, 6230],
    });
  });

  it('reads a Ranger Deadeye: quiver in the off hand, ring gems, a gem newer than the catalogue', () => {
    const build = fromCode(DEADEYE_XML);
    expect(build).toMatchObject({ classe: 'Ranger', ascendancy: 'Deadeye' });
    const gear = build.itemSets[0]?.equipment ?? {};
    expect(gear.shield).toMatchObject({ name: 'Drillneck', itemClass: 'Quivers' });
    expect(gear.ring1).toMatchObject({ base: 'Sapphire Ring' });
    expect(typeof gear.ring1 === 'object' && gear.ring1.text).toContain(
      '+15% to Fire and Chaos Resistances (crafted)',
    );
    const sockets = build.skillSets[0]?.sockets ?? {};
    expect(sockets['Arme 1']?.[0]).toMatchObject({
      name: 'Tornado Shot of Cloudburst',
      couleur: 'white',
    });
    expect(names(sockets['Anneau 1'])).toEqual(['Grace']);
    expect(build.skillSets[0]?.unplaced).toEqual(['FR Haste']);
  });

  it('reads a Witch Necromancer whose items list both legacy slots and an item set', () => {
    const build = fromCode(NECROMANCER_XML);
    expect(build).toMatchObject({ classe: 'Witch', ascendancy: 'Necromancer' });
    expect(build.itemSets).toHaveLength(1);
    // A base our catalogue lacks keeps the name as written, without a class.
    expect(build.itemSets[0]?.equipment.helmet).toMatchObject({
      base: "Lich's Circlet",
      itemClass: '',
    });
    expect(Object.keys(build.skillSets[0]?.sockets ?? {})).toEqual(['Casque', 'Gants', 'Bottes']);
  });

  it('reads a Warden and its bloodline from the active spec, and drops unsafe links', () => {
    const build = fromCode(WARDEN_XML);
    expect(build).toMatchObject({ classe: 'Ranger', ascendancy: 'Warden', bloodline: 'Aul' });
    expect(build.warnings).toEqual([]);
    expect(build.treeSpecs[0]?.url).toBe('');
    expect(build.treeSpecs[0]?.tree).toMatchObject({ version: '3.25', nodes: [], url: '' });
  });

  it('leaves a bloodline no tree of 3.29 has for the author, and reads none as none', () => {
    const unknown = fromCode(
      WARDEN_XML.replace('secondaryAscendClassId="8"', 'secondaryAscendClassId="40"'),
    );
    expect(unknown.bloodline).toBe('');
    expect(unknown.warnings).toEqual(['Lignée n° 40 inconnue du site : choisissez-la.']);
    const none = fromCode(
      WARDEN_XML.replace('secondaryAscendClassId="8"', 'secondaryAscendClassId="nil"'),
    );
    expect(none).toMatchObject({ bloodline: '', warnings: [] });
  });

  it('leaves an ascendancy the site does not list for the author', () => {
    const build = fromCode(
      WARDEN_XML.replace('ascendClassName="Warden"', 'ascendClassName="Warlock"'),
    );
    expect(build).toMatchObject({ classe: 'Ranger', ascendancy: '' });
    expect(build.warnings).toEqual(['Ascendance « Warlock » inconnue du site : choisissez-la.']);
  });

  it('refuses Path of Exile 2 exports and XML that is no export', () => {
    expect(() =>
      fromCode('<PathOfBuilding2><Build className="Warrior"/></PathOfBuilding2>'),
    ).toThrow(
      new PobError('unsupported', 'Les exports Path of Exile 2 ne sont pas pris en charge.'),
    );
    expect(() => fromCode('<html><body/></html>')).toThrow(PobError);
  });
});

describe('mapPobXml on hostile names', () => {
  it('treats names of Object methods as unknown classes, slots and entities', () => {
    const xml = `<PathOfBuilding>
      <Build className="constructor" ascendClassName="toString"/>
      <Skills><Skill slot="constructor"><Gem nameSpec="__proto__"/></Skill></Skills>
      <Items><Item id="1">Rarity: CONSTRUCTOR
x</Item><Slot name="toString" itemId="1"/><Slot name="__proto__" itemId="1"/></Items>
    </PathOfBuilding>`;
    const build = fromCode(xml);
    expect(build).toMatchObject({ classe: '', ascendancy: '' });
    expect(build.itemSets[0]?.equipment).toEqual({});
    // The unknown slot is none of ours: its gem takes a free socket, as an own key.
    const sockets = build.skillSets[0]?.sockets ?? {};
    expect(Object.keys(sockets)).toEqual(['Arme 2']);
    expect(Object.hasOwn(sockets, 'constructor')).toBe(false);
    expect(build.skillSets[0]?.unplaced).toEqual([]);
    expect(() => fromCode('<PathOfBuilding>&toString;</PathOfBuilding>')).toThrow(PobError);
  });
});

describe('mapPobXml on real exports of Path of Building Community (spec/TestBuilds/3.13)', () => {
  it('keeps every stat PoB computed, as numbers, and the notes as plain text (Witch Occultist)', () => {
    const build = fromCode(OCC_VORTEX_XML);
    expect(build).toMatchObject({ classe: 'Witch', ascendancy: 'Occultist', level: 99 });
    expect(build.stats).toMatchObject({
      Life: 6728,
      EnergyShield: 1659,
      Mana: 1391,
      CombinedDPS: 567004.71046343,
      FireResist: 75,
      ChaosResist: 68,
      BlockChance: 24,
      'Spec:LifeInc': 201,
    });
    // PoB writes 73 stats, three of them twice (Speed ×3, MeleeEvadeChance ×2): 70 names.
    expect(Object.keys(build.stats)).toHaveLength(70);
    expect(build.notes).toBe('');
  });

  it('places every gem of the main group, its disabled comparison gem giving way (Berserker)', () => {
    const build = fromCode(PERFORATE_ZERKER_XML);
    expect(build).toMatchObject({ classe: 'Marauder', ascendancy: 'Berserker' });
    const set = build.skillSets[0];
    // Seven gems for six sockets: the disabled Blade Flurry is the one left out, not Perforate.
    expect(set?.sockets.Torse?.map((g) => g.name)).toEqual([
      'Awakened Melee Physical Damage Support',
      'Awakened Brutality Support',
      "General's Cry",
      'Impale Support',
      'Pulverise Support',
      'Perforate',
    ]);
    expect(set?.links.Torse).toEqual([0, 0, 0, 0, 0, 0]);
    expect(set?.unplaced).toEqual(['Blade Flurry']);
    expect(set?.sockets['Arme 2']?.map((g) => g.name)).toEqual([
      'Berserk',
      'Blood and Sand',
      'Vaal Ancestral Warchief',
    ]);
  });

  it('drops what is no number (a Lua address), keeps the first of a stat written twice', () => {
    const { stats } = fromCode(PERFORATE_ZERKER_XML);
    expect(stats).not.toHaveProperty('SkillDPS');
    expect(stats).toMatchObject({ Life: 4961, CombinedDPS: 255126832.46127, ChaosResist: -53 });
    expect(stats.TotalDPS).toBe(15642607.035614);
  });

  it('shows the base of a rare PoB left named « New Item »', () => {
    // PoB's format for a rare crafted in it (PoB 2.x, 3.19+ influences).
    const xml = `<PathOfBuilding><Build className="Templar" ascendClassName="Guardian" level="90"/>
      <Items><Item id="1">Rarity: RARE
New Item
Titan Gauntlets
Armour: 521
Searing Exarch Item
Crafted: true
LevelReq: 69
Implicits: 1
{exarch}15% chance to Unnerve Enemies for 4 seconds on Hit
+115 to maximum Life
</Item><Slot name="Gloves" itemId="1"/></Items>
      <Notes>  Leveling: ^xFF0000Vitality^7 first
Then Determination  </Notes></PathOfBuilding>`;
    const build = fromCode(xml);
    const gloves = build.itemSets[0]?.equipment.gloves;
    expect(gloves).toMatchObject({ name: 'Titan Gauntlets', base: 'Titan Gauntlets' });
    expect(typeof gloves === 'object' && gloves.text).not.toContain('New Item');
    expect(build.notes).toBe('Leveling: Vitality first\nThen Determination');
    expect(build.stats).toEqual({});
  });
});

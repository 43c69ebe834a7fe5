import { decodeTreeData, treeUrlData } from '../gameData/passiveTree/treeUrl.js';
import { describe, expect, it } from 'vitest';
import { buildPobXml, EXPORT_LEVEL } from './buildXml.js';
import { decodePobCode } from './decode.js';
import { encodePobCode, exportBuildCode } from './encode.js';
import type { ExportContext } from './exportContext.js';
import type { ExportableBuild } from './loadouts.js';
import { childNamed, childrenNamed, parseXml, type XmlElement } from './xml.js';

const gem = (name: string) => ({ name });
const SIX = [
  'Cyclone',
  'Brutality Support',
  'Fortify Support',
  'Ruthless Support',
  'Pride',
  'Blood Rage',
];

const ARMOUR = [
  'Item Class: Body Armours',
  'Rarity: Rare',
  'Dusk "Shelter" <b>&',
  'Astral Plate',
  '--------',
  'Armour: 1200 (augmented)',
  '--------',
  'Requirements:',
  'Level: 62',
  'Str: 180',
  '--------',
  'Sockets: R-R-R-R-G-B',
  '--------',
  'Item Level: 86',
  '--------',
  '+12% to all Elemental Resistances (implicit)',
  '--------',
  '+118 to maximum Life',
  '+12% to Lightning and Chaos Resistances (crafted)',
  '--------',
  'Corrupted',
].join('\n');

const blank = (): ExportableBuild => ({
  classe: 'Witch',
  ascendancy: 'Necromancer',
  game_version: '3.25.1',
  equipment: {},
  leveling_equipment: {},
  premier_equipement_equipment: {},
  endgame_equipment: {},
  optimisation_equipment: {},
  gem_sockets: {},
  gem_sockets_main: {},
  gem_sockets_leveling: {},
  gem_sockets_premier_equipement: {},
  gem_sockets_endgame: {},
  gem_sockets_optimisation: {},
});

/** The trees a site holding the bundled 3.15 and two recent versions stores. */
const STORED: ExportContext = {
  treeVersions: ['3.26', '3.25', '3.15'],
  currentTreeVersion: '3.26',
};
const read = (build: ExportableBuild, context = STORED) => parseXml(buildPobXml(build, context));
const specsOf = (root: XmlElement) => childrenNamed(childNamed(root, 'Tree'), 'Spec');
const skillsOf = (set: XmlElement | undefined) =>
  childrenNamed(set, 'Skill').map((skill) => ({
    slot: skill.attrs.slot,
    gems: childrenNamed(skill, 'Gem').map((g) => g.attrs.nameSpec),
  }));

describe('buildPobXml', () => {
  it('writes the class, the ascendancy and a tree spec PoB opens on that class', () => {
    const root = read(blank());
    expect(root.name).toBe('PathOfBuilding');
    expect(childNamed(root, 'Build')?.attrs).toMatchObject({
      className: 'Witch',
      ascendClassName: 'Necromancer',
      level: String(EXPORT_LEVEL),
      targetVersion: '3_0',
    });
    const spec = childNamed(childNamed(root, 'Tree'), 'Spec');
    expect(spec?.attrs).toMatchObject({
      classId: '3',
      ascendClassId: '3',
      treeVersion: '3_25',
      nodes: '',
    });
    // No address to an empty tree: an import would only fill a useless link with it.
    expect(childNamed(spec, 'URL')).toBeUndefined();
  });

  it('writes the Warden, a Raider of before 3.25 and the bloodline as PoB’s tree ids', () => {
    const warden = read({ ...blank(), classe: 'Ranger', ascendancy: 'Warden', bloodline: 'Aul' });
    expect(childNamed(childNamed(warden, 'Tree'), 'Spec')?.attrs).toMatchObject({
      classId: '2',
      ascendClassId: '1',
      secondaryAscendClassId: '8',
    });
    expect(childNamed(warden, 'Build')?.attrs.ascendClassName).toBe('Warden');
    const raider = read({ ...blank(), classe: 'Ranger', ascendancy: 'Raider' });
    const spec = childNamed(childNamed(raider, 'Tree'), 'Spec');
    expect(spec?.attrs).toMatchObject({ ascendClassId: '1', secondaryAscendClassId: '0' });
    const luminary = read({ ...blank(), classe: 'Scion', ascendancy: 'Luminary' });
    expect(childNamed(childNamed(luminary, 'Tree'), 'Spec')?.attrs.ascendClassId).toBe('3');
  });

  it('writes "None" without an ascendancy, and the current tree when the build names no version', () => {
    const root = read({ ...blank(), classe: 'Scion', ascendancy: '', game_version: '' });
    expect(childNamed(root, 'Build')?.attrs.ascendClassName).toBe('None');
    const spec = childNamed(childNamed(root, 'Tree'), 'Spec');
    expect(spec?.attrs).toMatchObject({ classId: '0', ascendClassId: '0', treeVersion: '3_26' });
  });

  it('writes the main tree as the active spec, then the other phases’ trees', () => {
    const tree = (nodes: number[], title = '', url = '') => ({
      version: '3.26',
      class_id: 3,
      ascendancy_id: 3,
      nodes,
      title,
      url,
      points: nodes.length - 1,
      ascendancy_points: 0,
      other_version_nodes: [],
      cluster_nodes: [],
      highlights: [],
    });
    const root = read({
      ...blank(),
      passive_trees: {
        leveling: tree([54447, 57264]),
        main: tree(
          [54447, 57264, 33296],
          'Fin de campagne',
          'https://www.pathofexile.com/passive-skill-tree/AAAABgMDAA',
        ),
      },
    });
    const specs = childrenNamed(childNamed(root, 'Tree'), 'Spec');
    expect(childNamed(root, 'Tree')?.attrs.activeSpec).toBe('1');
    expect(specs.map((s) => s.attrs)).toEqual([
      {
        title: 'Fin de campagne',
        treeVersion: '3_26',
        classId: '3',
        ascendClassId: '3',
        secondaryAscendClassId: '0',
        nodes: '54447,57264,33296',
        masteryEffects: '',
      },
      expect.objectContaining({ title: 'Leveling', nodes: '54447,57264' }),
    ]);
    expect(childNamed(specs[0], 'URL')?.text.trim()).toBe(
      'https://www.pathofexile.com/passive-skill-tree/AAAABgMDAA',
    );
    // A tree the author gave no address for gets one with every node.
    const made = childNamed(specs[1], 'URL')?.text.trim() ?? '';
    expect(decodeTreeData(treeUrlData(made))).toMatchObject({
      classId: 3,
      ascendancyId: 3,
      nodes: [54447, 57264],
    });
  });

  it('turns each link group of a slot into its own <Skill>, the largest as the main group', () => {
    const root = read({
      ...blank(),
      gem_sockets_main: { Casque: [gem('Pride'), gem('Blood Rage')], Torse: SIX.map(gem) },
      gem_links: { gem_sockets_main: { Torse: [0, 0, 0, 0, 1, 1] } },
    });
    const set = childNamed(childNamed(root, 'Skills'), 'SkillSet');
    expect(skillsOf(set)).toEqual([
      { slot: 'Helmet', gems: ['Pride', 'Blood Rage'] },
      { slot: 'Body Armour', gems: ['Cyclone', 'Brutality', 'Fortify', 'Ruthless'] },
      { slot: 'Body Armour', gems: ['Pride', 'Blood Rage'] },
    ]);
    expect(childNamed(root, 'Build')?.attrs.mainSocketGroup).toBe('2');
  });

  it('links every gem of a slot when the build has no links, skipping empty sockets', () => {
    const root = read({
      ...blank(),
      gem_sockets: { Torse: [gem('Cyclone'), null, gem('Fortify Support')] },
    });
    const set = childNamed(childNamed(root, 'Skills'), 'SkillSet');
    expect(skillsOf(set)).toEqual([{ slot: 'Body Armour', gems: ['Cyclone', 'Fortify'] }]);
  });

  it('ignores links of the wrong shape', () => {
    const root = read({
      ...blank(),
      gem_sockets: { Torse: [gem('Cyclone'), gem('Fortify Support')] },
      gem_links: { gem_sockets: { Torse: ['a', 1] } },
    });
    expect(skillsOf(childNamed(childNamed(root, 'Skills'), 'SkillSet'))).toHaveLength(1);
  });

  it('escapes item text and keeps it exact through an XML reader', () => {
    const root = read({ ...blank(), equipment: { body: { text: ARMOUR } } });
    const xml = buildPobXml({ ...blank(), equipment: { body: { text: ARMOUR } } });
    expect(xml).toContain('Dusk "Shelter" &lt;b&gt;&amp;');
    const item = childNamed(childNamed(root, 'Items'), 'Item');
    expect(item?.text.trim().split('\n')).toEqual([
      'Rarity: RARE',
      'Dusk "Shelter" <b>&',
      'Astral Plate',
      'LevelReq: 62',
      'Sockets: R-R-R-R-G-B',
      'Item Level: 86',
      'Implicits: 1',
      '+12% to all Elemental Resistances',
      '+118 to maximum Life',
      '{crafted}+12% to Lightning and Chaos Resistances',
      'Corrupted',
    ]);
  });

  it('escapes quotes and markup in attributes', () => {
    const xml = buildPobXml({ ...blank(), gem_sockets: { Torse: [gem('Évite "<x>" & co')] } });
    expect(xml).toContain('nameSpec="Évite &quot;&lt;x&gt;&quot; &amp; co"');
    const set = childNamed(childNamed(parseXml(xml), 'Skills'), 'SkillSet');
    expect(skillsOf(set)[0]?.gems).toEqual(['Évite "<x>" & co']);
  });

  it('makes the main loadout the active set, then each phase with content under its French title', () => {
    const ring = { text: 'Rarity: Rare\nGale Coil\nSapphire Ring\n--------\nItem Level: 80' };
    const root = read({
      ...blank(),
      equipment: { ring1: ring, ring2: ring },
      leveling_equipment: { ring1: ring },
      gem_sockets_endgame: { Gants: [gem('Pride')] },
    });
    const items = childNamed(root, 'Items');
    expect(items?.attrs.activeItemSet).toBe('1');
    // The same ring in three places is written once.
    expect(childrenNamed(items, 'Item')).toHaveLength(1);
    const sets = childrenNamed(items, 'ItemSet');
    expect(sets.map((set) => set.attrs.title)).toEqual(['Build principal', 'Leveling', 'Endgame']);
    expect(childrenNamed(sets[0], 'Slot').map((slot) => slot.attrs)).toEqual([
      { name: 'Ring 1', itemId: '1' },
      { name: 'Ring 2', itemId: '1' },
    ]);
    const skillSets = childrenNamed(childNamed(root, 'Skills'), 'SkillSet');
    expect(skillSets.map((set) => set.attrs.title)).toEqual([
      'Build principal',
      'Leveling',
      'Endgame',
    ]);
    expect(skillsOf(skillSets[2])).toEqual([{ slot: 'Gloves', gems: ['Pride'] }]);
  });

  it('leaves out text that is not an equipment item', () => {
    const root = read({ ...blank(), equipment: { body: 'juste un mot', amulet: { text: '' } } });
    expect(childrenNamed(childNamed(root, 'Items'), 'Item')).toHaveLength(0);
  });
});

/** A phase's tree as a build answer holds it. */
const treeOf = (version: string, nodes = [54447, 57264]) => ({
  version,
  class_id: 3,
  ascendancy_id: 3,
  nodes,
  title: '',
  url: '',
  points: nodes.length - 1,
  ascendancy_points: 0,
  other_version_nodes: [],
  cluster_nodes: [],
  highlights: [],
});

describe('what Path of Building reads from the export (its ImportTab, TreeTab, ItemsTab, SkillsTab)', () => {
  it('names each spec by a tree the site stores: its own, else the build’s, else the current one', () => {
    const site: ExportContext = { treeVersions: ['3.29', '3.15'], currentTreeVersion: '3.29' };
    const root = read(
      {
        ...blank(),
        game_version: '3.26',
        passive_trees: { main: treeOf('3.15'), leveling: treeOf('3.27'), endgame: treeOf('3.29') },
      },
      site,
    );
    // 3.27 is stored nowhere and neither is the build's 3.26: the current 3.29 tree.
    expect(specsOf(root).map((spec) => spec.attrs.treeVersion)).toEqual(['3_15', '3_29', '3_29']);
    const bare = read({ ...blank(), game_version: '3.26' }, site);
    expect(specsOf(bare)[0]?.attrs.treeVersion).toBe('3_29');
    const patch = read({ ...blank(), game_version: '3.15.2' }, site);
    expect(specsOf(patch)[0]?.attrs.treeVersion).toBe('3_15');
  });

  it('writes no tree version when the site stores none, so PoB opens its own current tree', () => {
    const root = parseXml(buildPobXml({ ...blank(), passive_trees: { main: treeOf('3.26') } }));
    const [spec] = specsOf(root);
    expect(spec?.attrs.nodes).toBe('54447,57264');
    expect(spec?.attrs).not.toHaveProperty('treeVersion');
  });

  it('switches every flask on, as PoB only counts an active flask in its stats', () => {
    const flask = { text: 'Rarity: Magic\nQuicksilver Flask\n--------\nItem Level: 20' };
    const ring = { text: 'Rarity: Rare\nGale Coil\nSapphire Ring\n--------\nItem Level: 80' };
    const root = read({ ...blank(), equipment: { flask1: flask, flask5: flask, ring1: ring } });
    const slots = childrenNamed(childNamed(childNamed(root, 'Items'), 'ItemSet'), 'Slot');
    expect(slots.map((slot) => slot.attrs)).toEqual([
      { name: 'Flask 1', itemId: '1', active: 'true' },
      { name: 'Flask 5', itemId: '1', active: 'true' },
      { name: 'Ring 1', itemId: '2' },
    ]);
  });

  it('writes the game data’s gemId and skillId, and none for a gem the data does not hold', () => {
    const names = [
      'Tornado Shot of Cloudburst',
      'Faster Attacks Support',
      'Cast when Damage Taken Support',
      'Mirage Archer Support',
      'Spell Echo Support',
      'Elemental Damage with Attacks Support',
      'Gemme Inconnue Support',
    ];
    const root = read({ ...blank(), gem_sockets: { Torse: names.map(gem) } });
    const gems = childrenNamed(
      childNamed(childNamed(childNamed(root, 'Skills'), 'SkillSet'), 'Skill'),
      'Gem',
    );
    expect(gems.map(({ attrs }) => [attrs.nameSpec, attrs.gemId, attrs.skillId])).toEqual([
      ['Tornado Shot of Cloudburst', 'Metadata/Items/Gems/SkillGemTornadoShot', 'TornadoShotAltX'],
      ['Faster Attacks', 'Metadata/Items/Gems/SupportGemFasterAttack', 'SupportFasterAttack'],
      [
        'Cast when Damage Taken',
        'Metadata/Items/Gems/SupportGemCastOnDamageTaken',
        'SupportCastOnDamageTaken',
      ],
      ['Mirage Archer', 'Metadata/Items/Gems/SupportGemMirageArcher', 'SupportGemMirageArcher'],
      ['Spell Echo', 'Metadata/Items/Gems/SupportGemMulticast', 'SupportMulticast'],
      [
        'Elemental Damage with Attacks',
        'Metadata/Items/Gems/SupportGemWeaponElementalDamage',
        'SupportWeaponElementalDamage',
      ],
      ['Gemme Inconnue', undefined, undefined],
    ]);
  });

  it('carries the build’s texts as plain-text notes, and no notes when it has none', () => {
    const root = read({
      ...blank(),
      pob_notes: 'Notes de PoB',
      leveling: '<h2>Actes 1 à 4</h2><p>Prenez <strong>la vie</strong> &amp; les résistances.</p>',
      mecaniques: '<ul><li>Canalisée</li><li>Portée &lt;arme&gt;</li></ul>',
    });
    expect(childNamed(root, 'Notes')?.text.trim()).toBe(
      [
        'Notes de PoB',
        '',
        '== Leveling ==',
        'Actes 1 à 4',
        'Prenez la vie & les résistances.',
        '',
        '== Mécaniques ==',
        '- Canalisée',
        '- Portée <arme>',
      ].join('\n'),
    );
    expect(childNamed(read(blank()), 'Notes')).toBeUndefined();
  });

  it('writes an item’s quality and a catalyst’s quality as PoB’s item text fields', () => {
    const amulet = [
      'Item Class: Amulets',
      'Rarity: Rare',
      'Brood Beads',
      'Onyx Amulet',
      '--------',
      'Quality (Attribute Modifiers): +20% (augmented)',
      '--------',
      'Item Level: 84',
      '--------',
      '+16 to all Attributes (implicit)',
      '--------',
      '+70 to maximum Life',
    ].join('\n');
    const root = read({
      ...blank(),
      equipment: { amulet: { text: amulet }, body: { text: ARMOUR } },
    });
    const [first, second] = childrenNamed(childNamed(root, 'Items'), 'Item');
    expect(first?.text.trim().split('\n')).toContain('Quality (Attribute Modifiers): +20%');
    const withQuality = ARMOUR.replace('Armour: 1200 (augmented)', 'Quality: +20% (augmented)');
    const body = read({ ...blank(), equipment: { body: { text: withQuality } } });
    expect(childNamed(childNamed(body, 'Items'), 'Item')?.text).toContain('Quality: 20');
    expect(second?.text).not.toContain('Quality');
  });
});

describe('encodePobCode', () => {
  it('writes PoB’s URL-safe base64 of zlib, which our decoder reads back', () => {
    const xml = buildPobXml({ ...blank(), gem_sockets: { Torse: SIX.map(gem) } });
    const code = encodePobCode(xml);
    expect(code).toMatch(/^eN[A-Za-z0-9_=-]+$/);
    expect(decodePobCode(code)).toBe(xml);
    expect(exportBuildCode(blank())).toMatch(/^eN/);
  });
});

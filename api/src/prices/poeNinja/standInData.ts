/**
 * A small league in poe.ninja's wire format, for the fake and the tests: our samples of the
 * answers of `/poe1/api/economy/stash/current/{currency,item}/overview?league=…&type=…` (and of
 * the legacy `/api/data/{currency,item}overview`, the same shape with the `sparkline` spelling),
 * `lines` of `currencyTypeName`/`receive`/`pay` (currency) or `name`/`icon`/`gemLevel`/… (items),
 * with the awkward cases parse.test.ts covers (one gem listed per level, quality and corruption,
 * lines without `pay` or `icon`). `icon` paths are completed with the image host the fake is told
 * about.
 */
interface GemFixture {
  name: string;
  levelRequired: number;
  variants: [level: number, quality: number, corrupted: boolean, chaos: number][];
  flavourText: string;
  explicit: string[];
}

export const FIXTURE_GEMS: GemFixture[] = [
  {
    name: 'Fireball',
    levelRequired: 1,
    variants: [
      [1, 0, false, 1],
      [20, 20, false, 4],
      [21, 20, true, 25],
    ],
    flavourText: 'Unleashes a ball of fire towards a target which explodes, damaging nearby foes.',
    explicit: ['Deals 9 to 14 Fire Damage', '25% chance to Ignite enemies'],
  },
  {
    name: 'Ice Nova',
    levelRequired: 12,
    variants: [[20, 0, false, 2]],
    flavourText: 'A chilling circle of ice bursts from the caster.',
    explicit: ['Deals 18 to 27 Cold Damage'],
  },
  {
    name: 'Added Fire Damage Support',
    levelRequired: 8,
    variants: [[20, 20, false, 3]],
    flavourText: 'Supports any skill that hits enemies.',
    explicit: ['Supported Skills deal 25% of Physical Damage as Extra Fire Damage'],
  },
  {
    name: 'Awakened Multistrike Support',
    levelRequired: 72,
    variants: [[5, 20, false, 900]],
    flavourText: 'Supports melee attack skills, making them repeat three times when used.',
    explicit: ['Supported Skills Repeat two additional times'],
  },
  {
    name: 'Kinetic Blast of Clustering',
    levelRequired: 28,
    variants: [[20, 0, false, 6]],
    flavourText: 'Fires a projectile that causes a series of small explosions.',
    explicit: ['Deals 50% more Area Damage'],
  },
  // A cheap corrupted line: the build cost must still take the cheapest uncorrupted one.
  {
    name: 'Cyclone',
    levelRequired: 28,
    variants: [
      [1, 0, false, 2],
      [20, 20, false, 15],
      [20, 0, true, 0.5],
    ],
    flavourText: 'Damage enemies around you, then perform a spinning series of attacks.',
    explicit: [],
  },
  ...demoGems(),
];

/**
 * The other gems of the demo builds, so that their cost reads offline: a level 1 line at
 * `chaos` and a 20/20 line dearer, as poe.ninja lists them.
 */
function demoGems(): GemFixture[] {
  const prices: [name: string, levelRequired: number, chaos: number][] = [
    ['Melee Physical Damage Support', 18, 1],
    ['Brutality Support', 38, 3],
    ['Fortify Support', 31, 1],
    ['Melee Splash Support', 8, 1],
    ['Faster Attacks Support', 18, 1],
    ['Ruthless Support', 1, 1],
    ['Determination', 24, 2],
    ['Blood Rage', 16, 1],
    ['Leap Slam', 10, 1],
    ['Enduring Cry', 16, 1],
    ['Herald of Ash', 16, 1],
    ['Ground Slam', 1, 1],
    ['Raise Zombie', 1, 1],
    ['Summon Raging Spirit', 4, 1],
    ['Raise Spectre', 28, 3],
    ['Minion Damage Support', 8, 1],
    ['Minion Life Support', 8, 1],
    ['Desecrate', 16, 1],
    ['Flesh Offering', 12, 1],
    ['Convocation', 24, 1],
    ['Summon Flame Golem', 34, 1],
    ['Clarity', 1, 1],
    ['Flame Dash', 10, 1],
    ['Tornado Shot', 28, 5],
    ['Split Arrow', 1, 1],
    ['Greater Multiple Projectiles Support', 8, 2],
    ['Added Cold Damage Support', 8, 1],
    ['Elemental Damage with Attacks Support', 18, 1],
    ['Mirage Archer Support', 4, 2],
    ['Increased Critical Strikes Support', 8, 1],
    ['Herald of Ice', 16, 1],
    ['Grace', 24, 1],
    ['Blink Arrow', 10, 1],
    ['Frenzy', 16, 1],
    ['Righteous Fire', 16, 4],
    ['Burning Damage Support', 8, 1],
    ['Efficacy Support', 1, 1],
    ['Elemental Focus Support', 18, 1],
    ['Purity of Fire', 24, 1],
    ['Vitality', 24, 1],
    ['Flammability', 24, 1],
    ['Rejuvenation Totem', 4, 1],
    ['Molten Shell', 4, 1],
    ['Cast when Damage Taken Support', 38, 1],
    ['Spell Echo Support', 38, 1],
    ['Controlled Destruction Support', 18, 1],
    ['Swift Affliction Support', 38, 1],
    ['Empower Support', 1, 1],
  ];
  return prices.map(([name, levelRequired, chaos]) => ({
    name,
    levelRequired,
    variants: [
      [1, 0, false, chaos],
      [20, 20, false, chaos * 8],
    ],
    flavourText: '',
    explicit: [],
  }));
}

export const FIXTURE_CURRENCY: Record<'Currency' | 'Fragment', [string, number][]> = {
  Currency: [
    ['Chaos Orb', 1],
    ['Divine Orb', 180.5],
    ['Exalted Orb', 12],
    ['Orb of Alchemy', 0.4],
    ['Mirror of Kalandra', 45000],
  ],
  Fragment: [
    ['Mortal Grief', 3],
    ["Maven's Writ", 90],
  ],
};

export const FIXTURE_STACKABLES: Record<'Scarab' | 'Essence' | 'Fossil', [string, number][]> = {
  Scarab: [
    ['Polished Scarab of Divination', 2],
    ['Gilded Scarab of Bestiary', 8],
  ],
  Essence: [['Deafening Essence of Greed', 4]],
  Fossil: [['Pristine Fossil', 1]],
};

type UniqueType =
  'UniqueWeapon' | 'UniqueArmour' | 'UniqueAccessory' | 'UniqueFlask' | 'UniqueJewel';

/** name, base type, poe.ninja item type, chaos value; the demo builds' uniques are among them. */
export const FIXTURE_UNIQUES: Record<UniqueType, [string, string, string, number][]> = {
  UniqueWeapon: [
    ["Lioneye's Glare", 'Imperial Bow', 'Bow', 3],
    ["Arakaali's Fang", 'Fiend Dagger', 'Rune Dagger', 40],
    ['Quill Rain', 'Short Bow', 'Bow', 1],
  ],
  UniqueArmour: [
    ['Goldrim', 'Leather Cap', 'Helmet', 1],
    ['Tabula Rasa', 'Simple Robe', 'Body Armour', 8],
    // poe.ninja lists a unique once per variant (links, relics): the same name twice.
    ['Tabula Rasa', 'Simple Robe', 'Body Armour', 12],
    ['Wanderlust', 'Wool Shoes', 'Boots', 1],
    ['Bones of Ullr', 'Silk Slippers', 'Boots', 2],
  ],
  UniqueAccessory: [['Le Heup of All', 'Iron Ring', 'Ring', 5]],
  UniqueFlask: [["Atziri's Promise", 'Amethyst Flask', 'Flask', 2]],
  UniqueJewel: [["Watcher's Eye", 'Prismatic Jewel', 'Jewel', 250]],
};

/**
 * A small league in poe.ninja's wire format, for the fake and the tests. `icon` paths are
 * completed with the image host the fake is told about.
 */
interface GemFixture {
  name: string;
  levelRequired: number;
  variants: [level: number, quality: number, corrupted: boolean][];
  flavourText: string;
  explicit: string[];
}

export const FIXTURE_GEMS: GemFixture[] = [
  {
    name: 'Fireball',
    levelRequired: 1,
    variants: [
      [1, 0, false],
      [20, 20, false],
      [21, 20, true],
    ],
    flavourText: 'Unleashes a ball of fire towards a target which explodes, damaging nearby foes.',
    explicit: ['Deals 9 to 14 Fire Damage', '25% chance to Ignite enemies'],
  },
  {
    name: 'Ice Nova',
    levelRequired: 12,
    variants: [[20, 0, false]],
    flavourText: 'A chilling circle of ice bursts from the caster.',
    explicit: ['Deals 18 to 27 Cold Damage'],
  },
  {
    name: 'Added Fire Damage Support',
    levelRequired: 8,
    variants: [[20, 20, false]],
    flavourText: 'Supports any skill that hits enemies.',
    explicit: ['Supported Skills deal 25% of Physical Damage as Extra Fire Damage'],
  },
  {
    name: 'Awakened Multistrike Support',
    levelRequired: 72,
    variants: [[5, 20, false]],
    flavourText: 'Supports melee attack skills, making them repeat three times when used.',
    explicit: ['Supported Skills Repeat two additional times'],
  },
  {
    name: 'Kinetic Blast of Clustering',
    levelRequired: 28,
    variants: [[20, 0, false]],
    flavourText: 'Fires a projectile that causes a series of small explosions.',
    explicit: ['Deals 50% more Area Damage'],
  },
];

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

/** name, base type, poe.ninja item type */
export const FIXTURE_UNIQUES: Record<UniqueType, [string, string, string][]> = {
  UniqueWeapon: [
    ["Lioneye's Glare", 'Imperial Bow', 'Bow'],
    ["Arakaali's Fang", 'Fiend Dagger', 'Rune Dagger'],
  ],
  UniqueArmour: [
    ['Goldrim', 'Leather Cap', 'Helmet'],
    ['Tabula Rasa', 'Simple Robe', 'Body Armour'],
  ],
  UniqueAccessory: [['Le Heup of All', 'Iron Ring', 'Ring']],
  UniqueFlask: [["Atziri's Promise", 'Amethyst Flask', 'Flask']],
  UniqueJewel: [["Watcher's Eye", 'Prismatic Jewel', 'Jewel']],
};

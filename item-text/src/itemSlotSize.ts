import { comparable, englishItemClass } from './itemClasses';

/** How many grid cells an item covers. */
export interface SlotSize {
  width: number;
  height: number;
}

/** One grid cell is 64 px square. */
export const CELL_SIZE_PX = 64;

const size = (width: number, height: number): SlotSize => ({ width, height });

/** Sizes per English item class, as the spec's equipment grid gives them. */
const SIZES: [classes: string[], size: SlotSize][] = [
  [['Rings', 'Amulets', 'Jewels', 'Abyss Jewels'], size(1, 1)],
  [['Belts'], size(2, 1)],
  [['Gloves', 'Boots', 'Helmets', 'Shields'], size(2, 2)],
  [['Body Armours'], size(2, 3)],
  [
    [
      'Claws',
      'Daggers',
      'Rune Daggers',
      'Wands',
      'One Hand Swords',
      'Thrusting One Hand Swords',
      'One Hand Axes',
      'One Hand Maces',
      'Sceptres',
    ],
    size(1, 3),
  ],
  [['Two Hand Swords', 'Two Hand Axes', 'Two Hand Maces'], size(2, 3)],
  [['Staves', 'Warstaves', 'Bows', 'Fishing Rods'], size(2, 4)],
  [['Quivers'], size(1, 3)],
  [['Life Flasks', 'Mana Flasks', 'Hybrid Flasks', 'Utility Flasks'], size(1, 2)],
  [['Cluster Jewels'], size(1, 2)],
];

const BY_CLASS = new Map(
  SIZES.flatMap(([classes, slotSize]) => classes.map((name) => [comparable(name), slotSize])),
);
const DEFAULT_SIZE = size(2, 2);
// The game files cluster jewels under 'Jewels'; only their base tells them apart.
const CLUSTER_BASE = /\bcluster jewel\b/i;

/**
 * Grid cells (64 px each) an item of this class covers on a build's equipment grid; 2x2 for a
 * class the table does not name. The class may be English or French, singular or plural; pass
 * the base too so that cluster jewels (class 'Jewels') get their 1x2.
 *
 * @example itemSlotSize('Body Armours') // { width: 2, height: 3 }
 * @example itemSlotSize('Jewels', 'Large Cluster Jewel') // { width: 1, height: 2 }
 */
export function itemSlotSize(itemClass: string, base = ''): SlotSize {
  if (CLUSTER_BASE.test(base)) return size(1, 2);
  const key = comparable(englishItemClass(itemClass));
  const found = BY_CLASS.get(key) ?? BY_CLASS.get(`${key}s`) ?? DEFAULT_SIZE;
  return { ...found };
}

import { itemImagePath, parseItemText, type KnownName } from 'item-text';
import type { EquipmentSet, SlotItem } from 'shared-ui';

/** The picture shown for an item whose base is not known. */
export const UNKNOWN_ITEM_IMAGE = '/images/non_uniques/Unknown.png';

/** A magic item saved without its base or picture (older builds, hand-written items). */
export const needsBase = (item: SlotItem | string | undefined): item is SlotItem =>
  typeof item === 'object' &&
  item.rarity === 'magic' &&
  Boolean(item.name?.trim()) &&
  (!item.base || !item.image);

/**
 * The base inside a magic item's name: the longest catalogue base found in it as whole words
 * ('Frosted Fishscale Gauntlets of Skill' is 'Fishscale Gauntlets'), through item-text's own
 * reading of a magic item. English or French names, when `bases` carries `displayName`s.
 *
 * @example magicBaseOf('Frosted Fishscale Gauntlets of Skill', ['Fishscale Gauntlets']) // 'Fishscale Gauntlets'
 */
export function magicBaseOf(name: string, bases: readonly KnownName[]): string | undefined {
  return parseItemText(`Rarity: Magic\n${name.trim()}`, { baseNames: bases })?.base;
}

/**
 * A magic item completed with the base found in its name and the non-unique picture of that base
 * (the Unknown picture when no base is found). Other items come back as they are.
 */
export function withMagicBase(item: SlotItem, bases: readonly KnownName[]): SlotItem {
  if (!needsBase(item)) return item;
  const base = item.base || magicBaseOf(item.name ?? '', bases);
  const image = item.image || (base ? itemImagePath('non_uniques', base) : UNKNOWN_ITEM_IMAGE);
  return base ? { ...item, base, image } : { ...item, image };
}

/** Every slot of a set through `withMagicBase`; the same object when nothing changes. */
export function withMagicBases(equipment: EquipmentSet, bases: readonly KnownName[]): EquipmentSet {
  if (!Object.values(equipment).some(needsBase)) return equipment;
  return Object.fromEntries(
    Object.entries(equipment).map(([slot, item]) => [
      slot,
      needsBase(item) ? withMagicBase(item, bases) : item,
    ]),
  );
}

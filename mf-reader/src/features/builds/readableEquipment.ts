import { readTextItem } from 'item-text';
import type { SlotItem } from 'shared-ui';

/**
 * A slot as the API may serve it: an item, or (an item the parser did not recognise when it
 * was pasted) the pasted text alone.
 */
export type StoredSlot = SlotItem | string | null | undefined;
export type StoredEquipment = Readonly<Record<string, StoredSlot>>;
/** A set as the grid draws it: every slot an item. */
export type ReadableEquipment = Record<string, SlotItem>;

/**
 * A slot's value as an item the grid can draw: pasted text alone becomes a text item (its name
 * line, the rarity of its `Rarity:` line, the whole text for the tooltip); an item lacking a
 * name or rarity takes them from its text. Undefined for an empty slot.
 *
 * @example readableItem('Rarity: Rare\nGale Coil\nSapphire Ring') // { name: 'Gale Coil', rarity: 'rare', itemClass: '', text: '…' }
 */
export function readableItem(value: StoredSlot): SlotItem | undefined {
  if (typeof value === 'string') {
    const read = readTextItem(value);
    return read ? { ...read, text: value } : undefined;
  }
  if (!value) return undefined;
  if (value.name && value.rarity) return value;
  const read = value.text ? readTextItem(value.text) : null;
  if (!read) return value;
  return { ...value, name: value.name || read.name, rarity: value.rarity ?? read.rarity };
}

/** An item drawn as its name, not as a picture: nothing to draw but its text. */
export const isTextItem = (item: SlotItem): boolean => !item.image && Boolean(item.text);

/** Whether the grid shows a slot: its item has a picture or, at least, its pasted text. */
export const isShownItem = (item: SlotItem | undefined): item is SlotItem =>
  Boolean(item?.image || item?.text?.trim());

/** Every slot through `readableItem`, empty ones left out; the same object when nothing changes. */
export function readableEquipment(equipment: StoredEquipment): ReadableEquipment {
  const entries = Object.entries(equipment);
  if (entries.every(([, value]) => readableItem(value) === value)) {
    // Every value is its own readable item: an item, never text or an empty slot.
    return equipment as ReadableEquipment;
  }
  const set: ReadableEquipment = {};
  for (const [slot, value] of entries) {
    const item = readableItem(value);
    if (item) set[slot] = item;
  }
  return set;
}

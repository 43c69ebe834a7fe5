import { isEquipmentSlot, isGemSlotLabel, RARITIES } from 'game-facts';

export interface SlotItem {
  image?: string;
  name?: string;
  base?: string;
  itemClass?: string;
  text?: string;
  rarity?: (typeof RARITIES)[number];
}
/** An old slot value may be the pasted text alone, when no item could be recognised in it. */
export type SlotValue = SlotItem | string;
export type EquipmentSet = Record<string, SlotValue>;

export interface SocketedGem {
  name: string;
  displayName?: string;
  icon?: string;
  tags?: string | string[];
  couleur?: string;
  description?: string;
  levelRequired?: number | string;
}
/** Socket positions matter to the layout, so an empty socket stays in its place as null. */
export type GemSockets = Record<string, (SocketedGem | null)[]>;

const ITEM_FIELDS = ['image', 'name', 'base', 'itemClass', 'text'] as const;
const GEM_TEXT_FIELDS = ['displayName', 'icon', 'couleur', 'description'] as const;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * A stored JSON field as an object: jsonb normally holds one, but an imported or hand-written
 * value may be a JSON string, text that is not JSON, or another type; anything but an object
 * reads as `{}` (the spec's rule for malformed build fields).
 * @example storedObject('{"a":1}') // { a: 1 }
 * @example storedObject('{oops') // {}
 */
export function storedObject(value: unknown): Record<string, unknown> {
  let parsed = value;
  if (typeof value === 'string') {
    try {
      parsed = JSON.parse(value);
    } catch {
      return {};
    }
  }
  return isRecord(parsed) ? parsed : {};
}

function cleanItem(value: unknown): SlotValue | undefined {
  if (typeof value === 'string') return value.trim() === '' ? undefined : value;
  if (!isRecord(value)) return undefined;
  const item: SlotItem = {};
  for (const field of ITEM_FIELDS) {
    const text = value[field];
    if (typeof text === 'string' && text !== '') item[field] = text;
  }
  const rarity = typeof value.rarity === 'string' ? value.rarity.toLowerCase() : '';
  if ((RARITIES as readonly string[]).includes(rarity)) item.rarity = rarity as SlotItem['rarity'];
  return Object.keys(item).length > 0 ? item : undefined;
}

/**
 * An equipment set keeping only known slots holding an item or pasted text, each item reduced
 * to its known fields. Used on what is written and on what is read.
 */
export function cleanEquipment(value: unknown): EquipmentSet {
  const set: EquipmentSet = {};
  for (const [slot, raw] of Object.entries(storedObject(value))) {
    if (!isEquipmentSlot(slot)) continue;
    const item = cleanItem(raw);
    if (item !== undefined) set[slot] = item;
  }
  return set;
}

function cleanGem(value: unknown): SocketedGem | null {
  if (!isRecord(value) || typeof value.name !== 'string' || value.name.trim() === '') return null;
  const gem: SocketedGem = { name: value.name };
  for (const field of GEM_TEXT_FIELDS) {
    const text = value[field];
    if (typeof text === 'string' && text !== '') gem[field] = text;
  }
  const { tags, levelRequired } = value;
  if (typeof tags === 'string' && tags !== '') gem.tags = tags;
  else if (Array.isArray(tags)) gem.tags = tags.filter((tag) => typeof tag === 'string');
  if (typeof levelRequired === 'number' || typeof levelRequired === 'string') {
    gem.levelRequired = levelRequired;
  }
  return gem;
}

/** Gem sockets keeping known slot labels, gems with a name, and nulls for empty sockets. */
export function cleanGemSockets(value: unknown): GemSockets {
  const sockets: GemSockets = {};
  for (const [slot, raw] of Object.entries(storedObject(value))) {
    if (!isGemSlotLabel(slot) || !Array.isArray(raw)) continue;
    const gems = raw.map(cleanGem);
    // Trailing empty sockets carry no position; a slot with no gem at all is left out.
    while (gems.length > 0 && gems[gems.length - 1] === null) gems.pop();
    if (gems.length > 0) sockets[slot] = gems;
  }
  return sockets;
}

import { GEM_SLOTS, type GemSockets, type SlotItem, type SocketedGem } from 'shared-ui';
import { readLevel, tagList, type Insert } from '../content/insertTooltips/readInsert';

/** The gems drawn over a slot: its label's sockets, at most as many as the slot has. */
export function slotGems(slot: string, gems: GemSockets): (SocketedGem | null)[] {
  const socketed = GEM_SLOTS[slot];
  return socketed ? (gems[socketed.label] ?? []).slice(0, socketed.sockets) : [];
}

/** A slot's item as the item tooltip of rich content reads it. */
export const itemInsert = (slot: string, item: SlotItem): Insert => ({
  kind: 'item',
  name: item.name || item.base || slot,
  base: item.base ?? '',
  image: item.image ?? '',
  itemClass: item.itemClass ?? '',
  rarity: item.rarity ?? 'normal',
  text: item.text ?? '',
});

/** A socketed gem as the gem tooltip of rich content reads it. */
export const gemInsert = (gem: SocketedGem): Insert => ({
  kind: 'gem',
  name: gem.name,
  icon: gem.icon ?? '',
  colour: gem.couleur ?? '',
  description: gem.description ?? '',
  tags: Array.isArray(gem.tags) ? gem.tags.flatMap(tagList) : tagList(gem.tags ?? ''),
  levelRequired: readLevel(String(gem.levelRequired ?? '').trim()),
});

/** The key an element of the grid carries in `data-tooltip`: the slot, or the slot and socket. */
export const tooltipKey = (slot: string, socket?: number) =>
  socket === undefined ? slot : `${slot}:${socket}`;

/**
 * Every tooltip of the grid by its key: one per shown slot's item, one per socketed gem.
 *
 * @example gridInserts({ helmet: goldrim }, { Casque: [cyclone] }, ['helmet']).get('helmet:0')?.kind // 'gem'
 */
export function gridInserts(
  equipment: Record<string, SlotItem>,
  gems: GemSockets,
  slots: readonly string[],
): Map<string, Insert> {
  const inserts = new Map<string, Insert>();
  for (const slot of slots) {
    const item = equipment[slot];
    if (!item) continue;
    inserts.set(tooltipKey(slot), itemInsert(slot, item));
    slotGems(slot, gems).forEach((gem, socket) => {
      if (gem?.name) inserts.set(tooltipKey(slot, socket), gemInsert(gem));
    });
  }
  return inserts;
}

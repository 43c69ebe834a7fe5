import { isGemSlotLabel, MAX_SOCKETS } from 'game-facts';
import { storedObject } from './jsonFields.js';

/** Per slot label, one link-group index per socket: `[0, 0, 0, 0, 1, 1]`. */
export type SlotLinksMap = Record<string, number[]>;
/** Per gem-socket field ('gem_sockets_main', ...), its slots' links. */
export type GemLinks = Record<string, SlotLinksMap>;

/**
 * A slot's links in their one stored form: groups numbered from 0, each socket in the group of
 * the one before it or the next one. Anything else is not links and is dropped (the slot then
 * reads as all linked, as before links were stored).
 * @example cleanSlotLinks([0, 3, 3]) // [0, 1, 1]
 * @example cleanSlotLinks(['a']) // undefined
 */
export function cleanSlotLinks(value: unknown): number[] | undefined {
  if (!Array.isArray(value) || value.length === 0 || value.length > MAX_SOCKETS) return undefined;
  if (!value.every((group) => Number.isInteger(group) && group >= 0)) return undefined;
  let group = 0;
  return value.map((current: number, i) => {
    if (i > 0 && current !== value[i - 1]) group += 1;
    return group;
  });
}

/**
 * Stored links keeping only known gem-socket fields and slot labels with well-formed links;
 * used on what is written and on what is read.
 */
export function cleanGemLinks(value: unknown, fields: readonly string[]): GemLinks {
  const links: GemLinks = {};
  for (const [field, slots] of Object.entries(storedObject(value))) {
    if (!fields.includes(field)) continue;
    const clean: SlotLinksMap = {};
    for (const [slot, raw] of Object.entries(storedObject(slots))) {
      const slotLinks = isGemSlotLabel(slot) ? cleanSlotLinks(raw) : undefined;
      if (slotLinks) clean[slot] = slotLinks;
    }
    if (Object.keys(clean).length > 0) links[field] = clean;
  }
  return links;
}

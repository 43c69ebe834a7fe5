import { allLinked, normaliseLinks, socketLinksOfItemText, toggleLink } from 'item-text';
import { GEM_SLOTS } from 'shared-ui';
import type { BuildFormState, FormEquipment, GearSet } from './buildForm';
import { slotText } from './slots';

/** Per gem-socket slot label ('Torse', 'Casque', ...), one link-group index per socket. */
export type FormSlotLinks = Record<string, number[]>;

/**
 * The gem-socket label of each equipment slot whose item has sockets. The reading grid's second
 * weapon slot (`weapon2`) shares the off-hand's sockets.
 */
export const GEM_SLOT_OF_EQUIPMENT: Readonly<Record<string, string>> = {
  ...Object.fromEntries(Object.entries(GEM_SLOTS).map(([slot, { label }]) => [slot, label])),
  weapon2: 'Arme 2',
};

/** How many sockets the panel draws for a gem-socket label (0 for an unknown one). */
export const socketCountOf = (label: string): number =>
  Object.values(GEM_SLOTS).find((slot) => slot.label === label)?.sockets ?? 0;

/**
 * A slot's links over all its drawn sockets: the stored ones, sockets past them each in a
 * group of their own; all linked when nothing is stored (what the game's default reads as).
 * @example slotLinksOf({ Casque: [0, 0] }, 'Casque') // [0, 0, 1, 2]
 */
export function slotLinksOf(links: FormSlotLinks, label: string): number[] {
  const count = socketCountOf(label);
  return normaliseLinks(links[label], count) ?? allLinked(count);
}

/**
 * The author links or unlinks sockets `index` and `index + 1` of a slot. The slot is then
 * marked as linked by hand, so a later paste of an item does not undo the author's choice.
 */
export function withToggledLink(
  form: BuildFormState,
  gear: GearSet,
  label: string,
  index: number,
): BuildFormState {
  const next = toggleLink(slotLinksOf(form.links[gear], label), index);
  const byHand = form.linksByHand[gear];
  return {
    ...form,
    links: { ...form.links, [gear]: { ...form.links[gear], [label]: next } },
    linksByHand: {
      ...form.linksByHand,
      [gear]: byHand.includes(label) ? byHand : [...byHand, label],
    },
  };
}

/**
 * A gear set's new equipment, and for each slot whose pasted text changed and carries the
 * game's `Sockets:` line, that item's links on the matching gem slot: what the author pasted is
 * the item they socket. Slots linked by hand keep the author's links.
 */
export function withEquipment(
  form: BuildFormState,
  gear: GearSet,
  equipment: FormEquipment,
): BuildFormState {
  const before = form.equipment[gear];
  const links = { ...form.links[gear] };
  for (const [slot, value] of Object.entries(equipment)) {
    const label = GEM_SLOT_OF_EQUIPMENT[slot];
    const text = slotText(value);
    if (!label || text === slotText(before[slot])) continue;
    if (form.linksByHand[gear].includes(label)) continue;
    const fromText = socketLinksOfItemText(text);
    if (fromText) links[label] = fromText;
  }
  return {
    ...form,
    equipment: { ...form.equipment, [gear]: equipment },
    links: { ...form.links, [gear]: links },
  };
}

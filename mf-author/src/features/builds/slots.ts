import { SLOT_BOXES, type SlotItem } from 'shared-ui';
import type { SlotValue } from './buildForm';

/** The 29 slots the form fills; the reading grid's extra `weapon2` is not authored. */
export const FORM_SLOTS = Object.keys(SLOT_BOXES).filter((slot) => slot !== 'weapon2');

/** The i18n key and values naming a slot in French ('Flacon 3', 'Objet 12'...). */
export function slotName(slot: string): { key: string; n?: number } {
  const flask = /^flask(\d)$/.exec(slot);
  if (flask) return { key: 'equipment.slots.flask', n: Number(flask[1]) };
  const small = /^item2x1_(\d+)$/.exec(slot);
  if (small) return { key: 'equipment.slots.small', n: Number(small[1]) };
  return { key: `equipment.slots.${slot}` };
}

/** The text to prefill the slot dialog with: the pasted text, whatever form the slot holds. */
export const slotText = (value: SlotValue | undefined) =>
  typeof value === 'string' ? value : (value?.text ?? '');

/** The slot's item when it has a picture to show; raw text shows as a text marker instead. */
export const slotItem = (value: SlotValue | undefined): SlotItem | null =>
  typeof value === 'object' && value.image ? value : null;

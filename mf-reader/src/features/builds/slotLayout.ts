import { SLOT_BOXES, type EquipmentSet } from 'shared-ui';

/** The slots shown: known slots whose item has an image (empty or imageless slots are omitted). */
export function shownSlots(equipment: EquipmentSet): string[] {
  return Object.keys(SLOT_BOXES).filter((slot) => Boolean(equipment[slot]?.image));
}

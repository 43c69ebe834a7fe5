import { SLOT_BOXES } from 'shared-ui';
import { isShownItem, readableItem, type StoredEquipment } from './readableEquipment';

/**
 * The slots shown: known slots holding an item with a picture, or with its pasted text (an item
 * the parser did not recognise is shown by its name rather than left out). Empty slots are not.
 */
export function shownSlots(equipment: StoredEquipment): string[] {
  return Object.keys(SLOT_BOXES).filter((slot) => isShownItem(readableItem(equipment[slot])));
}

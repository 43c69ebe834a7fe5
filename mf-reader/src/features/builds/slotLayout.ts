import { SLOT_BOXES } from 'shared-ui';
import { isShownItem, readableItem, type StoredEquipment } from './readableEquipment';

/**
 * The slots shown: known slots holding an item with a picture, or with its pasted text (an item
 * the parser did not recognise is shown by its name rather than left out). Empty slots are not.
 */
export function shownSlots(equipment: StoredEquipment): string[] {
  return Object.keys(SLOT_BOXES).filter((slot) => isShownItem(readableItem(equipment[slot])));
}

/**
 * The container query of the grid's phone layout (SLOT_BOXES_PHONE): below 734 px, 16 cells of
 * 44 px (a finger's target) and their 15 gaps of 2 px no longer fit.
 */
export const PHONE_GRID = '(width < 734px)';

// Item text copied from Path of Exile (Ctrl+C): the reader formats it, the author parses it.
// No React, no DOM, no Node: the same code runs in the browser and on the server.
export {
  formatItemText,
  LINE_COLOURS,
  type ItemLine,
  type ItemSections,
  type LineStyle,
} from './formatItemText';
export { parseItemText, type ParseOptions, type ParsedItem, type Rarity } from './parseItemText';
export type { KnownName } from './knownNames';
export { itemSlotSize, CELL_SIZE_PX, type SlotSize } from './itemSlotSize';
export { itemImagePath, type ImageCategory } from './itemImage';
export { englishItemClass } from './itemClasses';
export {
  allLinked,
  groupSocketedGems,
  isLinkedToNext,
  linksFromSockets,
  normaliseLinks,
  socketLinksOfItemText,
  toggleLink,
  MAX_LINKED_SOCKETS,
  type BuildGemLinks,
  type GemLinks,
  type LinkGroup,
  type SlotLinks,
} from './socketLinks';
export { frenchBaseOf, frenchNameOf, readTextItem, type TextItem } from './textItem';

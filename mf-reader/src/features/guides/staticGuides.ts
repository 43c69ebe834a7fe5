/** The fixed beginner guides, by route slug (their texts are in the reader's translations). */
export const STATIC_GUIDES = [
  'premier-build',
  'inventaire-monnaies',
  'maps-loot',
  'crafting',
  'boss',
] as const;
export type StaticGuide = (typeof STATIC_GUIDES)[number];

/** Item classes as a French client prints them, to the English names the site keys on. */
const FRENCH_CLASSES: Record<string, string> = {
  amulettes: 'Amulets',
  bagues: 'Rings',
  ceintures: 'Belts',
  gants: 'Gloves',
  bottes: 'Boots',
  armures: 'Body Armours',
  casques: 'Helmets',
  boucliers: 'Shields',
  carquois: 'Quivers',
  'flacons de vie': 'Life Flasks',
  'flacons de mana': 'Mana Flasks',
  'flacons hybrides': 'Hybrid Flasks',
  'flacons utilitaires': 'Utility Flasks',
  joyaux: 'Jewels',
  'joyaux abyssaux': 'Abyss Jewels',
  griffes: 'Claws',
  dagues: 'Daggers',
  'dagues runiques': 'Rune Daggers',
  baguettes: 'Wands',
  'épées à une main': 'One Hand Swords',
  "épées d'estoc à une main": 'Thrusting One Hand Swords',
  'haches à une main': 'One Hand Axes',
  'masses à une main': 'One Hand Maces',
  sceptres: 'Sceptres',
  arcs: 'Bows',
  bâtons: 'Staves',
  'bâtons de guerre': 'Warstaves',
  'épées à deux mains': 'Two Hand Swords',
  'haches à deux mains': 'Two Hand Axes',
  'masses à deux mains': 'Two Hand Maces',
  'cannes à pêche': 'Fishing Rods',
  "gemmes d'aptitude": 'Skill Gems',
  'gemmes de soutien': 'Support Gems',
  'objets monétaires empilables': 'Stackable Currency',
  'objets enchâssables et empilables delve': 'Delve Stackable Socketable Currency',
  'fragments de carte': 'Map Fragments',
  'cartes divinatoires': 'Divination Cards',
  cartes: 'Maps',
};

/**
 * Lower case, one kind of apostrophe, single spaces: how two spellings of a name are compared.
 *
 * @example comparable('  Berek’s   Grip ') // "berek's grip"
 */
export function comparable(text: string): string {
  return text.normalize('NFC').replace(/[’`]/g, "'").replace(/\s+/g, ' ').trim().toLowerCase();
}

/**
 * The English name of an item class, whichever client language printed it; an unknown class is
 * returned as written.
 *
 * @example englishItemClass('Flacons de Vie') // 'Life Flasks'
 * @example englishItemClass('Body Armours') // 'Body Armours'
 */
export function englishItemClass(itemClass: string): string {
  return FRENCH_CLASSES[comparable(itemClass)] ?? itemClass.trim();
}

/**
 * What the site needs on top of the game's files: the spec's fixed order of the base currencies,
 * and the Awakened support gems (released after the game version the bundled names come from).
 */

/** Listed first in the currency picker, in this order (spec: 23 base currency names). */
export const BASE_CURRENCIES = [
  'Chaos Orb',
  'Divine Orb',
  'Exalted Orb',
  'Orb of Alchemy',
  'Orb of Fusing',
  'Chromatic Orb',
  "Jeweller's Orb",
  'Orb of Alteration',
  'Orb of Augmentation',
  'Orb of Transmutation',
  'Regal Orb',
  'Orb of Regret',
  'Orb of Scouring',
  'Vaal Orb',
  'Blessed Orb',
  'Orb of Chance',
  "Cartographer's Chisel",
  "Gemcutter's Prism",
  "Glassblower's Bauble",
  "Armourer's Scrap",
  "Blacksmith's Whetstone",
  'Scroll of Wisdom',
  'Portal Scroll',
] as const;

/**
 * Awakened gems by the support they improve (`Awakened X Support` improves `X Support`); they take that
 * support's colour and tags until the gem-data job reads their own from the wiki.
 */
export const AWAKENED_OF: Record<string, string> = Object.fromEntries(
  [
    'Added Chaos Damage',
    'Added Cold Damage',
    'Added Fire Damage',
    'Added Lightning Damage',
    'Ancestral Call',
    'Arrow Nova',
    'Blasphemy',
    'Brutality',
    'Burning Damage',
    'Cast On Critical Strike',
    'Cast While Channelling',
    'Chain',
    'Cold Penetration',
    'Controlled Destruction',
    'Hextouch',
    'Deadly Ailments',
    'Elemental Damage with Attacks',
    'Empower',
    'Enhance',
    'Enlighten',
    'Elemental Focus',
    'Fire Penetration',
    'Fork',
    'Generosity',
    'Greater Multiple Projectiles',
    'Increased Area of Effect',
    'Lightning Penetration',
    'Melee Physical Damage',
    'Melee Splash',
    'Minion Damage',
    'Multistrike',
    'Spell Cascade',
    'Spell Echo',
    'Swift Affliction',
    'Unbound Ailments',
    'Unleash',
    'Vicious Projectiles',
    'Void Manipulation',
  ].map((base) => [`Awakened ${base} Support`, `${base} Support`]),
);

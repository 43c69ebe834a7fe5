import type { KnownName } from '../knownNames';
import type { ParsedItem } from '../parseItemText';

/** One item copied from the French client, its English client twin, and the parse both give. */
export interface FrenchPair {
  title: string;
  /** Where the French text comes from. */
  source: string;
  french: string;
  english: string;
  expected: ParsedItem;
}

// Names are the game's own, as the French and English trade data pair them by id
// (maxensas/xiletrade, `Data/Lang/{fr-FR,en-US}/{Words,Bases,Currency}.json`). The labels are the
// French client's: `Rareté`, `Classe d'objet`, `Prérequis`, `Niveau de l'objet`, `Châsses`,
// `Corrompu`, `Non identifié`, `supérieure` (xiletrade `Resources.fr-FR.resx`, Sidekick's French
// client strings). The current client puts a space before each colon; older ones did not.
const ASSEMBLED =
  "assembled from the game's French strings (maxensas/xiletrade Words/Bases/Currency.json and Resources.fr-FR.resx)";

export const frenchPairs: FrenchPair[] = [
  {
    title: 'unique gloves « Assaut de Farrul », as an older French client copied them',
    source:
      "Sidekick-Poe/Sidekick, the tray icon's French debug price check (a French client's Ctrl+C)",
    french: `Rareté: Unique
Assaut de Farrul
Gantelets en écailles d'hydre
--------
Qualité: +20% (augmented)
Armure: 254 (augmented)
Score d'Évasion: 254 (augmented)
--------
Prérequis::
Niveau: 70
For: 111
Dex: 151
--------
Châsses: G-R-R-G 
--------
Niveau de l'objet: 80
--------
120% d'Augmentation de l'Armure et de l'Évasion
+63 de Vie maximale
+488 à la Précision contre les Ennemis qui Saignent
Vos Attaques infligent toujours le Saignement tant que vous avez Discrétion du Félin
41% d'Augmentation des Dégâts au Toucher et avec les Altérations contre les Ennemis qui Saignent
Vous avez Danse écarlate tant que vous avez Discrétion du Félin
--------
Une bête affamée ne gaspille jamais son énergie.`,
    english: `Item Class: Gloves
Rarity: Unique
Farrul's Pounce
Hydrascale Gauntlets
--------
Quality: +20% (augmented)
Armour: 254 (augmented)
Evasion Rating: 254 (augmented)
--------
Requirements:
Level: 70
Str: 111
Dex: 151
--------
Sockets: G-R-R-G 
--------
Item Level: 80
--------
120% increased Armour and Evasion
+63 to maximum Life
+488 to Accuracy Rating against Bleeding Enemies
Your Attacks always inflict Bleeding while you have Cat's Stealth
41% increased Damage with Hits and Ailments against Bleeding Enemies
You have Crimson Dance while you have Cat's Stealth`,
    expected: {
      name: "Farrul's Pounce",
      base: 'Hydrascale Gauntlets',
      itemClass: 'Gloves',
      rarity: 'unique',
      image: "/images/uniques/Farrul's_Pounce.png",
    },
  },
  {
    title: 'the same gloves from the current French client: class line, space before the colons',
    source: `the Sidekick text above with the current client's header and spacing; ${ASSEMBLED}`,
    french: `Classe d'objet : Gants
Rareté : Unique
Assaut de Farrul
Gantelets en écailles d'hydre
--------
Qualité : +20% (augmented)
Armure : 254 (augmented)
Score d'Évasion : 254 (augmented)
--------
Prérequis :
Niveau : 70
For : 111
Dex : 151
--------
Châsses : G-R-R-G
--------
Niveau de l'objet : 80
--------
+63 de Vie maximale
--------
Corrompu`,
    english: `Item Class: Gloves
Rarity: Unique
Farrul's Pounce
Hydrascale Gauntlets
--------
Sockets: G-R-R-G
--------
Item Level: 80
--------
+63 to maximum Life
--------
Corrupted`,
    expected: {
      name: "Farrul's Pounce",
      base: 'Hydrascale Gauntlets',
      itemClass: 'Gloves',
      rarity: 'unique',
      image: "/images/uniques/Farrul's_Pounce.png",
    },
  },
  {
    title: 'unique body armour « Tabula Rasa » with six white linked sockets',
    source: ASSEMBLED,
    french: `Classe d'objet : Armures
Rareté : Unique
Tabula Rasa
Toge simple
--------
Châsses : W-W-W-W-W-W
--------
Niveau de l'objet : 70`,
    english: `Item Class: Body Armours
Rarity: Unique
Tabula Rasa
Simple Robe
--------
Sockets: W-W-W-W-W-W
--------
Item Level: 70`,
    expected: {
      name: 'Tabula Rasa',
      base: 'Simple Robe',
      itemClass: 'Body Armours',
      rarity: 'unique',
      image: '/images/uniques/Tabula_Rasa.png',
    },
  },
  {
    title: 'unique helmet « Bordoré » (Goldrim)',
    source: ASSEMBLED,
    french: `Classe d'objet : Casques
Rareté : Unique
Bordoré
Capuchon en cuir
--------
Score d'Évasion : 33
--------
Châsses : G-G
--------
Niveau de l'objet : 68
--------
+30% à toutes les Résistances élémentaires`,
    english: `Item Class: Helmets
Rarity: Unique
Goldrim
Leather Cap
--------
Evasion Rating: 33
--------
Sockets: G-G
--------
Item Level: 68
--------
+30% to all Elemental Resistances`,
    expected: {
      name: 'Goldrim',
      base: 'Leather Cap',
      itemClass: 'Helmets',
      rarity: 'unique',
      image: '/images/uniques/Goldrim.png',
    },
  },
  {
    title: 'unique life flask « Sang des Karuis » (Blood of the Karui)',
    source: ASSEMBLED,
    french: `Classe d'objet : Flacons de Vie
Rareté : Unique
Sang des Karuis
Flacon sanctifié de vie
--------
Qualité : +20% (augmented)
--------
Niveau de l'objet : 75`,
    english: `Item Class: Life Flasks
Rarity: Unique
Blood of the Karui
Sanctified Life Flask
--------
Quality: +20% (augmented)
--------
Item Level: 75`,
    expected: {
      name: 'Blood of the Karui',
      base: 'Sanctified Life Flask',
      itemClass: 'Life Flasks',
      rarity: 'unique',
      image: '/images/uniques/Blood_of_the_Karui.png',
    },
  },
  {
    title: 'rare body armour with linked sockets',
    source: ASSEMBLED,
    french: `Classe d'objet : Armures
Rareté : Rare
Chagrin du Corbeau
Cuirasse astrale
--------
Châsses : R-R-R-B G
--------
Niveau de l'objet : 84`,
    english: `Item Class: Body Armours
Rarity: Rare
Raven Grief
Astral Plate
--------
Sockets: R-R-R-B G
--------
Item Level: 84`,
    expected: {
      name: 'Chagrin du Corbeau',
      base: 'Astral Plate',
      itemClass: 'Body Armours',
      rarity: 'rare',
      image: '/images/non_uniques/Astral_Plate.png',
    },
  },
  {
    title: 'magic ring « du Lutteur » (of the Wrestler)',
    source: ASSEMBLED,
    french: `Classe d'objet : Bagues
Rareté : Magique
Bague de saphir du Lutteur
--------
Niveau de l'objet : 12`,
    english: `Item Class: Rings
Rarity: Magic
Sapphire Ring of the Wrestler
--------
Item Level: 12`,
    expected: {
      name: 'Bague de saphir du Lutteur',
      base: 'Sapphire Ring',
      itemClass: 'Rings',
      rarity: 'magic',
      image: '/images/non_uniques/Sapphire_Ring.png',
    },
  },
  {
    title: 'normal wand of superior quality',
    source: ASSEMBLED,
    french: `Classe d'objet : Baguettes
Rareté : Normal
Baguette en bois flotté supérieure
--------
Qualité : +8% (augmented)`,
    english: `Item Class: Wands
Rarity: Normal
Superior Driftwood Wand
--------
Quality: +8% (augmented)`,
    expected: {
      name: 'Baguette en bois flotté supérieure',
      base: 'Driftwood Wand',
      itemClass: 'Wands',
      rarity: 'normal',
      image: '/images/non_uniques/Driftwood_Wand.png',
    },
  },
  {
    title: 'support gem « Soutien : Dégâts de feu Rajoutés »',
    source: ASSEMBLED,
    french: `Classe d'objet : Gemmes de soutien
Rareté : Gemme
Soutien : Dégâts de feu Rajoutés
--------
Soutien, Feu
Niveau : 1`,
    english: `Item Class: Support Gems
Rarity: Gem
Added Fire Damage Support
--------
Support, Fire
Level: 1`,
    expected: {
      name: 'Added Fire Damage Support',
      base: 'Added Fire Damage Support',
      itemClass: 'Support Gems',
      rarity: 'normal',
      image: '/images/gems/Added_Fire_Damage_Support.png',
    },
  },
  {
    title: 'currency « Orbe de fusion » (Orb of Fusing)',
    source: ASSEMBLED,
    french: `Classe d'objet : Objets monétaires empilables
Rareté : Objet monétaire
Orbe de fusion
--------
Taille de la pile : 3/20`,
    english: `Item Class: Stackable Currency
Rarity: Currency
Orb of Fusing
--------
Stack Size: 3/20`,
    expected: {
      name: 'Orb of Fusing',
      base: 'Orb of Fusing',
      itemClass: 'Stackable Currency',
      rarity: 'normal',
      image: '/images/currency/Orb_of_Fusing.png',
    },
  },
];

/** The bases of these texts as `GET /api/game/bases` lists them (the game's French names). */
export const frenchPairBases: readonly KnownName[] = [
  {
    name: 'Hydrascale Gauntlets',
    displayName: "Gantelets en écailles d'hydre",
    itemClass: 'Gloves',
  },
  { name: 'Simple Robe', displayName: 'Toge simple', itemClass: 'Body Armours' },
  { name: 'Leather Cap', displayName: 'Capuchon en cuir', itemClass: 'Helmets' },
  {
    name: 'Sanctified Life Flask',
    displayName: 'Flacon sanctifié de vie',
    itemClass: 'Life Flasks',
  },
  { name: 'Astral Plate', displayName: 'Cuirasse astrale', itemClass: 'Body Armours' },
  { name: 'Sapphire Ring', displayName: 'Bague de saphir', itemClass: 'Rings' },
  { name: 'Driftwood Wand', displayName: 'Baguette en bois flotté', itemClass: 'Wands' },
];

/** Their uniques, gem and currency as the API's lists name them in French. */
export const frenchPairNames: readonly KnownName[] = [
  { name: "Farrul's Pounce", displayName: 'Assaut de Farrul' },
  { name: 'Tabula Rasa', displayName: 'Tabula Rasa' },
  { name: 'Goldrim', displayName: 'Bordoré' },
  { name: 'Blood of the Karui', displayName: 'Sang des Karuis' },
  { name: 'Added Fire Damage Support', displayName: 'Soutien : Dégâts de feu Rajoutés' },
  { name: 'Orb of Fusing', displayName: 'Orbe de fusion' },
];

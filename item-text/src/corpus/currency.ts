import type { CorpusEntry } from './catalogue';

/** Currency, essences, fossils, fragments, scarabs and cards: pictures from the currency set. */
export const currency: CorpusEntry[] = [
  {
    title: 'stackable currency',
    text: `Item Class: Stackable Currency
Rarity: Currency
Chaos Orb
--------
Stack Size: 13/20
--------
Reforges a rare item with new random modifiers
--------
Right click this item then left click a rare item to apply it.
Shift click to unstack.
`,
    expected: {
      name: 'Chaos Orb',
      base: 'Chaos Orb',
      itemClass: 'Stackable Currency',
      rarity: 'normal',
      image: '/images/currency/Chaos_Orb.png',
    },
  },
  {
    title: 'currency without an Item Class line',
    text: `Rarity: Currency
Divine Orb
--------
Stack Size: 2/10
--------
Randomises the numeric values of the random modifiers on an item
--------
Right click this item then left click a magic, rare or unique item to apply it.
Shift click to unstack.
`,
    expected: {
      name: 'Divine Orb',
      base: 'Divine Orb',
      itemClass: 'Stackable Currency',
      rarity: 'normal',
      image: '/images/currency/Divine_Orb.png',
    },
  },
  {
    title: 'essence',
    text: `Item Class: Stackable Currency
Rarity: Currency
Deafening Essence of Greed
--------
Stack Size: 1/9
--------
Upgrades a normal item to rare with one guaranteed property
Properties restricted to level 82 and above items
--------
One Handed Melee Weapon: Adds (15-20) to (30-35) Physical Damage
Two Handed Melee Weapon: Adds (26-35) to (52-61) Physical Damage
Other Armour: +(100-109) to maximum Life
--------
Right click this item then left click a normal item to apply it.
`,
    expected: {
      name: 'Deafening Essence of Greed',
      base: 'Deafening Essence of Greed',
      itemClass: 'Stackable Currency',
      rarity: 'normal',
      image: '/images/currency/Deafening_Essence_of_Greed.png',
    },
  },
  {
    title: 'fossil',
    text: `Item Class: Stackable Currency
Rarity: Currency
Pristine Fossil
--------
Stack Size: 4/20
--------
More Life modifiers
No Mana modifiers
--------
Place in a Resonator to influence item crafting.
Shift click to unstack.
`,
    expected: {
      name: 'Pristine Fossil',
      base: 'Pristine Fossil',
      itemClass: 'Stackable Currency',
      rarity: 'normal',
      image: '/images/currency/Pristine_Fossil.png',
    },
  },
  {
    title: 'map fragment: normal rarity, currency picture',
    text: `Item Class: Map Fragments
Rarity: Normal
Sacrifice at Dawn
--------
Stack Size: 1/10
--------
Item Level: 72
--------
Can be used in a personal Map Device.
`,
    expected: {
      name: 'Sacrifice at Dawn',
      base: 'Sacrifice at Dawn',
      itemClass: 'Map Fragments',
      rarity: 'normal',
      image: '/images/currency/Sacrifice_at_Dawn.png',
    },
  },
  {
    title: 'scarab',
    text: `Item Class: Map Fragments
Rarity: Normal
Ambush Scarab of Potency
--------
Stack Size: 3/20
--------
Limit: 1
--------
Area contains an additional Strongbox
Strongboxes in Area are at least Rare
--------
Can be used in a personal Map Device to add modifiers to a Map.
`,
    expected: {
      name: 'Ambush Scarab of Potency',
      base: 'Ambush Scarab of Potency',
      itemClass: 'Map Fragments',
      rarity: 'normal',
      image: '/images/currency/Ambush_Scarab_of_Potency.png',
    },
  },
  {
    title: 'divination card',
    text: `Item Class: Divination Cards
Rarity: Divination Card
The Doctor
--------
Stack Size: 1/8
--------
Headhunter
Leather Belt
`,
    expected: {
      name: 'The Doctor',
      base: 'The Doctor',
      itemClass: 'Divination Cards',
      rarity: 'normal',
      image: '/images/currency/The_Doctor.png',
    },
  },
  {
    title: 'currency from a French client: the English name keys the picture',
    text: `Classe d'objet: Objets monétaires empilables
Rareté: Objet monétaire
Orbe du chaos
--------
Taille de la pile: 7/20
--------
Modifie un objet rare en lui attribuant de nouveaux modificateurs aléatoires
--------
Faites un clic droit sur cet objet, puis un clic gauche sur un objet rare pour l'utiliser.
`,
    expected: {
      name: 'Chaos Orb',
      base: 'Chaos Orb',
      itemClass: 'Stackable Currency',
      rarity: 'normal',
      image: '/images/currency/Chaos_Orb.png',
    },
  },
];

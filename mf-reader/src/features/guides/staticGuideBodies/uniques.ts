import { unique } from './inserts';

/** Cheap uniques every beginner meets, with the text the game copies (as the demo builds give). */
export const goldrim = unique('Goldrim', 'Leather Cap', 'Helmets', [
  ['Evasion Rating: 59 (augmented)'],
  ['Item Level: 68'],
  [
    '+30 to Evasion Rating',
    '10% increased Rarity of Items found',
    '+36% to all Elemental Resistances',
    'Reflects 4 Physical Damage to Melee Attackers',
  ],
  ['No metal slips as easily through the fingers as gold.'],
]);

export const wanderlust = unique('Wanderlust', 'Wool Shoes', 'Boots', [
  ['Energy Shield: 17 (augmented)'],
  ['Item Level: 68'],
  [
    '+5 to Dexterity',
    '+13 to maximum Energy Shield',
    '21% increased Mana Regeneration Rate',
    '20% increased Movement Speed',
    'Cannot be Frozen',
  ],
  ['All the world is my home.'],
]);

export const tabulaRasa = unique('Tabula Rasa', 'Simple Robe', 'Body Armours', [
  ['Sockets: W-W-W-W-W-W'],
  ['Item Level: 70'],
]);

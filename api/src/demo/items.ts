import { imagePath } from '../gameData/images/paths.js';
import type { SlotItem, SocketedGem } from '../content/jsonFields.js';

const RARITY_LINE: Record<NonNullable<SlotItem['rarity']>, string> = {
  normal: 'Normal',
  magic: 'Magic',
  rare: 'Rare',
  unique: 'Unique',
};

/**
 * An equipment item as the build form stores it, with the text the game copies (Ctrl+C):
 * class, rarity, name and base, then sections separated by dashes.
 */
function item(
  rarity: NonNullable<SlotItem['rarity']>,
  name: string,
  base: string,
  itemClass: string,
  sections: string[][],
): SlotItem {
  const heading = [`Item Class: ${itemClass}`, `Rarity: ${RARITY_LINE[rarity]}`, name];
  if (rarity === 'rare' || rarity === 'unique') heading.push(base);
  const text = [heading, ...sections].map((lines) => lines.join('\n')).join('\n--------\n');
  const image = rarity === 'unique' ? imagePath('uniques', name) : imagePath('non_uniques', base);
  return { name, base, itemClass, rarity, image, text };
}

export const unique = (name: string, base: string, itemClass: string, sections: string[][]) =>
  item('unique', name, base, itemClass, sections);
export const rare = (name: string, base: string, itemClass: string, sections: string[][]) =>
  item('rare', name, base, itemClass, sections);
export const magic = (name: string, base: string, itemClass: string, sections: string[][]) =>
  item('magic', name, base, itemClass, sections);

/** A socketed gem: English name (the key of images and the catalogue), French display name. */
export function gem(
  name: string,
  displayName: string,
  couleur: 'red' | 'green' | 'blue' | 'white',
  tags: string,
  levelRequired: number,
): SocketedGem {
  return { name, displayName, icon: imagePath('gems', name), couleur, tags, levelRequired };
}

const FLASK_HELP =
  'Right click to drink. Can only hold charges while in belt. Refills as you kill monsters.';

export const lifeFlask = magic(
  'Seething Divine Life Flask of Staunching',
  'Divine Life Flask',
  'Life Flasks',
  [
    [
      'Recovers 816 Life over 1.00 Second',
      'Consumes 15 of 45 Charges on use',
      'Currently has 45 Charges',
    ],
    ['Requirements:', 'Level: 60'],
    ['Item Level: 72'],
    [
      '66% reduced Amount Recovered',
      'Instant Recovery when on Low Life',
      'Grants Immunity to Bleeding for 4 seconds if used while Bleeding',
    ],
    [FLASK_HELP],
  ],
);

export const quicksilverFlask = magic(
  'Quicksilver Flask of Adrenaline',
  'Quicksilver Flask',
  'Utility Flasks',
  [
    [
      'Lasts 4.00 Seconds',
      'Consumes 30 of 50 Charges on use',
      'Currently has 50 Charges',
      '40% increased Movement Speed',
    ],
    ['Requirements:', 'Level: 4'],
    ['Item Level: 58'],
    ['25% increased Movement Speed during Effect'],
    [FLASK_HELP],
  ],
);

export const graniteFlask = magic(
  "Experimenter's Granite Flask of Iron Skin",
  'Granite Flask',
  'Utility Flasks',
  [
    [
      'Lasts 5.60 Seconds (augmented)',
      'Consumes 30 of 60 Charges on use',
      'Currently has 60 Charges',
      '+1500 to Armour',
    ],
    ['Requirements:', 'Level: 27'],
    ['Item Level: 66'],
    ['40% increased Duration', '60% increased Armour during Effect'],
    [FLASK_HELP],
  ],
);

export const goldrim = unique('Goldrim', 'Leather Cap', 'Helmets', [
  ['Evasion Rating: 59 (augmented)'],
  ['Sockets: G-G-B-R'],
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
  ['Sockets: G-R-B'],
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

import { magic, rare } from '../items.js';

/** The Cyclone Slayer's gear: rares with the text the game copies. */
export const axe = rare('Doom Bite', 'Vaal Axe', 'Two Hand Axes', [
  [
    'Two Hand Axe',
    'Quality: +20% (augmented)',
    'Physical Damage: 312-518 (augmented)',
    'Critical Strike Chance: 5.00%',
    'Attacks per Second: 1.32 (augmented)',
    'Weapon Range: 1.3 metres',
  ],
  ['Requirements:', 'Level: 64', 'Str: 158', 'Dex: 76'],
  ['Sockets: R-R-R-G-G-R'],
  ['Item Level: 82'],
  ['25% chance to Maim on Hit (implicit)'],
  [
    '158% increased Physical Damage',
    'Adds 21 to 43 Physical Damage',
    '+392 to Accuracy Rating',
    '15% increased Attack Speed',
    '+28% to Global Critical Strike Multiplier',
    'Grants 7 Life per Enemy Hit',
  ],
]);

export const helmet = rare('Storm Visor', 'Eternal Burgonet', 'Helmets', [
  ['Armour: 612 (augmented)'],
  ['Requirements:', 'Level: 69', 'Str: 138'],
  ['Sockets: R-R-B R'],
  ['Item Level: 80'],
  [
    '+84 to maximum Life',
    '+41% to Fire Resistance',
    '+36% to Lightning Resistance',
    '+22 to Strength',
    '38% increased Armour',
  ],
]);

export const body = rare('Dread Shell', 'Glorious Plate', 'Body Armours', [
  ['Armour: 1340 (augmented)'],
  ['Requirements:', 'Level: 68', 'Str: 191'],
  ['Sockets: G-R-R-R-R-R'],
  ['Item Level: 84'],
  [
    '+112 to maximum Life',
    '+39% to Cold Resistance',
    '+27% to Chaos Resistance',
    '11% increased Stun and Block Recovery',
    '92% increased Armour',
  ],
]);

export const gloves = rare('Havoc Grip', 'Titan Gauntlets', 'Gloves', [
  ['Armour: 297 (augmented)'],
  ['Requirements:', 'Level: 69', 'Str: 98'],
  ['Sockets: R-G-R G'],
  ['Item Level: 78'],
  [
    '+68 to maximum Life',
    '+38% to Cold Resistance',
    'Adds 6 to 11 Physical Damage to Attacks',
    '+254 to Accuracy Rating',
    '11% increased Attack Speed',
  ],
]);

export const boots = rare('Gale Stride', 'Titan Greaves', 'Boots', [
  ['Armour: 289 (augmented)'],
  ['Requirements:', 'Level: 68', 'Str: 120'],
  ['Sockets: R-R-R G'],
  ['Item Level: 79'],
  [
    '30% increased Movement Speed',
    '+79 to maximum Life',
    '+40% to Lightning Resistance',
    '+31% to Fire Resistance',
    '+18% to Chaos Resistance',
  ],
]);

export const amulet = rare('Rune Heart', 'Onyx Amulet', 'Amulets', [
  ['Requirements:', 'Level: 55'],
  ['Item Level: 81'],
  ['+16 to all Attributes (implicit)'],
  [
    '+38 to Strength',
    '+62 to maximum Life',
    'Adds 8 to 16 Physical Damage to Attacks',
    '+35% to Global Critical Strike Multiplier',
    '+31% to Cold Resistance',
  ],
]);

export const belt = rare('Golem Lock', 'Heavy Belt', 'Belts', [
  ['Requirements:', 'Level: 52'],
  ['Item Level: 76'],
  ['+32 to Strength (implicit)'],
  [
    '+96 to maximum Life',
    '+42% to Fire Resistance',
    '+36% to Cold Resistance',
    '20% increased Flask Effect Duration',
    '+384 to Armour',
  ],
]);

const ring = (name: string, implicit: string, resistance: string) =>
  rare(name, 'Two-Stone Ring', 'Rings', [
    ['Requirements:', 'Level: 48'],
    ['Item Level: 77'],
    [implicit],
    [
      '+58 to maximum Life',
      'Adds 5 to 11 Physical Damage to Attacks',
      resistance,
      '+290 to Accuracy Rating',
      '+32 to Strength',
    ],
  ]);
export const ring1 = ring(
  'Vengeance Loop',
  '+15% to Fire and Lightning Resistances (implicit)',
  '+41% to Cold Resistance',
);
export const ring2 = ring(
  'Brood Band',
  '+14% to Cold and Lightning Resistances (implicit)',
  '+38% to Fire Resistance',
);

export const levelingAxe = magic(
  'Glinting Jade Chopper of Rejuvenation',
  'Jade Chopper',
  'Two Hand Axes',
  [
    [
      'Two Hand Axe',
      'Physical Damage: 52-82 (augmented)',
      'Critical Strike Chance: 5.00%',
      'Attacks per Second: 1.15',
      'Weapon Range: 1.3 metres',
    ],
    ['Requirements:', 'Level: 19', 'Str: 60', 'Dex: 27'],
    ['Sockets: R-R-G'],
    ['Item Level: 22'],
    ['Adds 6 to 12 Physical Damage', 'Grants 3 Life per Enemy Hit'],
  ],
);

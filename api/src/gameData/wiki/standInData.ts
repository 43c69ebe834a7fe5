/** Gems the wiki stand-in knows: cargo fields, and the info box of each gem's page. */
export interface WikiFixture {
  name: string;
  attribute: 'strength' | 'dexterity' | 'intelligence' | '';
  tags: string;
  level: number;
  stats: [string, string][];
  description: string;
  effects: string[];
  quality: string[];
}

export const WIKI_GEMS: WikiFixture[] = [
  {
    name: 'Fireball',
    attribute: 'intelligence',
    tags: 'Projectile, Spell, AoE, Fire',
    level: 1,
    stats: [
      ['Level', '(1-20)'],
      ['Cost', '(6-28) Mana'],
      ['Cast Time', '0.75 sec'],
      ['Critical Strike Chance', '6.00%'],
      ['Effectiveness of Added Damage', '(240-386)%'],
      ['Radius', '9'],
    ],
    description: 'Unleashes a ball of fire towards a target which explodes.',
    effects: ['Deals (9-1060) to (14-1590) Fire Damage', '(20-39)% chance to Ignite enemies'],
    quality: ['(0-40)% increased Projectile Speed'],
  },
  {
    name: 'Ice Nova',
    attribute: 'intelligence',
    tags: 'Spell, AoE, Cold, Nova',
    level: 12,
    stats: [
      ['Level', '(1-20)'],
      ['Cost', '(12-25) Mana'],
      ['Cast Time', '0.70 sec'],
    ],
    description: 'A chilling circle of ice bursts from the caster.',
    effects: ['Deals (18-27) Cold Damage'],
    quality: ['(0-20)% increased Area of Effect'],
  },
  {
    name: 'Added Fire Damage Support',
    attribute: 'strength',
    tags: 'Fire, Support',
    level: 8,
    stats: [['Level', '(1-20)']],
    description: 'Supports any skill that hits enemies.',
    effects: ['Supported Skills deal (25-44)% of Physical Damage as Extra Fire Damage'],
    quality: [],
  },
  {
    name: 'Hatred',
    attribute: 'dexterity',
    tags: 'Aura, Spell, AoE, Cold',
    level: 24,
    stats: [
      ['Level', '(1-20)'],
      ['Reservation', '50% Mana'],
    ],
    description: 'Casts an aura that grants extra cold damage.',
    effects: ['You and nearby allies gain (14-25)% of Physical Damage as Extra Cold Damage'],
    quality: [],
  },
  {
    name: 'Awakened Multistrike Support',
    attribute: 'strength',
    tags: 'Attack, Melee, Support',
    level: 72,
    stats: [['Level', '(1-5)']],
    description: 'Supports melee attack skills.',
    effects: ['Supported Skills Repeat two additional times'],
    quality: [],
  },
  {
    name: 'Kinetic Blast of Clustering',
    attribute: 'dexterity',
    tags: 'Attack, AoE, Projectile',
    level: 28,
    stats: [['Level', '(1-20)']],
    description: 'Fires a projectile that causes a series of small explosions.',
    effects: ['Deals 50% more Area Damage'],
    quality: [],
  },
];

/** Currency pages the wiki stand-in knows: name and the effect line of its info box. */
export const WIKI_CURRENCIES: [string, string][] = [
  ['Chaos Orb', 'Reforges a rare item with new random modifiers'],
  ['Exalted Orb', 'Augments a rare item with a new random modifier'],
  ['Orb of Alchemy', 'Upgrades a normal item to a rare item'],
];

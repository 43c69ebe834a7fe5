import type { CorpusEntry } from './catalogue';

/** Skill and support gems: 'Rarity: Gem', one name line; the picture is the gem's. */
export const gems: CorpusEntry[] = [
  {
    title: 'skill gem with quality',
    text: `Item Class: Skill Gems
Rarity: Gem
Fireball
--------
Projectile, Spell, AoE, Fire
Level: 20 (Max)
Cost: 20 Mana
Cast Time: 0.75 sec
Critical Strike Chance: 6.00%
Effectiveness of Added Damage: 370%
Quality: +20% (augmented)
--------
Requirements:
Level: 70
Int: 155
--------
Unleashes a ball of fire towards a target which explodes, damaging nearby foes.
--------
Deals 1098 to 1647 Fire Damage
Projectiles gain Radius as they travel farther, up to +4 Radius
50% chance to Ignite enemies
--------
Experience: 1/342,004,647
--------
Place into an item socket of the right colour to gain this skill. Right click to remove from a socket.
`,
    expected: {
      name: 'Fireball',
      base: 'Fireball',
      itemClass: 'Skill Gems',
      rarity: 'normal',
      image: '/images/gems/Fireball.png',
    },
  },
  {
    title: 'support gem',
    text: `Item Class: Support Gems
Rarity: Gem
Added Fire Damage Support
--------
Support, Fire
Level: 20 (Max)
Cost & Reservation Multiplier: 120%
Quality: +20% (augmented)
--------
Requirements:
Level: 72
Str: 111
--------
Supports any skill that hits enemies.
--------
Supported Skills have 10% more Fire Damage
Supported Skills gain 30% of Physical Damage as Extra Fire Damage
--------
Experience: 1/199,345,406
--------
This is a Support Gem. It does not grant a bonus to your character, but to skills in sockets connected to it. Place into an item socket connected to a socket containing the Skill Gem you wish to augment. Right click to remove from a socket.
`,
    expected: {
      name: 'Added Fire Damage Support',
      base: 'Added Fire Damage Support',
      itemClass: 'Support Gems',
      rarity: 'normal',
      image: '/images/gems/Added_Fire_Damage_Support.png',
    },
  },
  {
    title: 'vaal skill gem, corrupted',
    text: `Item Class: Skill Gems
Rarity: Gem
Vaal Grace
--------
Vaal, Aura, Spell, AoE, Duration
Level: 20 (Max)
Reservation: 50% Mana
Cooldown Time: 1.20 sec
Cast Time: 1.20 sec
Quality: +20% (augmented)
--------
Requirements:
Level: 70
Dex: 155
--------
Casts an aura that grants evasion to you and your allies.
--------
You and nearby allies gain +1383 to Evasion Rating
--------
Experience: 1/342,004,647
--------
Vaal Grace
--------
Souls Per Use: 45
Can Store 1 Use
Soul Gain Prevention: 6 sec
Effectiveness of Added Damage: 100%
--------
Casts a temporary aura that grants you and your allies a chance to avoid damage from attacks and spells.
--------
Base duration is 6.00 seconds
You and nearby allies have 39% chance to Avoid Damage from Hits
--------
Place into an item socket of the right colour to gain this skill. Right click to remove from a socket.
--------
Corrupted
`,
    expected: {
      name: 'Vaal Grace',
      base: 'Vaal Grace',
      itemClass: 'Skill Gems',
      rarity: 'normal',
      image: '/images/gems/Vaal_Grace.png',
    },
  },
  {
    title: 'support gem without an Item Class line: the name tells it is a support',
    text: `Rarity: Gem
Multistrike Support
--------
Attack, Support, Melee, Strike
Level: 1
Cost & Reservation Multiplier: 140%
--------
Requirements:
Level: 38
Str: 60
--------
Supports melee attack skills, making them repeat three times when used, targeting a random enemy each time.
--------
Supported Skills Repeat 2 additional times
Supported Skills have 44% more Attack Speed
--------
Experience: 1/285,815
--------
This is a Support Gem. It does not grant a bonus to your character, but to skills in sockets connected to it. Place into an item socket connected to a socket containing the Skill Gem you wish to augment. Right click to remove from a socket.
`,
    expected: {
      name: 'Multistrike Support',
      base: 'Multistrike Support',
      itemClass: 'Support Gems',
      rarity: 'normal',
      image: '/images/gems/Multistrike_Support.png',
    },
  },
];

import type { CorpusEntry } from './catalogue';

/** Unique items: a name line, then the base line; the picture is the unique's own. */
export const uniques: CorpusEntry[] = [
  {
    title: 'unique rune dagger (one-hand weapon), the example of the format notes',
    text: `Item Class: Rune Daggers
Rarity: Unique
Arakaali's Fang
Fiend Dagger
--------
Rune Dagger
Physical Damage: 96-326 (augmented)
Critical Strike Chance: 8.50%
Attacks per Second: 1.20
--------
Requirements:
Level: 65
Str: 61
Dex: 103
Int: 123
--------
Sockets: R-B G 
--------
Item Level: 71
--------
40% increased Global Critical Strike Chance (implicit)
--------
100% chance to Trigger Level 1 Raise Spiders on Kill
199% increased Physical Damage
Adds 1 to 59 Lightning Damage
Adds 8 to 14 Physical Damage to Attacks
`,
    expected: {
      name: "Arakaali's Fang",
      base: 'Fiend Dagger',
      itemClass: 'Rune Daggers',
      rarity: 'unique',
      image: "/images/uniques/Arakaali's_Fang.png",
    },
  },
  {
    title: 'unique body armour with six white linked sockets',
    text: `Item Class: Body Armours
Rarity: Unique
Tabula Rasa
Simple Robe
--------
Sockets: W-W-W-W-W-W 
--------
Item Level: 68
--------
Item has no Level requirement and Energy Shield
`,
    expected: {
      name: 'Tabula Rasa',
      base: 'Simple Robe',
      itemClass: 'Body Armours',
      rarity: 'unique',
      image: '/images/uniques/Tabula_Rasa.png',
    },
  },
  {
    title: 'unique helmet with quality and augmented evasion',
    text: `Item Class: Helmets
Rarity: Unique
Goldrim
Leather Cap
--------
Quality: +20% (augmented)
Evasion Rating: 84 (augmented)
--------
Sockets: G-R 
--------
Item Level: 24
--------
+34 to Evasion Rating
10% increased Rarity of Items found
+36% to all Elemental Resistances
Reflects 4 Physical Damage to Melee Attackers
--------
No metal slips as easily through the fingers as gold.
`,
    expected: {
      name: 'Goldrim',
      base: 'Leather Cap',
      itemClass: 'Helmets',
      rarity: 'unique',
      image: '/images/uniques/Goldrim.png',
    },
  },
  {
    title: 'unique boots, corrupted',
    text: `Item Class: Boots
Rarity: Unique
Seven-League Step
Rawhide Boots
--------
Evasion Rating: 35
--------
Requirements:
Level: 9
Dex: 18
--------
Sockets: G-B 
--------
Item Level: 74
--------
50% increased Movement Speed
--------
Corrupted
`,
    expected: {
      name: 'Seven-League Step',
      base: 'Rawhide Boots',
      itemClass: 'Boots',
      rarity: 'unique',
      image: '/images/uniques/Seven-League_Step.png',
    },
  },
  {
    title: 'unique belt with an implicit, mirrored',
    text: `Item Class: Belts
Rarity: Unique
Headhunter
Leather Belt
--------
Requirements:
Level: 40
--------
Item Level: 83
--------
+35 to maximum Life (implicit)
--------
+51 to Strength
+46 to Dexterity
+55 to maximum Life
24% increased Damage with Hits against Rare monsters
When you Kill a Rare Monster, you gain its Modifiers for 60 seconds
--------
"A man's soul rules from a cavern of bone, learns and
judges through flesh-born windows. The heart is meat.
The head is where the Man is."
- Lavianga, Advisor to Kaom
--------
Mirrored
`,
    expected: {
      name: 'Headhunter',
      base: 'Leather Belt',
      itemClass: 'Belts',
      rarity: 'unique',
      image: '/images/uniques/Headhunter.png',
    },
  },
  {
    title: 'unique ring',
    text: `Item Class: Rings
Rarity: Unique
Berek's Grip
Two-Stone Ring
--------
Requirements:
Level: 20
--------
Item Level: 70
--------
+15% to Cold and Lightning Resistances (implicit)
--------
Adds 1 to 50 Lightning Damage to Spells and Attacks
+30% to Cold Resistance
1% of Damage Leeched as Life against Shocked Enemies
1% of Damage Leeched as Energy Shield against Frozen Enemies
`,
    expected: {
      name: "Berek's Grip",
      base: 'Two-Stone Ring',
      itemClass: 'Rings',
      rarity: 'unique',
      image: "/images/uniques/Berek's_Grip.png",
    },
  },
  {
    title: 'unique amulet, corrupted with an anointment',
    text: `Item Class: Amulets
Rarity: Unique
Astramentis
Onyx Amulet
--------
Requirements:
Level: 20
--------
Item Level: 81
--------
Allocates Whispers of Doom (enchant)
--------
+14 to all Attributes (implicit)
--------
+92 to all Attributes
-4 Physical Damage taken from Attack Hits
--------
Corrupted
`,
    expected: {
      name: 'Astramentis',
      base: 'Onyx Amulet',
      itemClass: 'Amulets',
      rarity: 'unique',
      image: '/images/uniques/Astramentis.png',
    },
  },
  {
    title: 'unique utility flask',
    text: `Item Class: Utility Flasks
Rarity: Unique
Dying Sun
Ruby Flask
--------
Lasts 4.00 Seconds
Consumes 30 of 60 Charges on use
Currently has 60 Charges
+50% to Fire Resistance
20% less Fire Damage taken
--------
Requirements:
Level: 68
--------
Item Level: 84
--------
20% increased Area of Effect during Effect
Skills fire 2 additional Projectiles during Effect
--------
Right click to drink. Can only hold charges while in belt. Refills as you kill monsters.
`,
    expected: {
      name: 'Dying Sun',
      base: 'Ruby Flask',
      itemClass: 'Utility Flasks',
      rarity: 'unique',
      image: '/images/uniques/Dying_Sun.png',
    },
  },
  {
    title: 'unique jewel',
    text: `Item Class: Jewels
Rarity: Unique
Watcher's Eye
Prismatic Jewel
--------
Limited to: 1
--------
Item Level: 86
--------
5% increased maximum Energy Shield
6% increased maximum Life
4% increased maximum Mana
Damage Penetrates 12% Lightning Resistance while affected by Wrath
+1.3% to Critical Strike Chance while affected by Wrath
--------
One by one, they stood their ground against a creature
they had no hope of understanding, let alone defeating,
and one by one, they became a part of it.
--------
Place into an allocated Jewel Socket on the Passive Skill Tree. Right click to remove from the Socket.
`,
    expected: {
      name: "Watcher's Eye",
      base: 'Prismatic Jewel',
      itemClass: 'Jewels',
      rarity: 'unique',
      image: "/images/uniques/Watcher's_Eye.png",
    },
  },
  {
    title: 'unique bow (two-hand)',
    text: `Item Class: Bows
Rarity: Unique
Lioneye's Glare
Imperial Bow
--------
Bow
Physical Damage: 89-337 (augmented)
Critical Strike Chance: 5.00%
Attacks per Second: 1.45
--------
Requirements:
Level: 66
Dex: 212
--------
Sockets: G-G-G-R-G-B 
--------
Item Level: 82
--------
26% increased Elemental Damage with Attack Skills (implicit)
--------
157% increased Physical Damage
Adds 16 to 38 Physical Damage
+15% to Global Critical Strike Multiplier
Your hits can't be Evaded
Far Shot
`,
    expected: {
      name: "Lioneye's Glare",
      base: 'Imperial Bow',
      itemClass: 'Bows',
      rarity: 'unique',
      image: "/images/uniques/Lioneye's_Glare.png",
    },
  },
  {
    title: 'unique staff, with Windows line endings',
    text: `Item Class: Staves\r
Rarity: Unique\r
The Whispering Ice\r
Vile Staff\r
--------\r
Staff\r
Physical Damage: 41-123\r
Critical Strike Chance: 6.60%\r
Attacks per Second: 1.15\r
Weapon Range: 13\r
--------\r
Requirements:\r
Level: 68\r
Str: 113\r
Int: 113\r
--------\r
Sockets: B-B-B-R-B-B \r
--------\r
Item Level: 80\r
--------\r
+18% Chance to Block Attack Damage while wielding a Staff (implicit)\r
--------\r
Trigger Level 20 Icestorm when you Cast a Spell\r
Icestorm deals 30% increased Damage per 100 Intelligence\r
+30 to Intelligence\r
14% increased Intelligence\r
`,
    expected: {
      name: 'The Whispering Ice',
      base: 'Vile Staff',
      itemClass: 'Staves',
      rarity: 'unique',
      image: '/images/uniques/The_Whispering_Ice.png',
    },
  },
  {
    title: 'unique shield',
    text: `Item Class: Shields
Rarity: Unique
Aegis Aurora
Champion Kite Shield
--------
Chance to Block: 24%
Armour: 534 (augmented)
Energy Shield: 106 (augmented)
--------
Requirements:
Level: 62
Str: 85
Int: 85
--------
Sockets: B-R-R 
--------
Item Level: 84
--------
+10% to all Elemental Resistances (implicit)
--------
+5% Chance to Block
Replenishes Energy Shield by 4% of Armour when you Block
226% increased Armour and Energy Shield
+45% to Cold Resistance
`,
    expected: {
      name: 'Aegis Aurora',
      base: 'Champion Kite Shield',
      itemClass: 'Shields',
      rarity: 'unique',
      image: '/images/uniques/Aegis_Aurora.png',
    },
  },
  {
    title: 'unique quiver',
    text: `Item Class: Quivers
Rarity: Unique
Drillneck
Penetrating Arrow Quiver
--------
Requirements:
Level: 55
--------
Item Level: 80
--------
Arrows Pierce an additional Target (implicit)
--------
Adds 4 to 8 Physical Damage to Attacks
10% increased Attack Speed
+70 to maximum Life
Arrows Pierce all Targets
Arrows deal 30% increased Damage to Targets they Pierce
`,
    expected: {
      name: 'Drillneck',
      base: 'Penetrating Arrow Quiver',
      itemClass: 'Quivers',
      rarity: 'unique',
      image: '/images/uniques/Drillneck.png',
    },
  },
  {
    title: 'unique two-hand sword, Shaper item',
    text: `Item Class: Two Hand Swords
Rarity: Unique
Starforge
Infernal Sword
--------
Two Handed Sword
Physical Damage: 396-748 (augmented)
Critical Strike Chance: 5.00%
Attacks per Second: 1.45 (augmented)
Weapon Range: 13
--------
Requirements:
Level: 67
Str: 113
Dex: 113
--------
Sockets: R-R-R-R-G-R 
--------
Item Level: 86
--------
30% increased Global Accuracy Rating (implicit)
--------
+96 to maximum Life
473% increased Physical Damage
20% increased Area of Effect of Area Skills
Your Physical Damage can Shock
Deal no Elemental Damage
--------
Shaper Item
`,
    expected: {
      name: 'Starforge',
      base: 'Infernal Sword',
      itemClass: 'Two Hand Swords',
      rarity: 'unique',
      image: '/images/uniques/Starforge.png',
    },
  },
  {
    title: 'unique fishing rod',
    text: `Item Class: Fishing Rods
Rarity: Unique
Reefbane
Fishing Rod
--------
Fishing Rod
Physical Damage: 8-15
Critical Strike Chance: 5.00%
Attacks per Second: 1.20
--------
Requirements:
Level: 1
--------
Sockets: G-G-G 
--------
Item Level: 70
--------
+2 to Level of Socketed Gems
10% increased Fish Bite Sensitivity
Thaumaturgical Lure
`,
    expected: {
      name: 'Reefbane',
      base: 'Fishing Rod',
      itemClass: 'Fishing Rods',
      rarity: 'unique',
      image: '/images/uniques/Reefbane.png',
    },
  },
  {
    title: 'unique gloves without an Item Class line (older client): the class comes from the base',
    text: `Rarity: Unique
Hrimsorrow
Goathide Gloves
--------
Evasion Rating: 33
--------
Requirements:
Level: 9
Dex: 17
--------
Sockets: R-G 
--------
Item Level: 37
--------
+63 to maximum Life
+27% to Cold Resistance
100% of Physical Damage Converted to Cold Damage
Reflects 10 Cold Damage to Melee Attackers
`,
    expected: {
      name: 'Hrimsorrow',
      base: 'Goathide Gloves',
      itemClass: 'Gloves',
      rarity: 'unique',
      image: '/images/uniques/Hrimsorrow.png',
    },
  },
  {
    title: 'unique one-hand mace whose name needs URL encoding',
    text: `Item Class: One Hand Maces
Rarity: Unique
Mjölner
Gavel
--------
Mace
Physical Damage: 164-284 (augmented)
Critical Strike Chance: 5.00%
Attacks per Second: 1.30
Weapon Range: 11
--------
Requirements:
Level: 60
Str: 412
Int: 300
--------
Sockets: B-B-R-B-B-R 
--------
Item Level: 76
--------
15% reduced Enemy Stun Threshold (implicit)
--------
Trigger a Socketed Lightning Spell on Hit, with a 0.25 second Cooldown
Socketed Lightning Spells have 100% increased Spell Damage if Triggered
87% increased Physical Damage
Adds 1 to 120 Lightning Damage
`,
    expected: {
      name: 'Mjölner',
      base: 'Gavel',
      itemClass: 'One Hand Maces',
      rarity: 'unique',
      image: '/images/uniques/Mj%C3%B6lner.png',
    },
  },
  {
    title: 'unidentified unique: only the base is known, its picture is the base’s',
    text: `Item Class: Jewels
Rarity: Unique
Prismatic Jewel
--------
Limited to: 1
--------
Item Level: 86
--------
Unidentified
--------
Place into an allocated Jewel Socket on the Passive Skill Tree. Right click to remove from the Socket.
`,
    expected: {
      name: 'Prismatic Jewel',
      base: 'Prismatic Jewel',
      itemClass: 'Jewels',
      rarity: 'unique',
      image: '/images/non_uniques/Prismatic_Jewel.png',
    },
  },
];

import type { CorpusEntry } from './catalogue';

/** Normal items: the one name line is the base, with 'Superior' when the item has quality. */
export const normal: CorpusEntry[] = [
  {
    title: 'normal body armour with quality: Superior is not part of the base',
    text: `Item Class: Body Armours
Rarity: Normal
Superior Vaal Regalia
--------
Quality: +20% (augmented)
Energy Shield: 210 (augmented)
--------
Requirements:
Level: 68
Int: 194
--------
Sockets: B-B-B-B-G-R 
--------
Item Level: 86
`,
    expected: {
      name: 'Superior Vaal Regalia',
      base: 'Vaal Regalia',
      itemClass: 'Body Armours',
      rarity: 'normal',
      image: '/images/non_uniques/Vaal_Regalia.png',
    },
  },
  {
    title: 'normal life flask without an Item Class line',
    text: `Rarity: Normal
Small Life Flask
--------
Recovers 70 Life over 3.00 Seconds
Consumes 7 of 21 Charges on use
Currently has 21 Charges
--------
Item Level: 2
--------
Right click to drink. Can only hold charges while in belt. Refills as you kill monsters.
`,
    expected: {
      name: 'Small Life Flask',
      base: 'Small Life Flask',
      itemClass: 'Life Flasks',
      rarity: 'normal',
      image: '/images/non_uniques/Small_Life_Flask.png',
    },
  },
  {
    title: 'normal wand with surrounding blank lines and spaces',
    text: `

   Item Class: Wands
Rarity: Normal
  Driftwood Wand  
--------
Wand
Physical Damage: 3-6
Critical Strike Chance: 7.00%
Attacks per Second: 1.40
--------
Sockets: B 
--------
Item Level: 1
--------
11% increased Spell Damage (implicit)


`,
    expected: {
      name: 'Driftwood Wand',
      base: 'Driftwood Wand',
      itemClass: 'Wands',
      rarity: 'normal',
      image: '/images/non_uniques/Driftwood_Wand.png',
    },
  },
  {
    title: 'normal bow',
    text: `Item Class: Bows
Rarity: Normal
Crude Bow
--------
Bow
Physical Damage: 5-13
Critical Strike Chance: 5.00%
Attacks per Second: 1.40
--------
Sockets: G-G 
--------
Item Level: 2
`,
    expected: {
      name: 'Crude Bow',
      base: 'Crude Bow',
      itemClass: 'Bows',
      rarity: 'normal',
      image: '/images/non_uniques/Crude_Bow.png',
    },
  },
  {
    title: 'normal quiver',
    text: `Item Class: Quivers
Rarity: Normal
Serrated Arrow Quiver
--------
Requirements:
Level: 5
--------
Item Level: 12
--------
Adds 1 to 4 Physical Damage to Attacks with Bows (implicit)
`,
    expected: {
      name: 'Serrated Arrow Quiver',
      base: 'Serrated Arrow Quiver',
      itemClass: 'Quivers',
      rarity: 'normal',
      image: '/images/non_uniques/Serrated_Arrow_Quiver.png',
    },
  },
  {
    title: 'normal shield',
    text: `Item Class: Shields
Rarity: Normal
Splintered Tower Shield
--------
Chance to Block: 24%
Armour: 9
--------
Sockets: R 
--------
Item Level: 1
--------
+3% to all Elemental Resistances (implicit)
`,
    expected: {
      name: 'Splintered Tower Shield',
      base: 'Splintered Tower Shield',
      itemClass: 'Shields',
      rarity: 'normal',
      image: '/images/non_uniques/Splintered_Tower_Shield.png',
    },
  },
  {
    title: 'normal one-hand sword, corrupted',
    text: `Item Class: One Hand Swords
Rarity: Normal
Rusted Sword
--------
One Handed Sword
Physical Damage: 4-9
Critical Strike Chance: 5.00%
Attacks per Second: 1.55
Weapon Range: 11
--------
Requirements:
Str: 8
Dex: 8
--------
Sockets: R-G 
--------
Item Level: 3
--------
40% increased Global Accuracy Rating (implicit)
--------
Corrupted
`,
    expected: {
      name: 'Rusted Sword',
      base: 'Rusted Sword',
      itemClass: 'One Hand Swords',
      rarity: 'normal',
      image: '/images/non_uniques/Rusted_Sword.png',
    },
  },
  {
    title: 'normal cluster jewel newer than the base list: the line is the base',
    text: `Item Class: Jewels
Rarity: Normal
Small Cluster Jewel
--------
Requirements:
Level: 54
--------
Item Level: 70
--------
Adds 2 Passive Skills (enchant)
Added Small Passive Skills grant: 4% increased maximum Life (enchant)
--------
Place into an allocated Small, Medium or Large Jewel Socket on the Passive Skill Tree. Added passives do not interact with jewel radiuses. Right click to remove from the Socket.
`,
    expected: {
      name: 'Small Cluster Jewel',
      base: 'Small Cluster Jewel',
      itemClass: 'Jewels',
      rarity: 'normal',
      image: '/images/non_uniques/Small_Cluster_Jewel.png',
    },
  },
];

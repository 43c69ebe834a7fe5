import type { CorpusEntry } from './catalogue';

/** Magic items: one name line wrapping the base in a prefix and/or a suffix. */
export const magic: CorpusEntry[] = [
  {
    title: 'magic gloves with a prefix and a suffix, the example of the format notes',
    text: `Item Class: Gloves
Rarity: Magic
Frosted Fishscale Gauntlets of Skill
--------
Armour: 42
Evasion Rating: 42
--------
Requirements:
Level: 15
Str: 23
Dex: 23
--------
Sockets: R-G 
--------
Item Level: 31
--------
Adds 3 to 6 Cold Damage to Attacks
7% increased Attack Speed
`,
    expected: {
      name: 'Frosted Fishscale Gauntlets of Skill',
      base: 'Fishscale Gauntlets',
      itemClass: 'Gloves',
      rarity: 'magic',
      image: '/images/non_uniques/Fishscale_Gauntlets.png',
    },
  },
  {
    title: 'magic life flask',
    text: `Item Class: Life Flasks
Rarity: Magic
Seething Divine Life Flask of Staunching
--------
Quality: +20% (augmented)
Recovers 1152 (augmented) Life over 1.00 (augmented) Second
Consumes 15 of 45 Charges on use
Currently has 45 Charges
--------
Requirements:
Level: 60
--------
Item Level: 78
--------
66% reduced Amount Recovered
Instant Recovery
Grants Immunity to Bleeding for 4 seconds if used while Bleeding
Grants Immunity to Corrupted Blood for 4 seconds if used while affected by Corrupted Blood
--------
Right click to drink. Can only hold charges while in belt. Refills as you kill monsters.
`,
    expected: {
      name: 'Seething Divine Life Flask of Staunching',
      base: 'Divine Life Flask',
      itemClass: 'Life Flasks',
      rarity: 'magic',
      image: '/images/non_uniques/Divine_Life_Flask.png',
    },
  },
  {
    title: 'magic mana flask',
    text: `Item Class: Mana Flasks
Rarity: Magic
Enduring Eternal Mana Flask of Heat
--------
Recovers 147 (augmented) Mana over 4.20 (augmented) Seconds
Consumes 8 of 40 Charges on use
Currently has 40 Charges
--------
Requirements:
Level: 65
--------
Item Level: 79
--------
30% reduced Amount Recovered
50% increased Duration
Grants Immunity to Freeze for 4 seconds if used while Frozen
--------
Right click to drink. Can only hold charges while in belt. Refills as you kill monsters.
`,
    expected: {
      name: 'Enduring Eternal Mana Flask of Heat',
      base: 'Eternal Mana Flask',
      itemClass: 'Mana Flasks',
      rarity: 'magic',
      image: '/images/non_uniques/Eternal_Mana_Flask.png',
    },
  },
  {
    title: 'magic hybrid flask with a prefix only',
    text: `Item Class: Hybrid Flasks
Rarity: Magic
Bubbling Sacred Hybrid Flask
--------
Recovers 470 (augmented) Life over 2.00 Seconds
Recovers 175 (augmented) Mana over 2.00 Seconds
Consumes 20 of 50 Charges on use
Currently has 50 Charges
--------
Requirements:
Level: 50
--------
Item Level: 68
--------
50% reduced Amount Recovered
135% increased Recovery rate
50% of Recovery applied Instantly
--------
Right click to drink. Can only hold charges while in belt. Refills as you kill monsters.
`,
    expected: {
      name: 'Bubbling Sacred Hybrid Flask',
      base: 'Sacred Hybrid Flask',
      itemClass: 'Hybrid Flasks',
      rarity: 'magic',
      image: '/images/non_uniques/Sacred_Hybrid_Flask.png',
    },
  },
  {
    title: 'magic quicksilver flask',
    text: `Item Class: Utility Flasks
Rarity: Magic
Experimenter's Quicksilver Flask of Adrenaline
--------
Lasts 6.60 (augmented) Seconds
Consumes 30 of 50 Charges on use
Currently has 50 Charges
40% increased Movement Speed
--------
Requirements:
Level: 4
--------
Item Level: 82
--------
37% increased Duration
25% increased Movement Speed during Effect
--------
Right click to drink. Can only hold charges while in belt. Refills as you kill monsters.
`,
    expected: {
      name: "Experimenter's Quicksilver Flask of Adrenaline",
      base: 'Quicksilver Flask',
      itemClass: 'Utility Flasks',
      rarity: 'magic',
      image: '/images/non_uniques/Quicksilver_Flask.png',
    },
  },
  {
    title: 'magic granite flask with a suffix only',
    text: `Item Class: Utility Flasks
Rarity: Magic
Granite Flask of the Armadillo
--------
Lasts 4.00 Seconds
Consumes 30 of 60 Charges on use
Currently has 60 Charges
+1500 to Armour
--------
Requirements:
Level: 27
--------
Item Level: 72
--------
+56% to Armour during Effect
--------
Right click to drink. Can only hold charges while in belt. Refills as you kill monsters.
`,
    expected: {
      name: 'Granite Flask of the Armadillo',
      base: 'Granite Flask',
      itemClass: 'Utility Flasks',
      rarity: 'magic',
      image: '/images/non_uniques/Granite_Flask.png',
    },
  },
  {
    title: 'magic belt with a prefix only',
    text: `Item Class: Belts
Rarity: Magic
Healthy Leather Belt
--------
Requirements:
Level: 10
--------
Item Level: 22
--------
+31 to maximum Life (implicit)
--------
+29 to maximum Life
`,
    expected: {
      name: 'Healthy Leather Belt',
      base: 'Leather Belt',
      itemClass: 'Belts',
      rarity: 'magic',
      image: '/images/non_uniques/Leather_Belt.png',
    },
  },
  {
    title: 'magic ring with a suffix only',
    text: `Item Class: Rings
Rarity: Magic
Sapphire Ring of the Penguin
--------
Requirements:
Level: 11
--------
Item Level: 40
--------
+24% to Cold Resistance (implicit)
--------
+29% to Cold Resistance
`,
    expected: {
      name: 'Sapphire Ring of the Penguin',
      base: 'Sapphire Ring',
      itemClass: 'Rings',
      rarity: 'magic',
      image: '/images/non_uniques/Sapphire_Ring.png',
    },
  },
  {
    title: 'magic gloves: the longest base name inside the name wins',
    text: `Item Class: Gloves
Rarity: Magic
Fingerless Silk Gloves of the Lynx
--------
Energy Shield: 56
--------
Requirements:
Level: 70
Int: 95
--------
Sockets: B-B-B-G 
--------
Item Level: 81
--------
16% increased Spell Damage (implicit)
--------
+37 to Dexterity
`,
    expected: {
      name: 'Fingerless Silk Gloves of the Lynx',
      base: 'Fingerless Silk Gloves',
      itemClass: 'Gloves',
      rarity: 'magic',
      image: '/images/non_uniques/Fingerless_Silk_Gloves.png',
    },
  },
  {
    title: 'magic sceptre without an Item Class line, prefix and suffix around a possessive base',
    text: `Rarity: Magic
Flaming Tyrant's Sekhem of Ire
--------
Sceptre
Physical Damage: 51-94
Elemental Damage: 19-35 (augmented)
Critical Strike Chance: 6.20%
Attacks per Second: 1.25
Weapon Range: 11
--------
Requirements:
Level: 58
Str: 99
Int: 140
--------
Sockets: B-R-B 
--------
Item Level: 70
--------
40% increased Elemental Damage (implicit)
--------
Adds 19 to 35 Fire Damage
+8% to Global Critical Strike Multiplier
`,
    expected: {
      name: "Flaming Tyrant's Sekhem of Ire",
      base: "Tyrant's Sekhem",
      itemClass: 'Sceptres',
      rarity: 'magic',
      image: "/images/non_uniques/Tyrant's_Sekhem.png",
    },
  },
  {
    title: 'magic jewel',
    text: `Item Class: Jewels
Rarity: Magic
Sharpened Cobalt Jewel of Zeal
--------
Item Level: 75
--------
14% increased Spell Damage
4% increased Attack and Cast Speed
--------
Place into an allocated Jewel Socket on the Passive Skill Tree. Right click to remove from the Socket.
`,
    expected: {
      name: 'Sharpened Cobalt Jewel of Zeal',
      base: 'Cobalt Jewel',
      itemClass: 'Jewels',
      rarity: 'magic',
      image: '/images/non_uniques/Cobalt_Jewel.png',
    },
  },
  {
    title: 'magic cluster jewel, its base given as a bare name',
    text: `Item Class: Jewels
Rarity: Magic
Notable Medium Cluster Jewel of Potency
--------
Requirements:
Level: 54
--------
Item Level: 75
--------
Adds 5 Passive Skills (enchant)
1 Added Passive Skill is a Jewel Socket (enchant)
Added Small Passive Skills grant: 12% increased Cold Damage (enchant)
--------
1 Added Passive Skill is Cold Conduction
Added Small Passive Skills also grant: +2% to Cold Resistance
--------
Place into an allocated Medium or Large Jewel Socket on the Passive Skill Tree. Added passives do not interact with jewel radiuses. Right click to remove from the Socket.
`,
    expected: {
      name: 'Notable Medium Cluster Jewel of Potency',
      base: 'Medium Cluster Jewel',
      itemClass: 'Jewels',
      rarity: 'magic',
      image: '/images/non_uniques/Medium_Cluster_Jewel.png',
    },
  },
  {
    title: 'magic abyss jewel',
    text: `Item Class: Abyss Jewels
Rarity: Magic
Vibrant Searching Eye Jewel of the Lynx
--------
Abyss
--------
Requirements:
Level: 30
--------
Item Level: 68
--------
+42 to maximum Life
+16 to Dexterity
--------
Place into an Abyssal Socket on an Item or into an allocated Jewel Socket on the Passive Skill Tree. Right click to remove from the Socket.
`,
    expected: {
      name: 'Vibrant Searching Eye Jewel of the Lynx',
      base: 'Searching Eye Jewel',
      itemClass: 'Abyss Jewels',
      rarity: 'magic',
      image: '/images/non_uniques/Searching_Eye_Jewel.png',
    },
  },
  {
    title: 'unidentified magic belt shows its base alone',
    text: `Item Class: Belts
Rarity: Magic
Heavy Belt
--------
Requirements:
Level: 8
--------
Item Level: 75
--------
+27 to Strength (implicit)
--------
Unidentified
`,
    expected: {
      name: 'Heavy Belt',
      base: 'Heavy Belt',
      itemClass: 'Belts',
      rarity: 'magic',
      image: '/images/non_uniques/Heavy_Belt.png',
    },
  },
  {
    title: 'magic life flask from a French client, base found through its French name',
    text: `Classe d'objet: Flacons de Vie
Rareté: Magique
Flacon divin de vie bouillonnant d'étanchement
--------
Récupère 960 points de Vie en 1,00 seconde
Consomme 15 de 45 charges à l'utilisation
Contient actuellement 45 charges
--------
Prérequis:
Niveau: 60
--------
Niveau de l'objet: 77
--------
Récupération instantanée
Octroie l'immunité au Saignement pendant 4 secondes si utilisé pendant un Saignement
--------
Faites un clic droit pour boire. Ne peut accumuler de charges que dans la ceinture. Se recharge à chaque monstre tué.
`,
    expected: {
      name: "Flacon divin de vie bouillonnant d'étanchement",
      base: 'Divine Life Flask',
      itemClass: 'Life Flasks',
      rarity: 'magic',
      image: '/images/non_uniques/Divine_Life_Flask.png',
    },
  },
  {
    title: 'magic amulet on a base the list does not know: nothing to recognise',
    text: `Item Class: Amulets
Rarity: Magic
Glittering Marble Amulet of the Lynx
--------
Requirements:
Level: 74
--------
Item Level: 84
--------
1.4% of Life Regenerated per second (implicit)
--------
18% increased Rarity of Items found
+33 to Dexterity
`,
    expected: null,
  },
];

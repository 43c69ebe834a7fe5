import type { CorpusEntry } from './catalogue';

/** Rare items: a generated name, then the base line; the picture is the base's. */
export const rares: CorpusEntry[] = [
  {
    title: 'rare boots with a hyphenated base, Hunter influence',
    text: `Item Class: Boots
Rarity: Rare
Storm Stride
Two-Toned Boots
--------
Quality: +20% (augmented)
Armour: 152 (augmented)
Energy Shield: 31 (augmented)
--------
Requirements:
Level: 70
Str: 62
Int: 62
--------
Sockets: R-B-B-G 
--------
Item Level: 85
--------
+12% to Cold and Lightning Resistances (implicit)
--------
30% increased Movement Speed
+81 to maximum Life
+38% to Fire Resistance
+41% to Lightning Resistance
You have Tailwind if you have dealt a Critical Strike Recently
--------
Hunter Item
`,
    expected: {
      name: 'Storm Stride',
      base: 'Two-Toned Boots',
      itemClass: 'Boots',
      rarity: 'rare',
      image: '/images/non_uniques/Two-Toned_Boots.png',
    },
  },
  {
    title: 'rare body armour with a fractured mod, Elder influence',
    text: `Item Class: Body Armours
Rarity: Rare
Entropy Shell
Vaal Regalia
--------
Quality: +20% (augmented)
Energy Shield: 612 (augmented)
--------
Requirements:
Level: 68
Int: 194
--------
Sockets: B-B-B-B-B-G 
--------
Item Level: 86
--------
+1 to Level of Socketed Gems (fractured)
+62 to maximum Energy Shield
104% increased Energy Shield
+47 to maximum Mana
+33% to Cold Resistance
+10% chance to Suppress Spell Damage (crafted)
--------
Elder Item
Fractured Item
`,
    expected: {
      name: 'Entropy Shell',
      base: 'Vaal Regalia',
      itemClass: 'Body Armours',
      rarity: 'rare',
      image: '/images/non_uniques/Vaal_Regalia.png',
    },
  },
  {
    title: 'rare ring with a crafted mod',
    text: `Item Class: Rings
Rarity: Rare
Gale Coil
Amethyst Ring
--------
Requirements:
Level: 44
--------
Item Level: 82
--------
+22% to Chaos Resistance (implicit)
--------
Adds 6 to 13 Physical Damage to Attacks
+64 to maximum Life
+43% to Lightning Resistance
+38% to Cold Resistance
+28 to Strength (crafted)
`,
    expected: {
      name: 'Gale Coil',
      base: 'Amethyst Ring',
      itemClass: 'Rings',
      rarity: 'rare',
      image: '/images/non_uniques/Amethyst_Ring.png',
    },
  },
  {
    title: 'rare wand (one-hand)',
    text: `Item Class: Wands
Rarity: Rare
Miracle Song
Imbued Wand
--------
Wand
Physical Damage: 29-53
Elemental Damage: 12-24 (augmented)
Critical Strike Chance: 7.00%
Attacks per Second: 1.50
--------
Requirements:
Level: 59
Int: 188
--------
Sockets: B-B-G 
--------
Item Level: 78
--------
37% increased Spell Damage (implicit)
--------
+1 to Level of all Fire Spell Skill Gems
89% increased Spell Damage
Adds 12 to 24 Fire Damage
28% increased Cast Speed
+23% to Global Critical Strike Multiplier
`,
    expected: {
      name: 'Miracle Song',
      base: 'Imbued Wand',
      itemClass: 'Wands',
      rarity: 'rare',
      image: '/images/non_uniques/Imbued_Wand.png',
    },
  },
  {
    title: 'rare jewel, corrupted',
    text: `Item Class: Jewels
Rarity: Rare
Corruption Glisten
Crimson Jewel
--------
Item Level: 84
--------
7% increased maximum Life
18% increased Critical Strike Multiplier for Attacks with Two Handed Weapons
+11% to Cold and Lightning Resistances
5% increased Attack Speed
--------
Place into an allocated Jewel Socket on the Passive Skill Tree. Right click to remove from the Socket.
--------
Corrupted
`,
    expected: {
      name: 'Corruption Glisten',
      base: 'Crimson Jewel',
      itemClass: 'Jewels',
      rarity: 'rare',
      image: '/images/non_uniques/Crimson_Jewel.png',
    },
  },
  {
    title: 'rare abyss jewel',
    text: `Item Class: Abyss Jewels
Rarity: Rare
Dire Spark
Murderous Eye Jewel
--------
Abyss
--------
Requirements:
Level: 50
--------
Item Level: 83
--------
Adds 9 to 15 Physical Damage to Attacks
+48 to maximum Life
+23% to Global Critical Strike Multiplier
Minions deal 15% increased Damage
--------
Place into an Abyssal Socket on an Item or into an allocated Jewel Socket on the Passive Skill Tree. Right click to remove from the Socket.
`,
    expected: {
      name: 'Dire Spark',
      base: 'Murderous Eye Jewel',
      itemClass: 'Abyss Jewels',
      rarity: 'rare',
      image: '/images/non_uniques/Murderous_Eye_Jewel.png',
    },
  },
  {
    title: 'rare cluster jewel with enchantments',
    text: `Item Class: Jewels
Rarity: Rare
Sol Curio
Large Cluster Jewel
--------
Requirements:
Level: 54
--------
Item Level: 84
--------
Adds 8 Passive Skills (enchant)
2 Added Passive Skills are Jewel Sockets (enchant)
Added Small Passive Skills grant: 12% increased Fire Damage (enchant)
--------
Added Small Passive Skills also grant: +5% to Fire Resistance
1 Added Passive Skill is Burning Bright
1 Added Passive Skill is Prismatic Heart
1 Added Passive Skill is Smoking Remains
--------
Place into an allocated Large Jewel Socket on the Passive Skill Tree. Added passives do not interact with jewel radiuses. Right click to remove from the Socket.
`,
    expected: {
      name: 'Sol Curio',
      base: 'Large Cluster Jewel',
      itemClass: 'Jewels',
      rarity: 'rare',
      image: '/images/non_uniques/Large_Cluster_Jewel.png',
    },
  },
  {
    title: 'rare helmet without an Item Class line: the class comes from the base',
    text: `Rarity: Rare
Havoc Crown
Hubris Circlet
--------
Energy Shield: 214 (augmented)
--------
Requirements:
Level: 69
Int: 154
--------
Sockets: B-B-B-G 
--------
Item Level: 83
--------
+84 to maximum Energy Shield
+72 to maximum Life
+44% to Fire Resistance
+31% to Chaos Resistance
`,
    expected: {
      name: 'Havoc Crown',
      base: 'Hubris Circlet',
      itemClass: 'Helmets',
      rarity: 'rare',
      image: '/images/non_uniques/Hubris_Circlet.png',
    },
  },
  {
    title: 'rare bow',
    text: `Item Class: Bows
Rarity: Rare
Death Fletch
Spine Bow
--------
Bow
Quality: +20% (augmented)
Physical Damage: 102-287 (augmented)
Elemental Damage: 33-61 (augmented)
Critical Strike Chance: 6.00%
Attacks per Second: 1.61 (augmented)
--------
Requirements:
Level: 64
Dex: 212
--------
Sockets: G-G-G-G-G-R 
--------
Item Level: 84
--------
+2 to Level of Socketed Bow Gems
169% increased Physical Damage
Adds 33 to 61 Cold Damage
15% increased Attack Speed
+29% to Global Critical Strike Multiplier
`,
    expected: {
      name: 'Death Fletch',
      base: 'Spine Bow',
      itemClass: 'Bows',
      rarity: 'rare',
      image: '/images/non_uniques/Spine_Bow.png',
    },
  },
  {
    title: 'rare shield with eldritch implicits',
    text: `Item Class: Shields
Rarity: Rare
Rune Keep
Ezomyte Tower Shield
--------
Chance to Block: 25%
Armour: 856 (augmented)
--------
Requirements:
Level: 64
Str: 159
--------
Sockets: R-R-R 
--------
Item Level: 85
--------
+25 to maximum Life (implicit)
Recover 2% of Life when you Block (implicit)
--------
+102 to maximum Life
124% increased Armour
+42% to Fire Resistance
+40% to Lightning Resistance
--------
Searing Exarch Item
Eater of Worlds Item
`,
    expected: {
      name: 'Rune Keep',
      base: 'Ezomyte Tower Shield',
      itemClass: 'Shields',
      rarity: 'rare',
      image: '/images/non_uniques/Ezomyte_Tower_Shield.png',
    },
  },
  {
    title: 'rare quiver',
    text: `Item Class: Quivers
Rarity: Rare
Hate Thirst
Spike-Point Arrow Quiver
--------
Requirements:
Level: 55
--------
Item Level: 83
--------
25% increased Global Critical Strike Chance (implicit)
--------
+89 to maximum Life
Adds 10 to 19 Physical Damage to Attacks
+32% to Global Critical Strike Multiplier
+35% to Cold Resistance
10% increased Attack Speed with Bows
`,
    expected: {
      name: 'Hate Thirst',
      base: 'Spike-Point Arrow Quiver',
      itemClass: 'Quivers',
      rarity: 'rare',
      image: '/images/non_uniques/Spike-Point_Arrow_Quiver.png',
    },
  },
  {
    title: 'rare two-hand mace',
    text: `Item Class: Two Hand Maces
Rarity: Rare
Behemoth Mangler
Coronal Maul
--------
Two Handed Mace
Physical Damage: 201-413 (augmented)
Critical Strike Chance: 5.00%
Attacks per Second: 1.43 (augmented)
Weapon Range: 13
--------
Requirements:
Level: 57
Str: 182
--------
Sockets: R-R-R-R-G-R 
--------
Item Level: 80
--------
40% increased Area of Effect (implicit)
--------
152% increased Physical Damage
Adds 21 to 45 Physical Damage
10% increased Attack Speed
+31% to Global Critical Strike Multiplier
`,
    expected: {
      name: 'Behemoth Mangler',
      base: 'Coronal Maul',
      itemClass: 'Two Hand Maces',
      rarity: 'rare',
      image: '/images/non_uniques/Coronal_Maul.png',
    },
  },
  {
    title: 'rare belt with an abyssal socket',
    text: `Item Class: Belts
Rarity: Rare
Damnation Lash
Stygian Vise
--------
Requirements:
Level: 64
--------
Sockets: A 
--------
Item Level: 84
--------
Has 1 Abyssal Socket (implicit)
--------
+41 to Strength
+98 to maximum Life
+44% to Cold Resistance
+39% to Lightning Resistance
20% increased Flask Effect Duration
`,
    expected: {
      name: 'Damnation Lash',
      base: 'Stygian Vise',
      itemClass: 'Belts',
      rarity: 'rare',
      image: '/images/non_uniques/Stygian_Vise.png',
    },
  },
  {
    title: 'rare amulet with an anointment',
    text: `Item Class: Amulets
Rarity: Rare
Viper Beads
Jade Amulet
--------
Requirements:
Level: 64
--------
Item Level: 86
--------
Allocates Charisma (enchant)
--------
+27 to Dexterity (implicit)
--------
+1 to Level of all Physical Spell Skill Gems
+76 to maximum Life
+38% to Global Critical Strike Multiplier
+42% to Fire Resistance
14% increased Mana Reservation Efficiency of Skills (crafted)
`,
    expected: {
      name: 'Viper Beads',
      base: 'Jade Amulet',
      itemClass: 'Amulets',
      rarity: 'rare',
      image: '/images/non_uniques/Jade_Amulet.png',
    },
  },
  {
    title: 'rare synthesised ring: the base line carries the word Synthesised',
    text: `Item Class: Rings
Rarity: Rare
Pandemonium Loop
Synthesised Amethyst Ring
--------
Requirements:
Level: 44
--------
Item Level: 84
--------
+1 to Maximum Power Charges (implicit)
--------
+51 to maximum Life
+40% to Fire Resistance
+17% to Chaos Resistance
--------
Synthesised Item
`,
    expected: {
      name: 'Pandemonium Loop',
      base: 'Amethyst Ring',
      itemClass: 'Rings',
      rarity: 'rare',
      image: '/images/non_uniques/Amethyst_Ring.png',
    },
  },
  {
    title: 'rare staff whose base needs URL encoding',
    text: `Item Class: Staves
Rarity: Rare
Corpse Pillar
Maelström Staff
--------
Staff
Physical Damage: 61-128
Critical Strike Chance: 7.00%
Attacks per Second: 1.20
Weapon Range: 13
--------
Requirements:
Level: 64
Str: 113
Int: 113
--------
Sockets: B-B-B-B-B-B 
--------
Item Level: 84
--------
+20% Chance to Block Attack Damage while wielding a Staff (implicit)
--------
+2 to Level of all Cold Spell Skill Gems
112% increased Spell Damage
Gain 20% of Elemental Damage as Extra Chaos Damage
`,
    expected: {
      name: 'Corpse Pillar',
      base: 'Maelström Staff',
      itemClass: 'Staves',
      rarity: 'rare',
      image: '/images/non_uniques/Maelstr%C3%B6m_Staff.png',
    },
  },
  {
    title: 'unidentified rare: one line, the base',
    text: `Item Class: Two Hand Axes
Rarity: Rare
Karui Chopper
--------
Two Handed Axe
Physical Damage: 58-108
Critical Strike Chance: 5.00%
Attacks per Second: 1.25
Weapon Range: 13
--------
Requirements:
Level: 58
Str: 151
Dex: 43
--------
Sockets: R-R-G 
--------
Item Level: 74
--------
Unidentified
`,
    expected: {
      name: 'Karui Chopper',
      base: 'Karui Chopper',
      itemClass: 'Two Hand Axes',
      rarity: 'rare',
      image: '/images/non_uniques/Karui_Chopper.png',
    },
  },
  {
    title: 'rare boots from a French client: base and class in English for the picture',
    text: `Classe d'objet: Bottes
Rareté: Rare
Foulée de Tempête
Bottes en cuir brut
--------
Score d'Évasion: 84 (augmenté)
--------
Prérequis:
Niveau: 11
Dex: 21
--------
Châsses: G-G-R 
--------
Niveau de l'objet: 34
--------
+45 à la Vie maximale
25% d'augmentation de la Vitesse de déplacement
+28% à la Résistance au froid
`,
    expected: {
      name: 'Foulée de Tempête',
      base: 'Rawhide Boots',
      itemClass: 'Boots',
      rarity: 'rare',
      image: '/images/non_uniques/Rawhide_Boots.png',
    },
  },
];

import type { KnownName } from '../knownNames';
import type { ParsedItem } from '../parseItemText';

/** One pasted text and what the parser must make of it (null: nothing recognisable). */
export interface CorpusEntry {
  title: string;
  text: string;
  expected: ParsedItem | null;
}

/**
 * Base types as `GET /api/game/bases` lists them (English name, French display name, class),
 * taken from the API's catalogue data; the cluster jewels are newer than that data and come as
 * bare names, which the parser also accepts.
 */
export const corpusBases: readonly KnownName[] = [
  { name: 'Fiend Dagger', displayName: 'Dague du diable', itemClass: 'Daggers' },
  { name: 'Simple Robe', displayName: 'Toge simple', itemClass: 'Body Armours' },
  { name: 'Leather Cap', displayName: 'Capuchon en cuir', itemClass: 'Helmets' },
  { name: 'Rawhide Boots', displayName: 'Bottes en cuir brut', itemClass: 'Boots' },
  { name: 'Leather Belt', displayName: 'Ceinture en cuir', itemClass: 'Belts' },
  { name: 'Heavy Belt', displayName: 'Ceinture lourde', itemClass: 'Belts' },
  { name: 'Two-Stone Ring', displayName: 'Bague à deux pierres', itemClass: 'Rings' },
  { name: 'Onyx Amulet', displayName: "Amulette d'onyx", itemClass: 'Amulets' },
  { name: 'Ruby Flask', displayName: 'Flacon de rubis', itemClass: 'Utility Flasks' },
  { name: 'Prismatic Jewel', displayName: 'Joyau prismatique', itemClass: 'Jewels' },
  { name: 'Imperial Bow', displayName: 'Arc impérial', itemClass: 'Bows' },
  { name: 'Vile Staff', displayName: 'Bâton ignoble', itemClass: 'Staves' },
  { name: 'Champion Kite Shield', displayName: 'Écu de champion', itemClass: 'Shields' },
  {
    name: 'Penetrating Arrow Quiver',
    displayName: 'Carquois de flèches perçantes',
    itemClass: 'Quivers',
  },
  { name: 'Infernal Sword', displayName: 'Épée infernale', itemClass: 'Two Hand Swords' },
  { name: 'Fishing Rod', displayName: 'Canne à pêche', itemClass: 'Fishing Rods' },
  { name: 'Goathide Gloves', displayName: 'Gants en peau de chèvre', itemClass: 'Gloves' },
  { name: 'Gavel', displayName: 'Martelet', itemClass: 'One Hand Maces' },
  { name: 'Two-Toned Boots', displayName: 'Bottes à deux tons', itemClass: 'Boots' },
  { name: 'Vaal Regalia', displayName: 'Apparat vaal', itemClass: 'Body Armours' },
  { name: 'Amethyst Ring', displayName: "Bague d'améthyste", itemClass: 'Rings' },
  { name: 'Imbued Wand', displayName: 'Baguette imprégnée', itemClass: 'Wands' },
  { name: 'Crimson Jewel', displayName: 'Joyau pourpre', itemClass: 'Jewels' },
  { name: 'Murderous Eye Jewel', displayName: 'Joyau œil funeste', itemClass: 'Abyss Jewels' },
  { name: 'Hubris Circlet', displayName: 'Diadème de fatuité', itemClass: 'Helmets' },
  { name: 'Spine Bow', displayName: 'Arc en échine', itemClass: 'Bows' },
  { name: 'Ezomyte Tower Shield', displayName: 'Pavois ézomyte', itemClass: 'Shields' },
  {
    name: 'Spike-Point Arrow Quiver',
    displayName: 'Carquois de flèches aiguisées',
    itemClass: 'Quivers',
  },
  { name: 'Coronal Maul', displayName: 'Massue coronaire', itemClass: 'Two Hand Maces' },
  { name: 'Stygian Vise', displayName: 'Carcan stygien', itemClass: 'Belts' },
  { name: 'Jade Amulet', displayName: 'Amulette de jade', itemClass: 'Amulets' },
  { name: 'Maelström Staff', displayName: 'Bâton du maëlstrom', itemClass: 'Staves' },
  {
    name: 'Fishscale Gauntlets',
    displayName: 'Gantelets en écailles de poisson',
    itemClass: 'Gloves',
  },
  { name: 'Divine Life Flask', displayName: 'Flacon divin de vie', itemClass: 'Life Flasks' },
  { name: 'Eternal Mana Flask', displayName: 'Flacon éternel de mana', itemClass: 'Mana Flasks' },
  { name: 'Sacred Hybrid Flask', displayName: 'Flacon sacré hybride', itemClass: 'Hybrid Flasks' },
  { name: 'Quicksilver Flask', displayName: 'Flacon de vif-argent', itemClass: 'Utility Flasks' },
  { name: 'Granite Flask', displayName: 'Flacon de granite', itemClass: 'Utility Flasks' },
  { name: 'Sapphire Ring', displayName: 'Bague de saphir', itemClass: 'Rings' },
  { name: 'Silk Gloves', displayName: 'Gants en soie', itemClass: 'Gloves' },
  { name: 'Fingerless Silk Gloves', displayName: 'Mitaines en soie', itemClass: 'Gloves' },
  { name: 'Cobalt Jewel', displayName: 'Joyau cobalt', itemClass: 'Jewels' },
  { name: 'Searching Eye Jewel', displayName: 'Joyau œil scrutateur', itemClass: 'Abyss Jewels' },
  { name: 'Small Life Flask', displayName: 'Flacon mineur de vie', itemClass: 'Life Flasks' },
  { name: 'Driftwood Wand', displayName: 'Baguette en bois flotté', itemClass: 'Wands' },
  { name: 'Crude Bow', displayName: 'Arc sommaire', itemClass: 'Bows' },
  {
    name: 'Serrated Arrow Quiver',
    displayName: 'Carquois de flèches dentelées',
    itemClass: 'Quivers',
  },
  { name: 'Splintered Tower Shield', displayName: 'Pavois éclaté', itemClass: 'Shields' },
  { name: 'Rusted Sword', displayName: 'Épée rouillée', itemClass: 'One Hand Swords' },
  { name: 'Karui Chopper', displayName: 'Hachoir karui', itemClass: 'Two Hand Axes' },
  { name: 'Sekhem', displayName: 'Sceptre sekhem', itemClass: 'Sceptres' },
  { name: "Tyrant's Sekhem", displayName: 'Sekhem du tyran', itemClass: 'Sceptres' },
  'Small Cluster Jewel',
  'Medium Cluster Jewel',
  'Large Cluster Jewel',
];

/** Currency names with their French spelling, as the API's currency catalogue holds them. */
export const corpusCatalogueNames: readonly KnownName[] = [
  { name: 'Chaos Orb', displayName: 'Orbe du chaos' },
  { name: 'Divine Orb', displayName: 'Orbe divin' },
  { name: 'Sacrifice at Dawn', displayName: "Sacrifice à l'aube" },
  { name: 'Deafening Essence of Greed', displayName: "Essence Assourdissante d'Avarice" },
];

import { gems } from '../gems.js';
import { currencyInsert, gemInsert, uniqueInsert } from '../inserts.js';
import { goldrim, lifeFlask, magic, quicksilverFlask, rare, unique, wanderlust } from '../items.js';
import type { DemoBuild } from '../types.js';
import { deadeyeTrees } from '../trees.js';

const bow = rare('Storm Branch', 'Thicket Bow', 'Bows', [
  [
    'Bow',
    'Quality: +20% (augmented)',
    'Physical Damage: 46-138',
    'Elemental Damage: 98-181 (augmented)',
    'Critical Strike Chance: 6.50%',
    'Attacks per Second: 1.81 (augmented)',
  ],
  ['Requirements:', 'Level: 56', 'Dex: 179'],
  ['Sockets: G-G-G-B-G-G'],
  ['Item Level: 83'],
  [
    'Adds 41 to 79 Cold Damage',
    'Adds 12 to 102 Lightning Damage',
    '18% increased Attack Speed',
    '+34% to Global Critical Strike Chance',
    '+1 to Level of Socketed Bow Gems',
  ],
]);

const quiver = rare('Wind Song', 'Spike-Point Arrow Quiver', 'Quivers', [
  ['Requirements:', 'Level: 45'],
  ['Item Level: 80'],
  ['30% increased Global Critical Strike Chance (implicit)'],
  [
    '+72 to maximum Life',
    'Adds 11 to 21 Cold Damage to Attacks',
    '+32% to Global Critical Strike Multiplier',
    '+38% to Fire Resistance',
    '10% increased Attack Speed with Bows',
  ],
]);

const body = rare('Mind Hide', 'Zodiac Leather', 'Body Armours', [
  ['Evasion Rating: 1420 (augmented)'],
  ['Requirements:', 'Level: 65', 'Dex: 197'],
  ['Sockets: G-G-G-B-G-B'],
  ['Item Level: 83'],
  [
    '+104 to maximum Life',
    '+41% to Cold Resistance',
    '+37% to Lightning Resistance',
    '86% increased Evasion Rating',
  ],
]);

const quillRain = unique('Quill Rain', 'Short Bow', 'Bows', [
  [
    'Bow',
    'Physical Damage: 4-11',
    'Critical Strike Chance: 5.00%',
    'Attacks per Second: 2.03 (augmented)',
  ],
  ['Requirements:', 'Level: 5', 'Dex: 26'],
  ['Sockets: G-G-G'],
  ['Item Level: 20'],
  [
    'Adds 1 to 4 Physical Damage',
    '100% increased Attack Speed',
    '100% increased Projectile Speed',
    '+10 to Dexterity',
    '40% less Damage',
  ],
]);

const boots = magic("Hellion's Sharkskin Boots of the Lightning", 'Sharkskin Boots', 'Boots', [
  ['Evasion Rating: 126 (augmented)'],
  ['Requirements:', 'Level: 44', 'Dex: 79'],
  ['Sockets: G-G R'],
  ['Item Level: 58'],
  ['25% increased Movement Speed', '+36% to Lightning Resistance'],
]);

const mainSockets = {
  Torse: [
    gems.tornadoShot,
    gems.gmp,
    gems.addedCold,
    gems.elementalDamageAttacks,
    gems.mirageArcher,
    gems.critChance,
  ],
  Casque: [gems.heraldOfIce, gems.grace, gems.clarity, gems.bloodRage],
  Gants: [gems.frenzy, gems.fasterAttacks, gems.critChance, gems.addedCold],
  Bottes: [gems.blinkArrow, gems.fasterAttacks, gems.moltenShell],
};

/** Goldrim and the gloves are 4-links; the boots link two sockets of their three. */
const mainLinks = {
  Torse: [0, 0, 0, 0, 0, 0],
  Casque: [0, 0, 0, 0],
  Gants: [0, 0, 0, 0],
  Bottes: [0, 0, 1],
};

export const tornadoShot: DemoBuild = {
  author: 'lucas_live',
  daysAgo: 5,
  isPublic: true,
  body: {
    title: 'Tornado Shot Deadeye : nettoyer les cartes à toute vitesse',
    classe: 'Ranger',
    league: 'Mercenaries',
    game_version: '3.26',
    ascendancy: 'Deadeye',
    passive_trees: deadeyeTrees,
    introduction:
      'Le build préféré du stream pour farmer : les flèches se dispersent dans tout l’écran et ' +
      'les packs fondent avant d’arriver au contact. Plus fragile qu’un build de mêlée, il ' +
      'demande de bouger en permanence, mais quel plaisir une fois l’arc trouvé !',
    ratings: { difficulte: 3, cout: 4, boss: 3, rapidite: 5, survie: 2 },
    video_url: 'https://www.twitch.tv/lucas_live/videos',
    atlas_tree_url: 'https://www.pathofexile.com/fullscreen-atlas-skill-tree',
    equipment: {
      weapon: bow,
      shield: quiver,
      body,
      boots,
      helmet: goldrim,
      flask1: lifeFlask,
      flask2: quicksilverFlask,
    },
    leveling_equipment: {
      weapon: quillRain,
      helmet: goldrim,
      boots: wanderlust,
      flask1: quicksilverFlask,
    },
    premier_equipement_equipment: { weapon: bow, shield: quiver, boots },
    endgame_equipment: { weapon: bow, shield: quiver, body, boots },
    optimisation_equipment: { weapon: bow, shield: quiver },
    gem_sockets: mainSockets,
    gem_sockets_main: mainSockets,
    gem_sockets_leveling: {
      Torse: [gems.splitArrow, gems.addedCold, gems.mirageArcher],
      Bottes: [gems.blinkArrow],
    },
    gem_sockets_premier_equipement: mainSockets,
    gem_sockets_endgame: mainSockets,
    gem_links: {
      gem_sockets_main: mainLinks,
      gem_sockets_premier_equipement: mainLinks,
      gem_sockets_endgame: mainLinks,
    },
    gem_sockets_optimisation: { Torse: mainSockets.Torse },
    leveling:
      `<h2>Leveling à l’arc</h2><p>Prenez ${uniqueInsert(quillRain)} et ` +
      `${gemInsert(gems.splitArrow, 'Tire plusieurs flèches en éventail.')} jusqu’au niveau 28, ` +
      `puis passez à ${gemInsert(gems.tornadoShot, 'Une flèche qui éclate en projectiles secondaires.')}.</p>`,
    premier_equipement:
      '<h2>Premier arc</h2><p>Cherchez un arc avec des dégâts élémentaires ajoutés et de la vitesse ' +
      `d’attaque. Un carquois avec de la vie et du multiplicateur critique se trouve pour quelques ${currencyInsert('Chaos Orb', 'Currency', 'Relance les propriétés d’un objet rare.')}.</p>`,
    endgame:
      '<h2>Farmer l’Atlas</h2><p>Avec le Héraut de la glace, les monstres gelés explosent en chaîne. ' +
      'Gardez toujours un flacon de vif-argent et la Flèche de transfert pour fuir.</p>',
    optimisation:
      '<h2>Optimiser</h2><ul><li>Un arc 6 liens avec +1 aux gemmes d’arc.</li>' +
      '<li>Un casque avec « Tornado Shot fires an additional secondary Projectile ».</li>' +
      '<li>Le soutien Archer mirage contre les boss.</li></ul>',
    mecaniques:
      '<h2>Projectiles secondaires</h2><p>Tornado Shot tire une flèche qui, arrivée à destination, ' +
      'se divise en projectiles secondaires. Les projectiles supplémentaires du soutien ' +
      'Projectiles multiples majeurs s’appliquent aux deux.</p>',
  },
};

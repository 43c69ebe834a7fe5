import { gems } from '../gems.js';
import { currencyInsert, gemInsert, uniqueInsert } from '../inserts.js';
import {
  goldrim,
  lifeFlask,
  magic,
  quicksilverFlask,
  rare,
  tabulaRasa,
  unique,
  wanderlust,
} from '../items.js';
import type { DemoBuild } from '../types.js';
import { necromancerTrees } from '../trees.js';

const sceptre = rare('Corpse Wand', 'Void Sceptre', 'Sceptres', [
  [
    'Sceptre',
    'Physical Damage: 40-60',
    'Critical Strike Chance: 6.00%',
    'Attacks per Second: 1.10',
    'Weapon Range: 1.1 metres',
  ],
  ['Requirements:', 'Level: 68', 'Str: 104', 'Int: 122'],
  ['Sockets: B-B-R'],
  ['Item Level: 80'],
  ['40% increased Elemental Damage (implicit)'],
  [
    '+1 to Level of all Minion Skill Gems',
    'Minions deal 38% increased Damage',
    'Minions have 22% increased Attack Speed',
    '+52 to maximum Mana',
    '+34% to Cold Resistance',
  ],
]);

const shield = rare('Bone Ward', 'Titanium Spirit Shield', 'Shields', [
  ['Chance to Block: 25%', 'Energy Shield: 148 (augmented)'],
  ['Requirements:', 'Level: 68', 'Int: 159'],
  ['Sockets: B-B-G'],
  ['Item Level: 82'],
  [
    'Minions have 18% increased maximum Life',
    'Minions deal 31% increased Damage',
    '+71 to maximum Life',
    '+38% to Lightning Resistance',
    '+29% to Fire Resistance',
  ],
]);

const bonesOfUllr = unique('Bones of Ullr', 'Silk Slippers', 'Boots', [
  ['Energy Shield: 33 (augmented)'],
  ['Requirements:', 'Level: 22', 'Int: 42'],
  ['Sockets: B-B-B'],
  ['Item Level: 70'],
  [
    'Adds 1 to 4 Physical Damage to Attacks',
    'Adds 1 to 3 Lightning Damage to Attacks',
    '+20 to maximum Energy Shield',
    '+1 to maximum number of Raised Zombies',
    '+1 to maximum number of Spectres',
    '10% increased Movement Speed',
  ],
  ['The dead man walks where', 'the living fear to tread.'],
]);

const helmet = rare('Gloom Hood', 'Hubris Circlet', 'Helmets', [
  ['Energy Shield: 182 (augmented)'],
  ['Requirements:', 'Level: 69', 'Int: 154'],
  ['Sockets: B-B-B-R'],
  ['Item Level: 80'],
  [
    '+1 to Level of Socketed Minion Gems',
    '+74 to maximum Life',
    '+42% to Cold Resistance',
    '+33% to Fire Resistance',
    '12% increased Mana Regeneration Rate',
  ],
]);

const amulet = rare('Dusk Beads', 'Lapis Amulet', 'Amulets', [
  ['Requirements:', 'Level: 50'],
  ['Item Level: 78'],
  ['+26 to Intelligence (implicit)'],
  [
    '+1 to Level of all Minion Skill Gems',
    '+66 to maximum Life',
    '+41% to Lightning Resistance',
    '+22% to Chaos Resistance',
  ],
]);

const gloves = magic(
  "Seraphim's Fingerless Silk Gloves of the Whelpling",
  'Fingerless Silk Gloves',
  'Gloves',
  [
    ['Energy Shield: 58 (augmented)'],
    ['Requirements:', 'Level: 70', 'Int: 95'],
    ['Sockets: B-B-G-B'],
    ['Item Level: 72'],
    ['12% increased Spell Damage (implicit)'],
    ['+39 to maximum Energy Shield', '+28% to Fire Resistance'],
  ],
);

const mainSockets = {
  // Tabula Rasa's six white sockets are all linked: the spectres get the whole 6-link.
  Torse: [
    gems.raiseSpectre,
    gems.minionDamage,
    gems.spellEcho,
    gems.gmp,
    gems.controlledDestruction,
    gems.minionLife,
  ],
  Casque: [gems.raiseZombie, gems.minionDamage, gems.minionLife, gems.meleeSplash],
  Gants: [gems.summonRagingSpirit, gems.minionDamage, gems.fasterAttacks, gems.minionLife],
  Bottes: [gems.fleshOffering, gems.desecrate, gems.convocation],
  'Arme 1': [gems.flameGolem, gems.clarity, gems.flameDash],
};

const mainLinks = {
  Torse: [0, 0, 0, 0, 0, 0],
  Casque: [0, 0, 0, 0],
  Gants: [0, 0, 0, 0],
  Bottes: [0, 0, 0],
};

export const necromancer: DemoBuild = {
  author: 'marie_crea',
  daysAgo: 9,
  isPublic: true,
  body: {
    title: 'Nécromancien invocateur : l’armée des morts pour débutants',
    classe: 'Witch',
    league: 'Settlers',
    game_version: '3.25',
    ascendancy: 'Necromancer',
    passive_trees: necromancerTrees,
    introduction:
      'Vos créatures combattent pour vous : zombies robustes, spectres qui frappent de loin et ' +
      'esprits enragés pour le nettoyage. On reste à distance, on place ses offrandes et on ' +
      'regarde l’armée travailler. Très sûr pour découvrir le jeu, même en mode hardcore.',
    ratings: { difficulte: 1, cout: 2, boss: 4, rapidite: 3, survie: 5 },
    pobb_in_url: 'https://pobb.in/',
    equipment: {
      weapon: sceptre,
      shield,
      helmet,
      body: tabulaRasa,
      gloves,
      boots: bonesOfUllr,
      amulet,
      flask1: lifeFlask,
      flask2: quicksilverFlask,
    },
    leveling_equipment: { helmet: goldrim, body: tabulaRasa, boots: wanderlust },
    premier_equipement_equipment: { weapon: sceptre, shield, boots: bonesOfUllr },
    endgame_equipment: { weapon: sceptre, shield, helmet, gloves, boots: bonesOfUllr, amulet },
    optimisation_equipment: { amulet, helmet },
    gem_sockets: mainSockets,
    gem_sockets_main: mainSockets,
    gem_sockets_leveling: {
      Torse: [gems.summonRagingSpirit, gems.minionDamage, gems.meleeSplash, gems.minionLife],
      Casque: [gems.raiseZombie, gems.minionLife],
    },
    gem_sockets_premier_equipement: mainSockets,
    gem_sockets_endgame: mainSockets,
    gem_links: {
      gem_sockets_main: mainLinks,
      gem_sockets_premier_equipement: mainLinks,
      gem_sockets_endgame: mainLinks,
    },
    gem_sockets_optimisation: {
      Casque: [gems.raiseZombie, gems.minionDamage, gems.minionLife, gems.meleeSplash],
    },
    leveling:
      `<h2>Les premiers actes</h2><p>Dès le niveau 4, lancez ${gemInsert(gems.summonRagingSpirit, 'Invoque un esprit enflammé qui attaque vos ennemis.')} ` +
      `avec le soutien Dégâts des créatures. Ajoutez ${gemInsert(gems.raiseZombie, 'Réanime un cadavre en zombie.')} pour vous protéger.</p>` +
      `<p>${uniqueInsert(tabulaRasa)} donne six liens blancs tout de suite : c’est l’objet parfait du leveling.</p>`,
    premier_equipement:
      `<h2>En arrivant aux cartes</h2><p>Trouvez ${uniqueInsert(bonesOfUllr)} pour deux créatures de plus, ` +
      'un sceptre avec « +1 au niveau des gemmes de créatures » et un bouclier d’esprit. Gardez ' +
      `quelques ${currencyInsert('Orb of Alteration', 'Currency', 'Relance les propriétés d’un objet magique.')} pour les gants.</p>`,
    endgame:
      '<h2>Les spectres</h2><p>En fin de partie, choisissez des spectres à distance dans les ' +
      'cartes et réanimez-les. Les offrandes de chair accélèrent toute l’armée.</p>',
    optimisation:
      '<h2>Aller plus loin</h2><p>Passez le torse en 6 liens, visez +2 aux gemmes de créatures ' +
      'sur le casque et l’amulette, et montez la qualité de vos gemmes.</p>',
    mecaniques:
      '<h2>Créatures et cadavres</h2><p>Les zombies et spectres ont besoin de cadavres : ' +
      `${gemInsert(gems.desecrate, 'Crée des cadavres au sol.')} en fait apparaître. ` +
      'La Convocation rappelle l’armée près de vous quand elle s’égare.</p>',
  },
};

import { gems } from '../gems.js';
import { currencyInsert, gemInsert, uniqueInsert } from '../inserts.js';
import {
  goldrim,
  graniteFlask,
  lifeFlask,
  quicksilverFlask,
  tabulaRasa,
  wanderlust,
} from '../items.js';
import {
  amulet,
  axe,
  belt,
  body,
  boots,
  gloves,
  helmet,
  levelingAxe,
  ring1,
  ring2,
} from './cycloneSlayerGear.js';
import type { DemoBuild } from '../types.js';
import { slayerTrees } from '../trees.js';

const mainEquipment = {
  weapon: axe,
  helmet,
  body,
  gloves,
  boots,
  amulet,
  belt,
  ring1,
  ring2,
  flask1: lifeFlask,
  flask2: quicksilverFlask,
  flask3: graniteFlask,
};

const mainSockets = {
  Torse: [
    gems.cyclone,
    gems.meleePhysical,
    gems.brutality,
    gems.ruthless,
    gems.fortify,
    gems.meleeSplash,
  ],
  Casque: [gems.determination, gems.heraldOfAsh, gems.clarity, gems.enduringCry],
  Gants: [gems.leapSlam, gems.fasterAttacks, gems.fortify, gems.bloodRage],
  // Guard and golem come back on their own when the Slayer takes hits.
  Bottes: [gems.castWhenDamageTaken, gems.moltenShell, gems.flameGolem],
};

/** As the items' Sockets lines say: the 6-link body, three linked and one apart elsewhere. */
const mainLinks = {
  Torse: [0, 0, 0, 0, 0, 0],
  Casque: [0, 0, 0, 1],
  Gants: [0, 0, 0, 1],
  Bottes: [0, 0, 0, 1],
};

const tip = (text: string) => `<p><em>Astuce :</em> ${text}</p>`;

/** The streamer's own starter: a sturdy, cheap melee build to learn the game with. */
export const cycloneSlayer: DemoBuild = {
  author: 'exilestreamer',
  daysAgo: 12,
  isPublic: true,
  body: {
    title: 'Cyclone Slayer — le build idéal pour une première ligue',
    classe: 'Duelist',
    league: 'Mercenaries',
    game_version: '3.26',
    ascendancy: 'Slayer',
    passive_trees: slayerTrees,
    introduction:
      'Un build de mêlée très solide et peu coûteux : on tourbillonne au milieu des monstres, ' +
      'le Slayer se soigne en frappant et ignore l’étourdissement. Il fait tout le contenu ' +
      'de base avec du matériel rare simple, et monte jusqu’aux boss de l’Atlas avec un peu ' +
      'd’investissement.',
    ratings: { difficulte: 2, cout: 2, boss: 3, rapidite: 4, survie: 4 },
    atlas_tree_url: 'https://www.pathofexile.com/fullscreen-atlas-skill-tree',
    pobb_in_url: 'https://pobb.in/',
    video_url: 'https://www.twitch.tv/exilestreamer/videos',
    equipment: mainEquipment,
    leveling_equipment: {
      weapon: levelingAxe,
      helmet: goldrim,
      body: tabulaRasa,
      boots: wanderlust,
      flask1: quicksilverFlask,
    },
    premier_equipement_equipment: {
      weapon: axe,
      helmet,
      boots,
      belt,
      flask1: lifeFlask,
      flask2: quicksilverFlask,
    },
    endgame_equipment: mainEquipment,
    optimisation_equipment: { amulet, ring1, ring2, flask3: graniteFlask },
    gem_sockets: mainSockets,
    gem_sockets_main: mainSockets,
    gem_sockets_leveling: {
      Torse: [gems.groundSlam, gems.meleePhysical, gems.ruthless, gems.meleeSplash],
      Bottes: [gems.leapSlam, gems.fasterAttacks],
    },
    gem_sockets_premier_equipement: {
      Torse: [gems.cyclone, gems.meleePhysical, gems.brutality, gems.fortify, gems.meleeSplash],
      Casque: [gems.determination, gems.clarity],
    },
    gem_sockets_endgame: mainSockets,
    gem_links: { gem_sockets_main: mainLinks, gem_sockets_endgame: mainLinks },
    gem_sockets_optimisation: {
      Casque: [gems.determination, gems.heraldOfAsh, gems.bloodRage, gems.enduringCry],
    },
    leveling:
      `<h2>Actes 1 à 4</h2><p>Commencez avec ${gemInsert(gems.groundSlam, 'Frappe le sol devant vous.')} ` +
      'et le soutien Dégâts physiques de mêlée dès Tarkleigh. Portez ' +
      `${uniqueInsert(goldrim)} pour les résistances et ${uniqueInsert(wanderlust)} pour la vitesse.</p>` +
      '<ul><li>Prenez les points de vie de l’arbre en priorité.</li>' +
      '<li>Gardez un flacon de vif-argent en permanence.</li></ul>' +
      `<h2>Actes 5 à 10</h2><p>Passez à ${gemInsert(gems.cyclone, 'Tourbillonne en frappant tout autour.')} ` +
      'au niveau 28. Surveillez vos résistances : l’acte 5 les baisse de 30 %.</p>' +
      tip('achetez une arme à deux mains à 3 liens rouges chez les marchands à chaque acte.'),
    premier_equipement:
      '<h2>Vos premières cartes</h2><p>Visez 75 % à toutes les résistances élémentaires et ' +
      '3 500 points de vie. Une hache à deux mains avec de gros dégâts physiques vaut mieux ' +
      `que tout le reste : achetez-la avec quelques ${currencyInsert('Chaos Orb', 'Currency', 'Relance les propriétés d’un objet rare.')}.</p>` +
      '<p>Un torse à 5 liens suffit jusqu’aux cartes de palier 10.</p>',
    endgame:
      '<h2>Atlas et boss</h2><p>Complétez l’Atlas en montant les paliers de cartes. Contre les ' +
      'boss, relâchez le Cyclone un instant pour esquiver les grosses attaques, puis reprenez.</p>' +
      '<ol><li>Ascendance 3 : Headsman.</li><li>Ascendance 4 : Bane of Legends.</li></ol>',
    optimisation:
      '<h2>Améliorations</h2><p>Passez le torse en 6 liens, prenez un flacon de granit, ' +
      `puis cherchez des anneaux avec des dégâts physiques ajoutés. Le ${gemInsert(gems.heraldOfAsh, 'Enflamme les ennemis tués.')} ` +
      'accélère beaucoup le nettoyage des cartes.</p>',
    mecaniques:
      '<h2>Comment ça marche</h2><p>Le Cyclone est une compétence <strong>canalisée</strong> : ' +
      'elle frappe tant que vous maintenez la touche. La portée de l’arme augmente sa zone. Le ' +
      'Slayer récupère de la vie à chaque coup et ne peut pas être étourdi.</p>' +
      tip('la Détermination double presque votre armure, gardez-la toujours active.'),
  },
};

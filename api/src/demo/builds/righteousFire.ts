import { gems } from '../gems.js';
import { currencyInsert, gemInsert } from '../inserts.js';
import { graniteFlask, lifeFlask, rare, tabulaRasa } from '../items.js';
import type { DemoBuild } from '../types.js';
import { inquisitorTrees } from '../trees.js';

const shield = rare('Ember Ward', 'Titanium Spirit Shield', 'Shields', [
  ['Chance to Block: 25%', 'Energy Shield: 131 (augmented)'],
  ['Requirements:', 'Level: 68', 'Int: 159'],
  ['Sockets: R-R-B'],
  ['Item Level: 80'],
  [
    '+1 to Level of all Fire Spell Skill Gems',
    '+89 to maximum Life',
    '+45% to Fire Resistance',
    'Regenerate 18.5 Life per second',
    '22% increased Burning Damage',
  ],
]);

const body = rare('Pyre Coat', 'Astral Plate', 'Body Armours', [
  ['Armour: 1112 (augmented)'],
  ['Requirements:', 'Level: 62', 'Str: 180'],
  ['Sockets: R-R-B-B-G-R'],
  ['Item Level: 82'],
  ['+12% to all Elemental Resistances (implicit)'],
  [
    '+121 to maximum Life',
    '+41% to Fire Resistance',
    '1.5% of Life Regenerated per second',
    '88% increased Armour',
  ],
]);

const mainSockets = {
  Torse: [
    gems.righteousFire,
    gems.burningDamage,
    gems.efficacy,
    gems.elementalFocus,
    gems.swiftAffliction,
    gems.empower,
  ],
  Casque: [gems.purityOfFire, gems.vitality, gems.determination, gems.flammability],
  Gants: [gems.castWhenDamageTaken, gems.moltenShell, gems.flameGolem],
  // Flame Dash spends mana: Arcane Surge then raises every spell's damage, Righteous Fire's burn too.
  Bottes: [gems.flameDash, gems.arcaneSurge, gems.fasterCasting, gems.rejuvenationTotem],
};

const mainLinks = {
  Torse: [0, 0, 0, 0, 0, 0],
  Casque: [0, 0, 0, 1],
  Gants: [0, 0, 0, 1],
  Bottes: [0, 0, 0, 1],
};

/** Sent for validation by a creator: not public until an admin publishes it. */
export const righteousFire: DemoBuild = {
  author: 'marie_crea',
  daysAgo: 1,
  isPublic: false,
  body: {
    title: 'Feu purificateur Inquisiteur — version en attente de validation',
    classe: 'Templar',
    league: 'Mercenaries',
    game_version: '3.26',
    ascendancy: 'Inquisitor',
    passive_trees: inquisitorTrees,
    introduction:
      'On s’enflamme soi-même et tout brûle autour de nous : il suffit de marcher dans les ' +
      'packs. Le build demande beaucoup de régénération de vie, d’où un arbre tourné vers ' +
      'la vie et les résistances au feu.',
    ratings: { difficulte: 2, cout: 3, boss: 3, rapidite: 3, survie: 5 },
    equipment: { shield, body, flask1: lifeFlask, flask2: graniteFlask },
    leveling_equipment: { body: tabulaRasa },
    premier_equipement_equipment: { shield, body },
    endgame_equipment: { shield, body, flask1: lifeFlask, flask2: graniteFlask },
    optimisation_equipment: { body },
    gem_sockets_main: mainSockets,
    gem_sockets_leveling: { Torse: [gems.moltenShell, gems.flameDash] },
    gem_sockets_premier_equipement: mainSockets,
    gem_sockets_endgame: mainSockets,
    gem_links: {
      gem_sockets_main: mainLinks,
      gem_sockets_premier_equipement: mainLinks,
      gem_sockets_endgame: mainLinks,
    },
    gem_sockets_optimisation: { Casque: mainSockets.Casque },
    leveling:
      `<h2>Avant le niveau 16</h2><p>Utilisez des sorts de feu classiques puis passez à ${gemInsert(gems.righteousFire, 'Vous enveloppe de flammes qui brûlent les ennemis proches.')} ` +
      'dès que votre régénération dépasse 100 % de la perte de vie.</p>',
    premier_equipement:
      '<h2>Résistance au feu</h2><p>Montez la résistance maximale au feu : 85 % ou plus. Un ' +
      'bouclier avec +1 aux sorts de feu est la priorité.</p>',
    endgame:
      '<h2>Tenir en carte</h2><p>La régénération fait tout : Vitalité, Pureté du feu et ' +
      'régénération sur chaque objet.</p>',
    optimisation: `<h2>Optimiser</h2><p>Craftez la régénération de vie sur le torse avec des ${currencyInsert('Orb of Scouring', 'Currency', 'Retire toutes les propriétés d’un objet.')}.</p>`,
    mecaniques:
      '<h2>La brûlure</h2><p>Feu purificateur inflige des dégâts de brûlure à vous et aux ennemis ' +
      'proches : les soutiens de brûlure et d’efficacité augmentent les deux.</p>',
  },
};

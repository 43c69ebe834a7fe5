import { currency } from './inserts';
import type { StaticGuideBody } from './types';

const c = {
  alchemy: currency('Orb of Alchemy'),
  chisel: currency("Cartographer's Chisel"),
  scouring: currency('Orb of Scouring'),
  vaal: currency('Vaal Orb'),
  binding: currency('Orb of Binding'),
  horizons: currency('Orb of Horizons'),
};

/** « Optimisation des maps et du loot »: from the first map to a focused Atlas. */
export const mapsLoot: StaticGuideBody = {
  demoBuilds: ['tornadoShot'],
  fr: [
    {
      id: 'ml-atlas',
      title: 'Ouvrir l’Atlas',
      html:
        '<p>Après la victoire sur Kitava à l’acte 10, les monstres laissent tomber des cartes ' +
        '(maps). On les place dans l’appareil cartographique du repaire pour ouvrir six ' +
        'portails vers une zone de fin de jeu.</p><ul>' +
        '<li><strong>Paliers 1 à 5</strong> (blanches) : apprendre, compléter l’Atlas.</li>' +
        '<li><strong>Paliers 6 à 10</strong> (jaunes) : le personnage doit avoir ses ' +
        'résistances à 75 % et une bonne réserve de vie.</li>' +
        '<li><strong>Paliers 11 à 16</strong> (rouges) : là où se trouvent les meilleurs ' +
        'butins et les gardiens qui ouvrent les boss de fin de jeu.</li></ul>',
    },
    {
      id: 'ml-preparer',
      title: 'Préparer une carte, étape par étape',
      html:
        '<ol>' +
        `<li>Passez une ${c.alchemy} sur une carte blanche : une carte rare a plus de monstres ` +
        'et de butin.</li>' +
        `<li>Ajoutez de la qualité avec un ${c.chisel} sur les cartes que vous tenez à rentabiliser.</li>` +
        '<li>Lisez les propriétés (Alt enfoncé) : « renvoi de dégâts », « pas de régénération » ' +
        'ou « pas de vol de vie » peuvent tuer votre build. Retirez-les avec une ' +
        `${c.scouring} puis recommencez.</li>` +
        '<li>Placez vos Scarabées dans l’appareil : chacun ajoute une mécanique (coffres, ' +
        'essences, brèches…) à la carte.</li>' +
        `<li>Une ${c.vaal} corrompt la carte : effet imprévisible, à garder pour plus tard.</li>` +
        '</ol><p>Une mort dans une carte coûte 10 % de l’expérience du niveau en cours et un ' +
        'portail : au troisième décès, mieux vaut changer de carte que d’insister.</p>',
    },
    {
      id: 'ml-arbre',
      title: 'L’arbre de l’Atlas : une mécanique à la fois',
      html:
        '<p>Chaque carte terminée pour la première fois (avec ses bonus) donne des points ' +
        'de l’arbre de l’Atlas. Au lieu de tout prendre un peu, suivez une seule ' +
        'stratégie :</p><ol>' +
        '<li>Choisissez une mécanique simple pour débuter : les Essences, les Brèches ou les ' +
        'Expéditions rapportent sans demander un build très solide.</li>' +
        '<li>Prenez tous les nœuds de cette mécanique, puis ceux qui augmentent le nombre de ' +
        'cartes trouvées.</li>' +
        '<li>Associez-y les Scarabées de la même mécanique.</li></ol>',
    },
    {
      id: 'ml-loot',
      title: 'Ce qui rapporte vraiment',
      html:
        '<ul><li>Les cartes elles-mêmes : sans elles, pas de progression. Échangez trois ' +
        'cartes identiques chez un marchand contre une du palier suivant pour combler un manque.</li>' +
        '<li>Les orbes et les fragments, toujours.</li>' +
        `<li>Les ${c.binding} et ${c.horizons} : peu chères, faciles à revendre en lot.</li>` +
        '<li>Les objets rares seulement si le filtre les met en avant (bonnes bases, niveau ' +
        'd’objet élevé).</li></ul>',
    },
    {
      id: 'ml-progression',
      title: 'Monter les paliers sans brûler ses cartes',
      html:
        '<ol><li>Complétez les cartes blanches et jaunes une à une pour leurs points d’Atlas ; ' +
        'celles qui tombent sont souvent du palier joué ou d’un palier au-dessus.</li>' +
        '<li>Gardez en réserve quelques cartes du palier où vous êtes à l’aise, pour ne jamais ' +
        'vous arrêter.</li>' +
        '<li>Les boss de fin de jeu de l’Atlas, comme le Searing Exarch et l’Eater of Worlds, ' +
        'donnent à leur première défaite une Voidstone : chacune fait tomber des cartes de ' +
        'palier plus élevé.</li></ol>',
    },
  ],
  en: [
    {
      id: 'ml-atlas',
      title: 'Opening the Atlas',
      html:
        '<p>Once Kitava falls in act 10, monsters drop maps. You put them in the Map Device of ' +
        'your hideout to open six portals to an endgame area.</p><ul>' +
        '<li><strong>Tiers 1 to 5</strong> (white): learn and complete the Atlas.</li>' +
        '<li><strong>Tiers 6 to 10</strong> (yellow): the character needs 75% resistances and ' +
        'a good pool of life.</li>' +
        '<li><strong>Tiers 11 to 16</strong> (red): the best loot, and the guardians that open ' +
        'the endgame bosses.</li></ul>',
    },
    {
      id: 'ml-preparer',
      title: 'Preparing a map, step by step',
      html:
        '<ol>' +
        `<li>Use an ${c.alchemy} on a white map: a rare map has more monsters and loot.</li>` +
        `<li>Add quality with a ${c.chisel} on the maps you want to make the most of.</li>` +
        '<li>Read the modifiers (hold Alt): “reflects damage”, “no regeneration” or “cannot ' +
        `leech” can kill your build. Remove them with an ${c.scouring} and start again.</li>` +
        '<li>Put your Scarabs in the device: each adds a mechanic (chests, essences, ' +
        'breaches…) to the map.</li>' +
        `<li>A ${c.vaal} corrupts the map: an unpredictable effect, best kept for later.</li>` +
        '</ol><p>A death in a map costs 10% of the current level’s experience and a portal: ' +
        'after the third death, better change maps than insist.</p>',
    },
    {
      id: 'ml-arbre',
      title: 'The Atlas tree: one mechanic at a time',
      html:
        '<p>Each map completed for the first time (with its bonus) gives Atlas passive points. ' +
        'Rather than a little of everything, follow a single strategy:</p><ol>' +
        '<li>Choose a simple mechanic to start: Essences, Breaches or Expeditions pay ' +
        'without needing a very strong build.</li>' +
        '<li>Take every node of that mechanic, then those that increase the number of maps ' +
        'found.</li>' +
        '<li>Pair them with Scarabs of the same mechanic.</li></ol>',
    },
    {
      id: 'ml-loot',
      title: 'What really pays',
      html:
        '<ul><li>Maps themselves: without them, no progress. Trade three identical maps to a vendor ' +
        'for one of the next tier to fill a gap.</li>' +
        '<li>Orbs and fragments, always.</li>' +
        `<li>${c.binding} and ${c.horizons}: cheap, easy to sell in bulk.</li>` +
        '<li>Rare items only when the filter highlights them (good bases, high item ' +
        'level).</li></ul>',
    },
    {
      id: 'ml-progression',
      title: 'Climbing tiers without running out of maps',
      html:
        '<ol><li>Complete the white and yellow maps one by one for their Atlas points; the maps ' +
        'that drop are often of the tier played or one above.</li>' +
        '<li>Keep a reserve of maps of the tier you are comfortable in, so you never stop.</li>' +
        '<li>The Atlas endgame bosses, such as the Searing Exarch and the Eater of Worlds, give ' +
        'a Voidstone the first time they fall: each one makes higher-tier maps drop.</li></ol>',
    },
  ],
};

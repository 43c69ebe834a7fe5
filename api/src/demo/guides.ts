import { gems } from './gems.js';
import { currencyInsert, gemInsert, uniqueInsert } from './inserts.js';
import { goldrim, tabulaRasa, wanderlust } from './items.js';
import type { DemoGuide } from './types.js';

const chaos = currencyInsert('Chaos Orb', 'Currency', 'Relance les propriétés d’un objet rare.');
const alchemy = currencyInsert(
  'Orb of Alchemy',
  'Currency',
  'Transforme un objet normal en objet rare.',
);
const transmutation = currencyInsert(
  'Orb of Transmutation',
  'Currency',
  'Transforme un objet normal en objet magique.',
);
const essence = currencyInsert(
  'Screaming Essence of Greed',
  'Essence',
  'Transforme un objet normal en objet rare avec des points de vie garantis.',
);
const scarab = currencyInsert('Rusted Ambush Scarab', 'Scarab', 'Ajoute des coffres à la carte.');

export const demoGuides: DemoGuide[] = [
  {
    author: 'exilestreamer',
    daysAgo: 14,
    body: {
      type: 'Guide global',
      title: 'Bien débuter sa première ligue',
      description:
        'Les dix conseils que j’aurais aimé recevoir avant ma première ligue : résistances, ' +
        'flacons, objets de départ et gestion de l’inventaire.',
      content:
        '<h2>1. Les résistances avant tout</h2><p>À partir de l’acte 5, chaque acte baisse vos ' +
        'résistances. Visez 75 % en feu, froid et foudre en arrivant aux cartes.</p>' +
        `<h2>2. Des objets uniques pour partir</h2><p>${uniqueInsert(goldrim)} ${uniqueInsert(wanderlust)} ` +
        `${uniqueInsert(tabulaRasa)} coûtent presque rien et accélèrent tout le leveling.</p>` +
        '<h2>3. Toujours un flacon de vif-argent</h2><p>La vitesse de déplacement fait gagner ' +
        'des heures. Gardez un flacon de vif-argent à portée de main.</p>' +
        `<h2>4. Ne gaspillez pas vos orbes</h2><p>Les ${chaos} servent de monnaie d’échange : ` +
        'achetez des objets aux autres joueurs plutôt que de les utiliser au hasard.</p>' +
        `<h2>5. Un déplacement rapide</h2><p>${gemInsert(gems.flameDash, 'Un téléport court.')} ` +
        'ou un bond vous sort des situations dangereuses.</p>',
    },
  },
  {
    author: 'marie_crea',
    daysAgo: 7,
    body: {
      type: 'Guide de craft',
      title: 'Crafter ses premières pièces avec les essences et l’établi',
      description:
        'Fabriquer des objets corrects sans se ruiner : essences, orbes d’alchimie et ' +
        'propriétés de l’établi de l’artisan.',
      content:
        '<h2>Les essences, le craft le plus simple</h2><p>Une ' +
        `${essence} garantit des points de vie : utilisez-la sur une base normale de bon niveau ` +
        'd’objet (84 pour les cartes de haut niveau).</p>' +
        `<h2>Alchimie puis établi</h2><p>Un ${alchemy} rend la base rare d’un coup. Complétez ` +
        'ensuite les résistances manquantes à l’établi de votre repaire.</p>' +
        `<h2>Les flacons</h2><p>Un ${transmutation} sur un flacon donne une propriété utile : ` +
        'cherchez « immunité au saignement » sur le flacon de vie.</p>' +
        '<ol><li>Choisissez la base.</li><li>Essence ou alchimie.</li>' +
        '<li>Établi pour finir.</li></ol>',
    },
  },
  {
    author: 'lucas_live',
    daysAgo: 3,
    body: {
      type: 'Astuce de Farm',
      title: 'Farmer les coffres de l’Atlas avec les scarabées',
      description:
        'Une stratégie simple et rentable pour les cartes de palier 14 à 16 : scarabées ' +
        'd’embuscade et arbre de l’Atlas orienté coffres.',
      content:
        `<h2>Le principe</h2><p>Placez un ${scarab} dans l’appareil de cartographie : la carte ` +
        'contient des coffres supplémentaires, qui lâchent monnaie et fragments.</p>' +
        '<h2>L’arbre de l’Atlas</h2><p>Prenez les nœuds qui augmentent la quantité d’objets des ' +
        'coffres et les chances de coffres rares.</p>' +
        `<h2>Revendre</h2><p>Vendez les piles de fragments par lots contre des ${chaos} : ` +
        'c’est plus rapide que de tout revendre à l’unité.</p>',
    },
  },
  {
    author: 'exilestreamer',
    daysAgo: 2,
    body: {
      type: 'Guide global',
      title: 'Comprendre les liens et les couleurs de châsses',
      description:
        'Pourquoi une gemme de soutien ne fait rien quand les châsses ne sont pas liées, et ' +
        'comment obtenir les bonnes couleurs.',
      content:
        '<h2>Les liens</h2><p>Une gemme de soutien n’agit que sur les gemmes des châsses ' +
        'reliées à la sienne. Un torse à 6 liens est l’objectif de tout build.</p>' +
        '<h2>Les couleurs</h2><p>Rouge pour la force, vert pour la dextérité, bleu pour ' +
        `l’intelligence : ${gemInsert(gems.cyclone, 'Une gemme verte.')} va dans une châsse verte.</p>`,
    },
  },
];

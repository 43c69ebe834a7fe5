import { currency } from './inserts';
import { gems } from './gems';
import type { StaticGuideBody } from './types';
import { goldrim, tabulaRasa, wanderlust } from './uniques';

/** « Choisir son premier build »: from picking an archetype to the first maps. */
export const premierBuild: StaticGuideBody = {
  demoBuilds: ['cyclone', 'tornadoShot', 'necromancer'],
  fr: [
    {
      id: 'pb-archetype',
      title: 'Choisir un style de jeu tolérant',
      html:
        '<p>Pour une première ligue, cherchez un build qui pardonne les erreurs : il tue avant ' +
        'd’être touché, ou il encaisse et se soigne sans y penser. Trois familles s’y prêtent ' +
        'bien :</p><ul>' +
        `<li><strong>Les combattants en mouvement</strong> : ${gems.cyclone} tourne au milieu ` +
        'des monstres et se soigne en frappant (le Cyclone Slayer de nos builds de ' +
        'démonstration).</li>' +
        `<li><strong>Les archers</strong> : ${gems.splitArrow} pendant la campagne, puis ` +
        `${gems.tornadoShot} dans les cartes, pour tuer de loin.</li>` +
        `<li><strong>Les invocateurs</strong> : ${gems.raiseZombie} et ${gems.ragingSpirit} ` +
        'tiennent les monstres à distance pendant que vous restez derrière eux.</li></ul>' +
        '<p>Évitez pour commencer les builds qui demandent un objet rare et cher pour ' +
        'fonctionner, ou une mécanique complexe (déclenchements, dégâts auto-infligés).</p>',
    },
    {
      id: 'pb-guide',
      title: 'Suivre un seul guide, du début à la fin',
      html:
        '<ol><li>Choisissez votre classe sur la page des classes, puis un build de cette classe.</li>' +
        '<li>Lisez l’arbre de passifs conseillé et l’ordre des gemmes par niveau avant de lancer ' +
        'le jeu.</li>' +
        '<li>Gardez le guide ouvert à côté : chaque fois que vous gagnez un niveau, placez le ' +
        'point de passif prévu.</li>' +
        '<li>Ne mélangez pas deux guides : un arbre à moitié Cyclone et à moitié invocateur ne ' +
        'fait bien ni l’un ni l’autre.</li></ol>' +
        '<p>Un point de passif mal placé se rattrape avec un ' +
        `${currency('Orb of Regret')}, que l’on trouve régulièrement.</p>`,
    },
    {
      id: 'pb-campagne',
      title: 'La campagne, étape par étape',
      html:
        '<ol><li><strong>Actes 1 à 4</strong> : prenez une compétence de déplacement ' +
        `(${gems.leapSlam} ou ${gems.flameDash}) dès qu’elle est proposée, et une compétence ` +
        `de garde comme ${gems.moltenShell}.</li>` +
        '<li><strong>Fin de l’acte 5</strong> : la victoire sur Kitava retire 30 % à toutes vos ' +
        'résistances élémentaires. Équipez des anneaux, une ceinture ou des bottes avec des ' +
        'résistances avant d’aller plus loin.</li>' +
        '<li><strong>Fin de l’acte 10</strong> : Kitava retire encore 30 %, soit −60 % au total. ' +
        'En arrivant aux cartes, visez 75 % (le maximum habituel) en feu, froid et foudre.</li>' +
        '<li><strong>Le Labyrinthe</strong> : faites-le dès que vous avez ses épreuves (six dans ' +
        'les actes 1 à 3 pour le premier, trois de plus pour chacun des deux suivants) ; chaque ' +
        'Labyrinthe donne deux points d’ascendance.</li>' +
        '</ol><p>Les résistances se lisent dans l’onglet Personnage (touche C). Une résistance ' +
        'au-dessous de zéro en fin de campagne est la première cause de mort des débutants.</p>',
    },
    {
      id: 'pb-objets',
      title: 'Des objets de départ presque gratuits',
      html:
        '<p>Ces objets uniques coûtent très peu sur le marché et rendent la campagne bien plus ' +
        'simple :</p><ul>' +
        `<li>${goldrim} : des résistances élémentaires sur tous les types, parfait tant que ` +
        'vos autres objets n’en ont pas.</li>' +
        `<li>${wanderlust} : de la vitesse de déplacement et l’immunité au gel.</li>` +
        `<li>${tabulaRasa} : six châsses blanches reliées, qui acceptent n’importe quelle ` +
        'gemme : votre compétence principale à pleine puissance dès le début.</li></ul>' +
        '<p>Remplacez-les dès que vous trouvez mieux : ils donnent peu de vie.</p>',
    },
    {
      id: 'pb-defense',
      title: 'Vie, auras et défenses',
      html:
        '<p>Prenez les nœuds de vie de l’arbre quand vous passez à côté : un personnage fragile ' +
        'meurt même avec de gros dégâts. À l’entrée des cartes, beaucoup de guides visent au ' +
        'moins 3 000 à 4 000 points de vie.</p>' +
        `<p>Ajoutez une aura défensive selon vos objets : ${gems.determination} pour l’armure, ` +
        `${gems.grace} pour l’évasion, ou ${gems.purityOfElements} si vos résistances sont ` +
        'justes. Gardez toujours un flacon de vif-argent pour courir.</p>',
    },
  ],
  en: [
    {
      id: 'pb-archetype',
      title: 'Pick a forgiving play style',
      html:
        '<p>For a first league, look for a build that forgives mistakes: it kills before it is ' +
        'hit, or it takes hits and heals without thinking about it. Three families fit:</p><ul>' +
        `<li><strong>Fighters on the move</strong>: ${gems.cyclone} spins among the monsters ` +
        'and heals by hitting (the Cyclone Slayer of our demo builds).</li>' +
        `<li><strong>Archers</strong>: ${gems.splitArrow} during the campaign, then ` +
        `${gems.tornadoShot} in maps, to kill from afar.</li>` +
        `<li><strong>Summoners</strong>: ${gems.raiseZombie} and ${gems.ragingSpirit} keep ` +
        'monsters away while you stay behind them.</li></ul>' +
        '<p>To start with, avoid builds that need a rare and expensive item to work, or a ' +
        'complex mechanic (triggers, self-inflicted damage).</p>',
    },
    {
      id: 'pb-guide',
      title: 'Follow one guide from start to finish',
      html:
        '<ol><li>Choose your class on the classes page, then a build of that class.</li>' +
        '<li>Read the suggested passive tree and the gem order by level before starting the ' +
        'game.</li>' +
        '<li>Keep the guide open beside you: each time you level up, spend the planned passive ' +
        'point.</li>' +
        '<li>Do not mix two guides: a tree half Cyclone and half summoner does neither well.</li>' +
        '</ol><p>A misplaced passive point can be taken back with an ' +
        `${currency('Orb of Regret')}, which you find regularly.</p>`,
    },
    {
      id: 'pb-campagne',
      title: 'The campaign, step by step',
      html:
        '<ol><li><strong>Acts 1 to 4</strong>: take a movement skill ' +
        `(${gems.leapSlam} or ${gems.flameDash}) as soon as it is offered, and a guard skill ` +
        `such as ${gems.moltenShell}.</li>` +
        '<li><strong>End of act 5</strong>: defeating Kitava takes 30% off all your elemental ' +
        'resistances. Wear rings, a belt or boots with resistances before going further.</li>' +
        '<li><strong>End of act 10</strong>: Kitava takes another 30%, −60% in total. When you ' +
        'reach maps, aim for 75% (the usual maximum) in fire, cold and lightning.</li>' +
        '<li><strong>The Labyrinth</strong>: run it as soon as you have its trials (six in acts 1 ' +
        'to 3 for the first, three more for each of the next two); each Labyrinth gives two ' +
        'ascendancy points.</li>' +
        '</ol><p>Resistances are shown in the Character panel (C key). A resistance below zero ' +
        'at the end of the campaign is the first cause of death for beginners.</p>',
    },
    {
      id: 'pb-objets',
      title: 'Starting items that cost almost nothing',
      html:
        '<p>These uniques cost very little on the market and make the campaign much easier:</p>' +
        `<ul><li>${goldrim}: resistance to every element, perfect while your other items ` +
        'have none.</li>' +
        `<li>${wanderlust}: movement speed and immunity to freeze.</li>` +
        `<li>${tabulaRasa}: six linked white sockets that take any gem: your main skill at ` +
        'full power from the start.</li></ul>' +
        '<p>Replace them as soon as you find better: they give little life.</p>',
    },
    {
      id: 'pb-defense',
      title: 'Life, auras and defences',
      html:
        '<p>Take the life nodes of the tree when you pass them: a fragile character dies even ' +
        'with big damage. When entering maps, many guides aim for at least 3,000 to 4,000 ' +
        'life.</p>' +
        `<p>Add a defensive aura to suit your items: ${gems.determination} for armour, ` +
        `${gems.grace} for evasion, or ${gems.purityOfElements} if your resistances are short. ` +
        'Always keep a Quicksilver Flask to run.</p>',
    },
  ],
};

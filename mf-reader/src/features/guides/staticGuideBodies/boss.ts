import { gems } from './gems';
import type { StaticGuideBody } from './types';

/** « Stratégies contre les boss »: preparation, the act bosses, then the Atlas pinnacle bosses. */
export const boss: StaticGuideBody = {
  demoBuilds: ['cyclone', 'necromancer'],
  fr: [
    {
      id: 'bo-preparer',
      title: 'Avant le combat : la liste de vérification',
      html:
        '<ol><li>Résistances au maximum (75 %) pour l’élément du boss, au moins.</li>' +
        '<li>Flacons de vie pleins, un flacon de vif-argent, et un flacon utilitaire de défense ' +
        '(granite pour l’armure, jade pour l’évasion).</li>' +
        `<li>Une compétence de déplacement prête : ${gems.flameDash} ou ${gems.leapSlam} pour ` +
        'sortir d’une zone dangereuse.</li>' +
        `<li>Une compétence de garde comme ${gems.moltenShell}, à lancer juste avant une ` +
        'attaque annoncée.</li>' +
        '<li>Un portail ouvert près de l’entrée : en cas de problème, on revient avec des ' +
        'flacons pleins.</li></ol>',
    },
    {
      id: 'bo-regles',
      title: 'Les règles qui valent pour tous les boss',
      html:
        '<ul><li>Les attaques les plus fortes sont lentes et annoncées (une animation, un ' +
        'marquage au sol) : bougez quand vous les voyez, ne tentez pas de les encaisser.</li>' +
        '<li>Ne restez jamais dans une flaque au sol, même petite : les dégâts continus ' +
        'tuent plus de débutants que les gros coups.</li>' +
        '<li>Tournez autour du boss plutôt que de reculer en ligne droite : beaucoup ' +
        'd’attaques visent devant lui.</li>' +
        '<li>Gardez vos flacons utilitaires pour les phases de dégâts, pas pour le début.</li></ul>',
    },
    {
      id: 'bo-actes',
      title: 'Les boss des actes',
      html:
        '<ol><li><strong>Brutus</strong> (acte 1) : le premier vrai mur. Ses coups physiques ' +
        'font mal au corps à corps : frappez puis reculez.</li>' +
        '<li><strong>Merveil</strong> (acte 1) : des projectiles et des dégâts de froid. Un ' +
        'anneau de résistance au froid change tout.</li>' +
        '<li><strong>La Vaal Oversoul</strong> (acte 2) : son rayon traverse l’arène en ' +
        'ligne droite ; écartez-vous sur le côté dès qu’il se charge.</li>' +
        '<li><strong>Kitava</strong> (actes 5 et 10) : chaque victoire retire 30 % à vos ' +
        'résistances élémentaires. Préparez vos objets avant, pas après.</li></ol>',
    },
    {
      id: 'bo-atlas',
      title: 'Les boss de l’Atlas',
      html:
        '<ul><li><strong>Le Searing Exarch</strong> : un combat de feu. L’arène se couvre de ' +
        'zones brûlantes ; la résistance au feu au maximum et le mouvement constant sont ' +
        'indispensables.</li>' +
        '<li><strong>L’Eater of Worlds</strong> : des tentacules et des rayons qui balayent ' +
        'l’arène. Restez loin du centre des attaques annoncées et gardez de la place derrière ' +
        'vous.</li>' +
        '<li><strong>La Maven</strong> : elle observe vos victoires sur les boss des cartes ' +
        'avant de vous affronter. Son « jeu de mémoire » montre une suite de zones qui ' +
        'exploseront ensuite dans le même ordre : retenez les endroits sûrs.</li>' +
        '<li><strong>L’Uber Elder</strong> : le Shaper et l’Elder en même temps. Leurs ' +
        'attaques se croisent : restez mobile et ne restez jamais dans une zone marquée.</li>' +
        '</ul>' +
        '<p>Ces combats demandent un personnage terminé : gros dégâts sur une seule cible, ' +
        'beaucoup de vie et des défenses en plus des résistances.</p>',
    },
    {
      id: 'bo-echec',
      title: 'Quand on meurt en boucle',
      html:
        '<ol><li>Cherchez ce qui vous a tué : un gros coup (il faut plus de vie ou d’armure), ' +
        'des dégâts continus (il faut bouger) ou un élément (il faut la résistance).</li>' +
        '<li>Revenez à des cartes plus faciles et améliorez l’arme ou les résistances.</li>' +
        '<li>Regardez le combat une fois en vidéo pour repérer ses attaques annoncées.</li>' +
        '<li>Comparez avec un build complet : nos builds de démonstration montrent ce qu’il ' +
        'faut viser.</li></ol>',
    },
  ],
  en: [
    {
      id: 'bo-preparer',
      title: 'Before the fight: the checklist',
      html:
        '<ol><li>Resistances at the maximum (75%), at least for the boss’s element.</li>' +
        '<li>Full life flasks, a Quicksilver Flask, and a defensive utility flask (Granite for ' +
        'armour, Jade for evasion).</li>' +
        `<li>A movement skill ready: ${gems.flameDash} or ${gems.leapSlam} to get out of a ` +
        'dangerous area.</li>' +
        `<li>A guard skill such as ${gems.moltenShell}, cast just before a telegraphed ` +
        'attack.</li>' +
        '<li>A portal open near the entrance: if things go wrong, come back with full ' +
        'flasks.</li></ol>',
    },
    {
      id: 'bo-regles',
      title: 'Rules that hold for every boss',
      html:
        '<ul><li>The strongest attacks are slow and telegraphed (an animation, a mark on the ' +
        'ground): move when you see them, do not try to take them.</li>' +
        '<li>Never stand in a ground pool, even a small one: damage over time kills more ' +
        'beginners than big hits.</li>' +
        '<li>Circle the boss rather than backing off in a straight line: many attacks aim in ' +
        'front of it.</li>' +
        '<li>Keep your utility flasks for the damage phases, not for the start.</li></ul>',
    },
    {
      id: 'bo-actes',
      title: 'The act bosses',
      html:
        '<ol><li><strong>Brutus</strong> (act 1): the first real wall. His physical hits hurt ' +
        'in melee: strike, then step back.</li>' +
        '<li><strong>Merveil</strong> (act 1): projectiles and cold damage. A ring of cold ' +
        'resistance changes everything.</li>' +
        '<li><strong>The Vaal Oversoul</strong> (act 2): its beam crosses the arena in a ' +
        'straight line; step aside as soon as it charges.</li>' +
        '<li><strong>Kitava</strong> (acts 5 and 10): each victory takes 30% off your elemental ' +
        'resistances. Prepare your items before, not after.</li></ol>',
    },
    {
      id: 'bo-atlas',
      title: 'The Atlas bosses',
      html:
        '<ul><li><strong>The Searing Exarch</strong>: a fire fight. The arena fills with ' +
        'burning areas; maximum fire resistance and constant movement are essential.</li>' +
        '<li><strong>The Eater of Worlds</strong>: tentacles and beams sweeping the arena. ' +
        'Stay away from the centre of telegraphed attacks and keep room behind you.</li>' +
        '<li><strong>The Maven</strong>: she witnesses your victories over map bosses before ' +
        'facing you. Her “memory game” shows a sequence of areas that will then explode in the ' +
        'same order: remember the safe spots.</li>' +
        '<li><strong>The Uber Elder</strong>: the Shaper and the Elder at once. Their attacks ' +
        'cross: keep moving and never stay in a marked area.</li></ul>' +
        '<p>These fights need a finished character: high single-target damage, plenty of life ' +
        'and defences beyond resistances.</p>',
    },
    {
      id: 'bo-echec',
      title: 'When you keep dying',
      html:
        '<ol><li>Find what killed you: a big hit (you need more life or armour), damage over ' +
        'time (you need to move) or an element (you need the resistance).</li>' +
        '<li>Go back to easier maps and improve your weapon or resistances.</li>' +
        '<li>Watch the fight once on video to spot its telegraphed attacks.</li>' +
        '<li>Compare with a complete build: our demo builds show what to aim for.</li></ol>',
    },
  ],
};

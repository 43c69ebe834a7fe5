import { currency } from './inserts';
import type { StaticGuideBody } from './types';

const c = {
  transmutation: currency('Orb of Transmutation'),
  alteration: currency('Orb of Alteration'),
  augmentation: currency('Orb of Augmentation'),
  regal: currency('Regal Orb'),
  alchemy: currency('Orb of Alchemy'),
  chaos: currency('Chaos Orb'),
  scouring: currency('Orb of Scouring'),
  annulment: currency('Orb of Annulment'),
  divine: currency('Divine Orb'),
  exalted: currency('Exalted Orb'),
  greed: currency('Screaming Essence of Greed', 'Essence'),
  deafeningGreed: currency('Deafening Essence of Greed', 'Essence'),
};

/** « Crafting avancé »: the rules of affixes, then the bench, essences and the league crafts. */
export const crafting: StaticGuideBody = {
  demoBuilds: [],
  fr: [
    {
      id: 'cr-regles',
      title: 'Les règles de base : bases, niveau d’objet, préfixes et suffixes',
      html:
        '<ul><li>Un objet magique a au plus un préfixe et un suffixe ; un objet rare, trois de ' +
        'chaque.</li>' +
        '<li>Les préfixes donnent surtout la vie, l’armure et les dégâts ; les suffixes, les ' +
        'résistances, la vitesse d’attaque et les chances de coup critique.</li>' +
        '<li>Le niveau d’objet (visible avec Alt) fixe les meilleurs paliers possibles : une ' +
        'base de niveau élevé vaut plus qu’un objet déjà rempli de propriétés faibles.</li></ul>' +
        '<p>Avant de dépenser quoi que ce soit, choisissez la base (le type d’objet) qui sert ' +
        'votre build : une armure d’évasion pour un archer, d’armure pour un combattant.</p>',
    },
    {
      id: 'cr-etabli',
      title: 'L’établi de l’artisan : la fabrication sans risque',
      html:
        '<p>L’établi de votre repaire ajoute une propriété choisie sur un objet qui a une place ' +
        'libre. Les recettes se débloquent en trouvant des recettes dans les actes et les ' +
        'cartes.</p><ol>' +
        '<li>Achetez ou trouvez un objet rare avec de la vie et deux résistances, mais un ' +
        'suffixe libre.</li>' +
        '<li>Ajoutez la résistance qui vous manque à l’établi : le coût est affiché avant.</li>' +
        '<li>Si la propriété ajoutée ne convient plus, l’établi la retire et rend la place.</li>' +
        '</ol>',
    },
    {
      id: 'cr-magique',
      title: 'Exemple : un objet magique puis rare, orbe par orbe',
      html:
        '<p>La méthode la moins chère pour une propriété précise, par exemple une ceinture ' +
        'avec beaucoup de vie :</p><ol>' +
        `<li>${c.transmutation} sur une base normale de bon niveau d’objet.</li>` +
        `<li>${c.alteration} en boucle jusqu’à obtenir la vie voulue.</li>` +
        `<li>${c.augmentation} si l’objet n’a qu’une propriété, pour tenter une seconde.</li>` +
        `<li>${c.regal} pour le rendre rare en gardant ce qu’il a, avec une propriété en plus.</li>` +
        '<li>Complétez à l’établi.</li></ol>' +
        `<p>Si le résultat est mauvais, ${c.scouring} remet l’objet à zéro ; ${c.annulment} ` +
        'retire une seule propriété au hasard, un pari réservé aux objets qui en valent la ' +
        'peine.</p>',
    },
    {
      id: 'cr-essences',
      title: 'Les essences : une propriété garantie',
      html:
        `<p>Une essence comme ${c.greed} transforme un objet normal en objet rare avec une ` +
        'propriété de vie garantie ; le reste est tiré au hasard. Les essences des paliers ' +
        'élevés peuvent aussi relancer un objet rare en gardant cette garantie. Une ' +
        `${c.deafeningGreed} garantit un palier ` +
        'encore meilleur.</p><p>Dans les actes et les cartes, des cristaux d’essence ' +
        'emprisonnent des monstres : libérez le monstre, tuez-le, et ses essences tombent.</p>',
    },
    {
      id: 'cr-ligues',
      title: 'Fossiles, Harvest et Betrayal',
      html:
        '<ul><li><strong>Les Fossiles</strong> (Delve, la Mine de Niko) se placent dans un ' +
        'Résonateur : chacun favorise ou interdit une famille de propriétés (vie, dégâts ' +
        'physiques…) lors du tirage.</li>' +
        '<li><strong>Harvest</strong> propose des fabrications précises, par exemple changer ' +
        'une résistance au froid en résistance au feu du même palier : idéal pour corriger ' +
        'un objet presque parfait.</li>' +
        '<li><strong>Betrayal</strong> (le Syndicat) : Aisling, à la tête de la planque de ' +
        'Recherche, ajoute une propriété voilée ; dévoilée, elle rejoint aussi les recettes de ' +
        'votre établi.</li></ul>',
    },
    {
      id: 'cr-orbes-cheres',
      title: 'Divine et Exalted : en dernier',
      html:
        `<ol><li>${c.divine} relance seulement les valeurs : utilisez-la sur un objet qui a ` +
        'déjà les bonnes propriétés, pour passer de 70 à 79 points de vie par exemple.</li>' +
        `<li>${c.exalted} ajoute une propriété au hasard : utile quand l’objet a une place ` +
        'libre et que presque toutes les propriétés possibles vous servent.</li>' +
        `<li>Un ${c.chaos} ou une ${c.alchemy} sur une belle base coûte peu : gardez les ` +
        'orbes chères pour la fin.</li></ol>',
    },
  ],
  en: [
    {
      id: 'cr-regles',
      title: 'The basics: bases, item level, prefixes and suffixes',
      html:
        '<ul><li>A magic item has at most one prefix and one suffix; a rare item, three of ' +
        'each.</li>' +
        '<li>Prefixes mostly give life, armour and damage; suffixes give resistances, attack ' +
        'speed and critical strike chance.</li>' +
        '<li>The item level (shown with Alt) sets the best tiers possible: a high-level base is ' +
        'worth more than an item already full of weak modifiers.</li></ul>' +
        '<p>Before spending anything, choose the base (the item type) that serves your build: ' +
        'evasion armour for an archer, armour for a fighter.</p>',
    },
    {
      id: 'cr-etabli',
      title: 'The crafting bench: crafting without risk',
      html:
        '<p>The bench in your hideout adds a chosen modifier to an item with a free slot. ' +
        'Recipes unlock as you find them in the acts and in maps.</p><ol>' +
        '<li>Buy or find a rare item with life and two resistances, but a free suffix.</li>' +
        '<li>Add the resistance you are missing at the bench: the cost is shown first.</li>' +
        '<li>If the added modifier no longer suits you, the bench removes it and frees the ' +
        'slot.</li></ol>',
    },
    {
      id: 'cr-magique',
      title: 'Example: a magic item, then a rare one, orb by orb',
      html:
        '<p>The cheapest way to a precise modifier, for example a belt with high life:</p><ol>' +
        `<li>${c.transmutation} on a normal base of good item level.</li>` +
        `<li>${c.alteration} repeatedly until you get the life you want.</li>` +
        `<li>${c.augmentation} if the item has a single modifier, to try for a second.</li>` +
        `<li>${c.regal} to make it rare while keeping what it has, plus one modifier.</li>` +
        '<li>Finish at the bench.</li></ol>' +
        `<p>If the result is bad, ${c.scouring} resets the item; ${c.annulment} removes a ` +
        'single random modifier, a gamble kept for items worth it.</p>',
    },
    {
      id: 'cr-essences',
      title: 'Essences: a guaranteed modifier',
      html:
        `<p>An essence such as ${c.greed} makes a normal item rare with a guaranteed life ` +
        'modifier; the rest is random. Essences of the higher tiers can also reroll a rare item ' +
        `while keeping that guarantee. A ${c.deafeningGreed} guarantees an even better tier.</p>` +
        '<p>In the acts and in maps, essence crystals imprison monsters: free the monster, kill ' +
        'it, and its essences drop.</p>',
    },
    {
      id: 'cr-ligues',
      title: 'Fossils, Harvest and Betrayal',
      html:
        '<ul><li><strong>Fossils</strong> (Delve, Niko’s mine) go into a Resonator: each one ' +
        'favours or forbids a family of modifiers (life, physical damage…) when rolling.</li>' +
        '<li><strong>Harvest</strong> offers precise crafts, for example turning a cold ' +
        'resistance into a fire resistance of the same tier: ideal to fix an almost perfect ' +
        'item.</li>' +
        '<li><strong>Betrayal</strong> (the Syndicate): Aisling, leading the Research ' +
        'safehouse, adds a veiled modifier; once unveiled, it also joins the recipes of your ' +
        'bench.</li></ul>',
    },
    {
      id: 'cr-orbes-cheres',
      title: 'Divine and Exalted: last',
      html:
        `<ol><li>${c.divine} rerolls values only: use it on an item that already has the right ` +
        'modifiers, to go from 70 to 79 life for example.</li>' +
        `<li>${c.exalted} adds a random modifier: useful when the item has a free slot and ` +
        'nearly every possible modifier helps you.</li>' +
        `<li>A ${c.chaos} or an ${c.alchemy} on a fine base costs little: keep the expensive ` +
        'orbs for the end.</li></ol>',
    },
  ],
};

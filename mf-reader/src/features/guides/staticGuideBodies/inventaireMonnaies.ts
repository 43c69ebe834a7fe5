import { currency } from './inserts';
import type { StaticGuideBody } from './types';

const c = {
  wisdom: currency('Scroll of Wisdom'),
  portal: currency('Portal Scroll'),
  transmutation: currency('Orb of Transmutation'),
  augmentation: currency('Orb of Augmentation'),
  alteration: currency('Orb of Alteration'),
  alchemy: currency('Orb of Alchemy'),
  chaos: currency('Chaos Orb'),
  divine: currency('Divine Orb'),
  exalted: currency('Exalted Orb'),
  jeweller: currency("Jeweller's Orb"),
  fusing: currency('Orb of Fusing'),
  chromatic: currency('Chromatic Orb'),
  whetstone: currency("Blacksmith's Whetstone"),
  scrap: currency("Armourer's Scrap"),
};

/** « Gestion de l'inventaire et des monnaies »: what each orb does, what to keep, how to trade. */
export const inventaireMonnaies: StaticGuideBody = {
  demoBuilds: [],
  fr: [
    {
      id: 'im-orbes',
      title: 'Les orbes : une monnaie qui sert aussi à fabriquer',
      html:
        '<p>Path of Exile n’a pas de pièces d’or : on échange des objets qui servent aussi à ' +
        'modifier l’équipement. Les plus courants :</p><ul>' +
        `<li>${c.wisdom} identifie un objet ; ${c.portal} ouvre un portail vers la ville.</li>` +
        `<li>${c.transmutation} rend magique un objet normal, ${c.augmentation} ajoute une ` +
        `propriété à un objet magique qui n’en a qu’une, ${c.alteration} relance un objet ` +
        'magique.</li>' +
        `<li>${c.alchemy} rend rare un objet normal, ${c.chaos} relance toutes les propriétés ` +
        'd’un objet rare.</li>' +
        `<li>${c.divine} relance les valeurs des propriétés sans les changer ; ${c.exalted} ` +
        'ajoute une propriété au hasard à un objet rare.</li>' +
        `<li>${c.jeweller} change le nombre de châsses, ${c.fusing} les liens, ${c.chromatic} ` +
        'les couleurs.</li></ul>',
    },
    {
      id: 'im-valeur',
      title: 'Chaos et Divine : les deux étalons du marché',
      html:
        `<p>Les petits achats se comptent en ${c.chaos}, les gros en ${c.divine}. Le taux entre ` +
        'les deux change pendant la ligue : survolez une orbe dans nos guides pour voir son prix ' +
        'du moment en orbes du chaos.</p><ol>' +
        '<li>Ne dépensez pas vos Divine en fabrication au début : elles valent bien plus sur le ' +
        'marché.</li>' +
        '<li>Convertissez vos petites orbes (Altération, Fusion, Alchimie) en chaos chez les ' +
        'autres joueurs quand vous en avez beaucoup.</li>' +
        '<li>Pour un premier objet de build, un prix de quelques chaos suffit souvent : regardez ' +
        'plusieurs offres avant d’acheter.</li></ol>',
    },
    {
      id: 'im-ramasser',
      title: 'Quoi ramasser, quoi laisser',
      html:
        '<ol><li>Installez un filtre à objets (par exemple un filtre NeverSink « semi-strict ») ' +
        'dès l’acte 1 : il cache ce qui ne vaut rien.</li>' +
        '<li>Ramassez toujours les orbes, les cartes divinatoires, les fragments, les essences ' +
        'et les objets à six châsses.</li>' +
        '<li>Laissez au sol les objets blancs et bleus sans intérêt : les vendre rapporte des ' +
        'fragments de parchemins et des éclats d’orbes, très peu pour le temps passé.</li>' +
        '<li>Gardez les objets dont les châsses reliées sont rouge, verte et bleue : le marchand ' +
        `les échange contre une ${c.chromatic}.</li>` +
        `<li>Les objets de qualité se vendent contre des ${c.whetstone} (armes) ou des ` +
        `${c.scrap} (armures).</li></ol>`,
    },
    {
      id: 'im-coffre',
      title: 'Ranger son coffre',
      html:
        '<p>Un coffre en ordre fait gagner du temps à chaque retour en ville :</p><ol>' +
        '<li>Un onglet pour les monnaies (l’onglet de monnaies vendu par la boutique les empile ' +
        'bien plus haut, c’est le premier achat conseillé).</li>' +
        '<li>Un onglet pour les objets à vendre, vidé d’un coup chez le marchand.</li>' +
        '<li>Un onglet pour vos objets de rechange : anneaux et bottes avec résistances, pour ' +
        'corriger un manque sans retourner au marché.</li>' +
        '<li>Ctrl + clic envoie un objet d’un inventaire à l’autre ; Maj + clic sur une ' +
        'pile la divise.</li></ol>',
    },
  ],
  en: [
    {
      id: 'im-orbes',
      title: 'Orbs: money that also crafts',
      html:
        '<p>Path of Exile has no gold coins: players trade items that also change equipment. ' +
        'The most common ones:</p><ul>' +
        `<li>${c.wisdom} identifies an item; ${c.portal} opens a portal to town.</li>` +
        `<li>${c.transmutation} makes a normal item magic, ${c.augmentation} adds a modifier ` +
        `to a magic item that has only one, ${c.alteration} rerolls a magic item.</li>` +
        `<li>${c.alchemy} makes a normal item rare, ${c.chaos} rerolls every modifier of a ` +
        'rare item.</li>' +
        `<li>${c.divine} rerolls the values of the modifiers without changing them; ` +
        `${c.exalted} adds a random modifier to a rare item.</li>` +
        `<li>${c.jeweller} changes the number of sockets, ${c.fusing} the links, ` +
        `${c.chromatic} the colours.</li></ul>`,
    },
    {
      id: 'im-valeur',
      title: 'Chaos and Divine: the two yardsticks of trade',
      html:
        `<p>Small purchases are counted in ${c.chaos}, big ones in ${c.divine}. The rate ` +
        'between the two moves during the league: hover an orb in our guides to see its ' +
        'current price in Chaos Orbs.</p><ol>' +
        '<li>Do not spend your Divine Orbs on crafting early: they are worth far more on the ' +
        'market.</li>' +
        '<li>Trade your small orbs (Alteration, Fusing, Alchemy) to other players for chaos ' +
        'when you have many.</li>' +
        '<li>For a first build item, a price of a few chaos is often enough: compare several ' +
        'offers before buying.</li></ol>',
    },
    {
      id: 'im-ramasser',
      title: 'What to pick up, what to leave',
      html:
        '<ol><li>Install an item filter (for example a NeverSink “semi-strict” filter) from act ' +
        '1: it hides what is worthless.</li>' +
        '<li>Always pick up orbs, divination cards, fragments, essences and six-socket items.</li>' +
        '<li>Leave uninteresting white and blue items on the ground: selling them brings scroll ' +
        'fragments and orb shards, very little for the time spent.</li>' +
        '<li>Keep items whose linked sockets are red, green and blue: the vendor trades them ' +
        `for a ${c.chromatic}.</li>` +
        `<li>Quality items sell for ${c.whetstone} (weapons) or ${c.scrap} (armour).</li></ol>`,
    },
    {
      id: 'im-coffre',
      title: 'Organising your stash',
      html:
        '<p>A tidy stash saves time on every trip to town:</p><ol>' +
        '<li>One tab for currency (the currency tab sold in the shop stacks it much higher; it ' +
        'is the first purchase most players advise).</li>' +
        '<li>One tab for items to sell, emptied at the vendor in one go.</li>' +
        '<li>One tab for spare items: rings and boots with resistances, to fix a shortfall ' +
        'without going back to the market.</li>' +
        '<li>Ctrl + click moves an item between inventories; Shift + click on a stack splits ' +
        'it.</li></ol>',
    },
  ],
};

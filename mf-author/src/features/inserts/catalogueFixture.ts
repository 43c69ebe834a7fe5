/**
 * What the catalogue endpoints answer in French (`?lang=fr`) for the item parser's tests: each
 * entry's English `name` and French `displayName`, as the API's bundled data holds them.
 */
export const frenchCatalogue: Record<string, unknown> = {
  '/api/game/bases': {
    bases: [
      { name: 'Leather Cap', displayName: 'Capuchon en cuir', itemClass: 'Helmets' },
      { name: 'Divine Life Flask', displayName: 'Flacon divin de vie', itemClass: 'Life Flasks' },
      {
        name: 'Fishscale Gauntlets',
        displayName: 'Gantelets en écailles de poisson',
        itemClass: 'Gloves',
      },
      {
        name: 'Hydrascale Gauntlets',
        displayName: "Gantelets en écailles d'hydre",
        itemClass: 'Gloves',
      },
    ],
  },
  '/api/game/uniques': {
    uniques: [
      { name: 'Goldrim', displayName: 'Bordoré', base: 'Leather Cap', itemClass: 'Helmets' },
      {
        name: "Farrul's Pounce",
        displayName: 'Assaut de Farrul',
        base: 'Hydrascale Gauntlets',
        itemClass: 'Gloves',
      },
    ],
  },
  '/api/game/gems': {
    gems: [{ name: 'Fireball', displayName: 'Boule de feu', icon: '/images/gems/Fireball.png' }],
  },
  '/api/game/currencies': {
    sections: [
      {
        type: 'Currency',
        count: 1,
        currencies: [{ name: 'Chaos Orb', displayName: 'Orbe du chaos', type: 'Currency' }],
      },
    ],
  },
};

/** Pasted from a French game client (Ctrl+C). */
export const frenchTexts = {
  /** The current client's text of the unique gloves: a space before each colon. */
  farrul: `Classe d'objet : Gants
Rareté : Unique
Assaut de Farrul
Gantelets en écailles d'hydre
--------
Qualité : +20% (augmented)
Armure : 254 (augmented)
Score d'Évasion : 254 (augmented)
--------
Prérequis :
Niveau : 70
For : 111
Dex : 151
--------
Châsses : G-R-R-G
--------
Niveau de l'objet : 80
--------
+63 de Vie maximale
--------
Corrompu`,
  unique: `Classe d'objet: Casques
Rareté: Unique
Bordoré
Capuchon en cuir
--------
Score d'Évasion: 33
--------
Prérequis:
Niveau: 1
--------
Niveau de l'objet: 68
--------
+30% à toutes les Résistances élémentaires
10% de Rareté des objets trouvés augmentée`,
  gem: `Classe d'objet: Gemmes d'aptitude
Rareté: Gemme
Boule de feu
--------
Projectile, Sort, Zone d'effet, Feu
Niveau: 1`,
  currency: `Classe d'objet: Objets monétaires empilables
Rareté: Objet monétaire
Orbe du chaos
--------
Taille de la pile: 7/20`,
  magic: `Classe d'objet: Flacons de Vie
Rareté: Magique
Flacon divin de vie bouillonnant d'étanchement
--------
Récupère 960 points de Vie en 1,00 seconde`,
};

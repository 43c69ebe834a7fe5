import bases from '../catalogue/data/bases.json' with { type: 'json' };
import currencies from '../catalogue/data/currencies.json' with { type: 'json' };
import uniques from '../catalogue/data/uniques.json' with { type: 'json' };
import { currentGems } from '../catalogue/current/gems.js';

/**
 * Our samples of the trade site's answers, written in their real formats (names from the game's
 * files the catalogue bundles). `ITEMS_*_SAMPLE` mirror `GET /api/trade/data/items` of
 * www.pathofexile.com and fr.pathofexile.com, `STATIC_*_SAMPLE` `GET /api/trade/data/static`,
 * with the awkward cases seen in those answers: an entry listed twice, an entry without its
 * type, the discriminator under both spellings (`disc`, `discriminator`), a group only one
 * language lists, a French list missing one entry, and a unique whose French base does not
 * match.
 */
export const ITEMS_EN_SAMPLE = {
  result: [
    {
      id: 'accessory',
      label: 'Accessories',
      entries: [
        { type: 'Gold Ring', text: 'Gold Ring' },
        { type: 'Iron Ring', text: 'Iron Ring' },
        { type: 'Two-Stone Ring', text: 'Two-Stone Ring', disc: 'fire_cold' },
        {
          name: 'Blackheart',
          type: 'Iron Ring',
          text: 'Blackheart Iron Ring',
          flags: { unique: true },
        },
        {
          name: 'Andvarius',
          type: 'Gold Ring',
          text: 'Andvarius Gold Ring',
          flags: { unique: true },
        },
      ],
    },
    {
      id: 'gem',
      label: 'Gems',
      entries: [
        { type: 'Arc', text: 'Arc' },
        { type: 'Arc', text: 'Arc' },
        { type: 'Fireball', text: 'Fireball' },
        { text: 'no type' },
        { type: 'Added Fire Damage Support', text: 'Added Fire Damage Support' },
      ],
    },
    {
      id: 'currency',
      label: 'Currency',
      entries: [{ type: 'Divine Orb', text: 'Divine Orb' }],
    },
    {
      id: 'card',
      label: 'Divination Cards',
      entries: [{ type: 'The Doctor', text: 'The Doctor' }],
    },
  ],
};

export const ITEMS_FR_SAMPLE = {
  result: [
    {
      id: 'accessory',
      label: 'Accessoires',
      entries: [
        { type: 'Anneau en or', text: 'Anneau en or' },
        { type: 'Anneau en fer', text: 'Anneau en fer' },
        { type: 'Bague à deux pierres', text: 'Bague à deux pierres', discriminator: 'fire_cold' },
        {
          name: 'Cœur noir',
          type: 'Anneau en fer',
          text: 'Cœur noir Anneau en fer',
          flags: { unique: true },
        },
        // Listed under another base than the English one: not paired.
        { name: 'Andvarius', type: 'Anneau en fer', flags: { unique: true } },
      ],
    },
    {
      id: 'gem',
      label: 'Gemmes',
      entries: [
        { type: 'Arc électrique', text: 'Arc électrique' },
        { type: 'Boule de feu', text: 'Boule de feu' },
        { type: 'Soutien : Dégâts de feu Rajoutés', text: 'Soutien : Dégâts de feu Rajoutés' },
      ],
    },
    {
      id: 'currency',
      label: 'Objets monétaires',
      // One entry short: nothing of this group pairs.
      entries: [],
    },
    {
      id: 'flask',
      label: 'Flacons',
      entries: [{ type: 'Flacon de vie divin', text: 'Flacon de vie divin' }],
    },
  ],
};

export const STATIC_EN_SAMPLE = {
  result: [
    {
      id: 'Currency',
      label: 'Currency',
      entries: [
        {
          id: 'alt',
          text: 'Orb of Alteration',
          image: '/image/Art/2DItems/Currency/CurrencyRerollMagic.png',
        },
        {
          id: 'chaos',
          text: 'Chaos Orb',
          image: '/image/Art/2DItems/Currency/CurrencyRerollRare.png',
        },
        { id: 'chaos', text: 'Chaos Orb' },
        { id: 'mirror', text: 'Mirror of Kalandra' },
      ],
    },
    {
      id: 'Fragments',
      label: 'Fragments',
      entries: [{ id: 'dawn', text: 'Sacrifice at Dawn' }],
    },
    {
      id: 'DelveFossils',
      label: 'Fossils',
      entries: [{ id: 'dense-fossil', text: 'Dense Fossil' }],
    },
    { id: 'Cards', label: 'Divination Cards', entries: [{ id: 'doctor', text: 'The Doctor' }] },
  ],
};

export const STATIC_FR_SAMPLE = {
  result: [
    {
      id: 'Currency',
      label: 'Objets monétaires',
      entries: [
        { id: 'chaos', text: 'Orbe du chaos' },
        { id: 'alt', text: "Orbe d'altération" },
        { id: 'exalted', text: 'Orbe exalté' },
        { text: 'sans id' },
      ],
    },
    {
      id: 'Fragments',
      label: 'Fragments',
      entries: [{ id: 'dawn', text: "Sacrifice à l'aube" }],
    },
    {
      id: 'DelveFossils',
      label: 'Fossiles',
      entries: [{ id: 'dense-fossil', text: 'Fossile dense' }],
    },
  ],
};

/** The stand-in's item groups of equipment bases, by the catalogue's item class. */
const GROUP_OF_CLASS: Record<string, string> = {
  Amulets: 'accessory',
  Belts: 'accessory',
  Rings: 'accessory',
  'Body Armours': 'armour',
  Boots: 'armour',
  Gloves: 'armour',
  Helmets: 'armour',
  Shields: 'armour',
  'Life Flasks': 'flask',
  'Mana Flasks': 'flask',
  'Hybrid Flasks': 'flask',
  'Utility Flasks': 'flask',
  Jewels: 'jewel',
};
const groupOf = (itemClass: string) => GROUP_OF_CLASS[itemClass] ?? 'weapon';

type Lang = 'en' | 'fr';

/**
 * The stand-in's whole answers for one language: every name the catalogue knows in both
 * languages (the bundled game files' French names), in the same order in both, as the site lists
 * them. Entries whose French name is unknown are left out of both languages.
 */
export function standInItems(lang: Lang) {
  const fr = lang === 'fr';
  // A French name two English bases share in the bundled files is left out: the site names each once.
  const frenchCount = new Map<string, number>();
  for (const b of bases)
    frenchCount.set(b.nameFr ?? '', (frenchCount.get(b.nameFr ?? '') ?? 0) + 1);
  const named = bases.filter((b) => b.nameFr !== null && frenchCount.get(b.nameFr) === 1);
  const baseFr = new Map(named.map((b) => [b.name, b.nameFr ?? b.name]));
  const groupIds = ['accessory', 'armour', 'flask', 'jewel', 'weapon'];
  const equipment = groupIds.map((id) => ({
    id,
    label: id,
    entries: [
      ...named
        .filter((b) => groupOf(b.itemClass) === id)
        .map((b) => {
          const type = fr ? (b.nameFr ?? b.name) : b.name;
          return { type, text: type };
        }),
      ...uniques
        .filter((u) => u.nameFr !== null && baseFr.has(u.base) && groupOf(u.itemClass) === id)
        .map((u) => {
          const name = fr ? (u.nameFr ?? u.name) : u.name;
          const type = fr ? (baseFr.get(u.base) ?? u.base) : u.base;
          return { name, type, text: `${name} ${type}`, flags: { unique: true } };
        }),
    ],
  }));
  const gems = currentGems()
    .filter((g) => g.nameFr !== null)
    .map((g) => {
      const name = fr ? (g.nameFr ?? g.name) : g.name;
      return { type: name, text: name };
    });
  return { result: [...equipment, { id: 'gem', label: fr ? 'Gemmes' : 'Gems', entries: gems }] };
}

const STATIC_GROUP: Record<string, string> = {
  Currency: 'Currency',
  Fragment: 'Fragments',
  Essence: 'Essences',
};

/** The stand-in's static answer: the bundled currency, fragments and essences, paired by id. */
export function standInStatic(lang: Lang) {
  const result = Object.entries(STATIC_GROUP).map(([type, id]) => ({
    id,
    label: id,
    entries: currencies
      .filter((c) => c.type === type && c.nameFr !== null)
      .map((c) => ({
        id: c.name.toLowerCase().replace(/[^a-z0-9]+/g, '-'),
        text: lang === 'fr' ? (c.nameFr ?? c.name) : c.name,
      })),
  }));
  return { result };
}

import { imagePath } from './images/paths.js';
import { resolveGendered } from './catalogue/gendered.js';
import type { Queryable } from '../platform/db/client.js';
import type { Currency, CurrencyType, Gem, Lang } from './schemas.js';

/** The spec's section order in the currency picker. */
export const CURRENCY_SECTIONS: CurrencyType[] = [
  'Currency',
  'Fragment',
  'Scarab',
  'Essence',
  'Fossil',
];

interface GemRow {
  name: string;
  name_fr: string | null;
  colour: Gem['colour'];
  tags: string[];
  level_required: number | null;
  description: string;
  is_support: boolean;
  is_aura: boolean;
  is_vaal: boolean;
  is_awakened: boolean;
  is_transfigured: boolean;
}

interface CurrencyRow {
  name: string;
  name_fr: string | null;
  type: CurrencyType;
  description: string;
  chaos_equivalent: number | null;
  details_id: string | null;
}

const display = (name: string, nameFr: string | null, lang: Lang) =>
  lang === 'fr' && nameFr ? nameFr : name;

/**
 * The catalogue's descriptions are the game's English text (poe-i18n, poe.ninja, the wiki): they
 * are given to English readers only, so that no English sentence stands under a French name.
 */
export const textIn = (lang: Lang, text: string) => (lang === 'en' ? text : '');

const GEM_COLUMNS = `name, name_fr, colour, tags, level_required, description,
  is_support, is_aura, is_vaal, is_awakened, is_transfigured`;

/** `withText`: keep the English description whatever the language (for the tooltips' caches). */
function toGem(row: GemRow, lang: Lang, withText = false): Gem {
  return {
    name: row.name,
    displayName: display(row.name, row.name_fr, lang),
    icon: imagePath('gems', row.name),
    colour: row.colour,
    tags: row.tags,
    levelRequired: row.level_required,
    description: withText ? row.description : textIn(lang, row.description),
    isSupport: row.is_support,
    isAura: row.is_aura,
    isVaal: row.is_vaal,
    isAwakened: row.is_awakened,
    isTransfigured: row.is_transfigured,
  };
}

function toCurrency(row: CurrencyRow, lang: Lang, withText = false): Currency {
  return {
    name: row.name,
    displayName: display(row.name, row.name_fr, lang),
    icon: imagePath('currency', row.name),
    type: row.type,
    description: withText ? row.description : textIn(lang, row.description),
    chaosEquivalent: row.chaos_equivalent,
    detailsId: row.details_id,
  };
}

/** Every gem, or only those named (English names; unknown ones are left out). */
export async function listGems(db: Queryable, lang: Lang): Promise<Gem[]> {
  const { rows } = await db.query<GemRow>(`select ${GEM_COLUMNS} from gems order by name`);
  return rows.map((row) => toGem(row, lang));
}

/** The gems of `catalogue` named in `names` (exact English names), in the catalogue's order. */
export function pickGems(catalogue: readonly Gem[], names: readonly string[]): Gem[] {
  const wanted = new Set(names);
  return catalogue.filter((gem) => wanted.has(gem.name));
}

/**
 * By English name, also written with underscores as in image and wiki addresses; with its English
 * description whatever the language (the gem tooltip caches it and filters it by language).
 */
export async function findGem(db: Queryable, name: string, lang: Lang): Promise<Gem | undefined> {
  const { rows } = await db.query<GemRow>(
    `select ${GEM_COLUMNS} from gems where lower(name) = lower(replace($1, '_', ' '))`,
    [name],
  );
  return rows[0] && toGem(rows[0], lang, true);
}

/** `count` gems drawn at random among those the home page's wheel may show. */
export async function wheelGems(db: Queryable, lang: Lang, count: number): Promise<Gem[]> {
  const { rows } = await db.query<GemRow>(
    `select ${GEM_COLUMNS} from gems
     where not is_support and not is_aura and not is_vaal and not ('Aura' = any(tags))
     order by random() limit $1`,
    [count],
  );
  return rows.map((row) => toGem(row, lang));
}

const CURRENCY_COLUMNS = 'name, name_fr, type, description, chaos_equivalent, details_id';

/** Sections in the spec's order; the base currencies first in their fixed order, then by name. */
export async function currencySections(db: Queryable, lang: Lang) {
  const { rows } = await db.query<CurrencyRow>(
    `select ${CURRENCY_COLUMNS} from currencies order by base_rank nulls last, name`,
  );
  return CURRENCY_SECTIONS.map((type) => {
    const currencies = rows.filter((r) => r.type === type).map((r) => toCurrency(r, lang));
    return { type, count: currencies.length, currencies };
  });
}

/** With its English description whatever the language (the tooltip filters it by language). */
export async function findCurrency(db: Queryable, name: string, lang: Lang) {
  const { rows } = await db.query<CurrencyRow>(
    `select ${CURRENCY_COLUMNS} from currencies where lower(name) = lower($1)`,
    [name],
  );
  return rows[0] && toCurrency(rows[0], lang, true);
}

export async function listBases(db: Queryable, lang: Lang) {
  const { rows } = await db.query<{ name: string; name_fr: string | null; item_class: string }>(
    'select name, name_fr, item_class from item_bases order by name',
  );
  return rows.map((r) => ({
    name: r.name,
    displayName: display(r.name, r.name_fr, lang),
    itemClass: r.item_class,
    image: imagePath('non_uniques', r.name),
  }));
}

export async function listUniques(db: Queryable, lang: Lang) {
  const { rows } = await db.query<{
    name: string;
    name_fr: string | null;
    base: string;
    item_class: string;
    inflection: string | null;
  }>(
    `select u.name, coalesce(u.name_fr, n.name_fr) as name_fr, u.base, u.item_class, b.inflection
     from uniques u left join item_bases b on b.name = u.base
       left join unique_names n on n.name = u.name
     order by u.name`,
  );
  return rows.map((r) => ({
    name: r.name,
    displayName: display(r.name, r.name_fr && resolveGendered(r.name_fr, r.inflection), lang),
    base: r.base,
    itemClass: r.item_class,
    image: imagePath('uniques', r.name),
  }));
}

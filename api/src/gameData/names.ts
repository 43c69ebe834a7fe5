import { Type, type Static } from 'typebox';
import { resolveGendered } from './catalogue/gendered.js';
import type { Queryable } from '../platform/db/client.js';
import { HttpError } from '../platform/http/httpError.js';
import type { Lang } from './schemas.js';

/** A text holds a few dozen inserts at most; the cap keeps one request cheap. */
export const MAX_NAMES = 100;

export const NamesQuery = Type.Object({
  lang: Type.Optional(Type.Union([Type.Literal('fr'), Type.Literal('en')])),
  /** English names separated by `|` (no gem, currency or unique name holds one). */
  names: Type.String({ minLength: 1, maxLength: 8000, pattern: '^[^\\u0000]+$' }),
});

export const CatalogueNameSchema = Type.Object({
  kind: Type.Union([Type.Literal('gem'), Type.Literal('currency'), Type.Literal('unique')]),
  /** The catalogue's English name (the key the inserts carry in `data-name`). */
  name: Type.String(),
  /** The name in the asked language: the French one when the catalogue knows it. */
  displayName: Type.String(),
});
export type CatalogueName = Static<typeof CatalogueNameSchema>;

/**
 * The asked names, trimmed and without repeats; 400 when none or past `MAX_NAMES`.
 * @example askedNames('Cyclone | Chaos Orb|Cyclone') // ['Cyclone', 'Chaos Orb']
 */
export function askedNames(raw: string): string[] {
  const names = [
    ...new Set(
      raw
        .split('|')
        .map((n) => n.trim())
        .filter((n) => n.length > 0),
    ),
  ];
  if (names.length === 0) throw new HttpError(400, 'Requête invalide : aucun nom demandé');
  if (names.length > MAX_NAMES) {
    throw new HttpError(400, `Requête invalide : ${MAX_NAMES} noms au maximum`);
  }
  if (names.some((n) => n.length > 200)) {
    throw new HttpError(400, 'Requête invalide : nom trop long');
  }
  return names;
}

interface Row {
  kind: CatalogueName['kind'];
  name: string;
  name_fr: string | null;
  inflection: string | null;
}

/**
 * The gems, currencies and uniques among `names` (case-insensitive), each with its name in
 * `lang`: what a text's inserts are called for a reader of that language. Unknown names are
 * left out; the reader then shows the name the insert carries.
 */
export async function catalogueNames(
  db: Queryable,
  names: readonly string[],
  lang: Lang,
): Promise<CatalogueName[]> {
  const lower = names.map((n) => n.toLowerCase());
  const { rows } = await db.query<Row>(
    `select 'gem' as kind, name, name_fr, null as inflection
       from gems where lower(name) = any($1::text[])
     union all
     select 'currency', name, name_fr, null from currencies where lower(name) = any($1::text[])
     union all
     select 'unique', u.name, coalesce(u.name_fr, n.name_fr), b.inflection
       from uniques u left join item_bases b on b.name = u.base
         left join unique_names n on n.name = u.name
       where lower(u.name) = any($1::text[])
     order by kind, name`,
    [lower],
  );
  return rows.map((r) => ({
    kind: r.kind,
    name: r.name,
    displayName: lang === 'fr' && r.name_fr ? resolveGendered(r.name_fr, r.inflection) : r.name,
  }));
}

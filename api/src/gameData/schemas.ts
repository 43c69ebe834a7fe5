import { Type, type Static } from 'typebox';

export const LangQuery = Type.Object({
  lang: Type.Optional(Type.Union([Type.Literal('fr'), Type.Literal('en')])),
});
export type Lang = 'fr' | 'en';

const Nullable = <T extends Parameters<typeof Type.Union>[0][number]>(schema: T) =>
  Type.Union([schema, Type.Null()]);

export const GemSchema = Type.Object({
  /** English name: the key everywhere (sockets, inserts, image names). */
  name: Type.String(),
  /** French name when `lang=fr` and one is known, the English name otherwise. */
  displayName: Type.String(),
  icon: Type.String(),
  colour: Type.Union([
    Type.Literal('red'),
    Type.Literal('green'),
    Type.Literal('blue'),
    Type.Literal('white'),
  ]),
  tags: Type.Array(Type.String()),
  levelRequired: Nullable(Type.Integer()),
  /** The game's English description, for `lang=en` only: empty in French (none is known). */
  description: Type.String(),
  isSupport: Type.Boolean(),
  isAura: Type.Boolean(),
  isVaal: Type.Boolean(),
  isAwakened: Type.Boolean(),
  /** A variant of a base gem (« Boneshatter of Carnage »), with that gem's colour and flags. */
  isTransfigured: Type.Boolean(),
});
export type Gem = Static<typeof GemSchema>;

export const CurrencyTypeSchema = Type.Union([
  Type.Literal('Currency'),
  Type.Literal('Fragment'),
  Type.Literal('Scarab'),
  Type.Literal('Essence'),
  Type.Literal('Fossil'),
]);
export type CurrencyType = Static<typeof CurrencyTypeSchema>;

export const CurrencySchema = Type.Object({
  name: Type.String(),
  displayName: Type.String(),
  icon: Type.String(),
  type: CurrencyTypeSchema,
  /** The game's English description, for `lang=en` only: empty in French (none is known). */
  description: Type.String(),
  chaosEquivalent: Nullable(Type.Number()),
  detailsId: Nullable(Type.String()),
});
export type Currency = Static<typeof CurrencySchema>;

export const CurrencySectionsSchema = Type.Object({
  sections: Type.Array(
    Type.Object({
      type: CurrencyTypeSchema,
      count: Type.Integer(),
      currencies: Type.Array(CurrencySchema),
    }),
  ),
});

export const BaseSchema = Type.Object({
  name: Type.String(),
  displayName: Type.String(),
  itemClass: Type.String(),
  image: Type.String(),
});

export const UniqueSchema = Type.Object({
  name: Type.String(),
  displayName: Type.String(),
  base: Type.String(),
  itemClass: Type.String(),
  image: Type.String(),
});

// No NUL: PostgreSQL text cannot hold it, and the name is compared in SQL.
export const NameParams = Type.Object({
  name: Type.String({ minLength: 1, maxLength: 200, pattern: '^[^\\u0000]+$' }),
});

export const ErrorSchema = Type.Object({ error: Type.String() });

const Text = Nullable(Type.String());

export const GemInfoSchema = Type.Object({
  name: Type.String(),
  displayName: Type.String(),
  /** Level range, '1-20' unless a source says otherwise. */
  level: Type.String(),
  cost: Text,
  castTime: Text,
  aoeRadius: Text,
  critChance: Text,
  effectiveness: Text,
  requiresLevel: Nullable(Type.Integer()),
  description: Type.String(),
  effects: Type.Array(Type.String()),
  qualityEffects: Type.Array(Type.String()),
  tags: Type.Array(Type.String()),
  /** True when answered from the shared cache rather than fetched for this request. */
  cached: Type.Boolean(),
  fetchedAt: Type.String(),
  /** Which upstreams this answer holds; both false: only the catalogue's facts. */
  sources: Type.Object({ wiki: Type.Boolean(), priceSite: Type.Boolean() }),
});
export type GemInfo = Static<typeof GemInfoSchema>;

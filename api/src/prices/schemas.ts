import { Type, type Static } from 'typebox';
import { Nullable } from '../content/listSchemas.js';

/**
 * The phases a build's cost is told for: the main view ('general': `equipment` with
 * `gem_sockets_main`, or `gem_sockets` when that is empty, as the reading page shows it), then
 * each reading tab that has its own equipment set and sockets (Mécaniques has none).
 */
export const COST_PHASES = [
  'general',
  'leveling',
  'premier_equipement',
  'endgame',
  'optimisation',
] as const;
export type CostPhase = (typeof COST_PHASES)[number];

export const PricedLine = Type.Object({
  kind: Type.Union([Type.Literal('unique'), Type.Literal('gem')]),
  /** poe.ninja's (English) name the price was found under. */
  name: Type.String(),
  /** As the build writes it (a French unique name, a gem's French name). */
  displayName: Type.String(),
  /** How many times the phase uses it (a support gem in two links counts twice). */
  count: Type.Integer({ minimum: 1 }),
  unitChaos: Type.Number(),
  chaos: Type.Number(),
});
export type PricedLine = Static<typeof PricedLine>;

export const UnpricedLine = Type.Object({
  /**
   * `item`: a normal, magic or rare item, or text no item was recognised in: no market price
   * (crafted or traded case by case). `unique`, `gem`: poe.ninja does not list that name.
   */
  kind: Type.Union([Type.Literal('unique'), Type.Literal('gem'), Type.Literal('item')]),
  name: Type.String(),
  displayName: Type.String(),
  /** The item's base type, '' for gems and unrecognised text. */
  base: Type.String(),
  /** `normal`, `magic`, `rare`, `unique`, or '' when unknown (gems, text). */
  rarity: Type.String(),
  count: Type.Integer({ minimum: 1 }),
});
export type UnpricedLine = Static<typeof UnpricedLine>;

export const PhaseCost = Type.Object({
  phase: Type.Enum(COST_PHASES),
  /** Sum of the priced lines; null when nothing in the phase has a known price (never 0 then). */
  totalChaos: Nullable(Type.Number()),
  /** null when nothing is priced or no Divine Orb price is known. */
  totalDivine: Nullable(Type.Number()),
  /** How many items and gems (each copy) the totals leave out for want of a known price. */
  unpricedCount: Type.Integer({ minimum: 0 }),
  /** Dearest first. */
  priced: Type.Array(PricedLine),
  unpriced: Type.Array(UnpricedLine),
});
export type PhaseCost = Static<typeof PhaseCost>;

export const BuildCostSchema = Type.Object({
  buildId: Type.Integer(),
  /** poe.ninja league of the prices: the league the site follows. */
  league: Type.String(),
  /** ISO 8601: when the oldest price list used was read from poe.ninja; null if never read. */
  pricesAt: Nullable(Type.String()),
  /** True when some list is older than the refresh interval (poe.ninja not reached in time). */
  stale: Type.Boolean(),
  /** The chaos value of one Divine Orb in that league. */
  divineChaos: Nullable(Type.Number()),
  /** Every phase of COST_PHASES, in that order (empty phases: no lines, null totals). */
  phases: Type.Array(PhaseCost),
});
export type BuildCost = Static<typeof BuildCostSchema>;

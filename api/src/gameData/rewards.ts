import { Type, type Static } from 'typebox';
import type { Db } from '../platform/db/client.js';
import { HttpError } from '../platform/http/httpError.js';

/** At most this many gems per request: a build holds far fewer. */
export const MAX_REWARD_GEMS = 100;

const Nullable = <T extends Parameters<typeof Type.Union>[0][number]>(schema: T) =>
  Type.Union([schema, Type.Null()]);

export const RewardsQuery = Type.Object({
  /** English gem names separated by commas (no gem name holds one). */
  names: Type.String({ minLength: 1, maxLength: 8000, pattern: '^[^\\u0000]+$' }),
});

export const RewardSchema = Type.Object({
  kind: Type.Union([Type.Literal('quest'), Type.Literal('vendor')]),
  act: Type.Integer(),
  quest: Type.String(),
  /** The French quest name when known; the reading side falls back to `quest`. */
  questFr: Nullable(Type.String()),
  npc: Nullable(Type.String()),
  /** English class names; empty: every class. */
  classes: Type.Array(Type.String()),
});

export const GemRewardsSchema = Type.Object({
  name: Type.String(),
  /** The catalogue's minimum character level; null when unknown. */
  levelRequired: Nullable(Type.Integer()),
  /** Earliest first: by act, quest rewards before the vendor. */
  rewards: Type.Array(RewardSchema),
});
export type GemRewards = Static<typeof GemRewardsSchema>;

/**
 * The asked names, trimmed and without repeats; 400 past `MAX_REWARD_GEMS`.
 * @example rewardNames('Arc, Fireball,Arc') // ['Arc', 'Fireball']
 */
export function rewardNames(raw: string): string[] {
  const names = [
    ...new Set(
      raw
        .split(',')
        .map((n) => n.trim())
        .filter((n) => n.length > 0),
    ),
  ];
  if (names.length === 0) throw new HttpError(400, 'Requête invalide : aucune gem demandée');
  if (names.length > MAX_REWARD_GEMS) {
    throw new HttpError(400, `Requête invalide : ${MAX_REWARD_GEMS} gems au maximum`);
  }
  if (names.some((n) => n.length > 200)) {
    throw new HttpError(400, 'Requête invalide : nom de gem trop long');
  }
  return names;
}

interface Row {
  gem: string;
  kind: 'quest' | 'vendor';
  act: number;
  quest: string;
  quest_fr: string | null;
  npc: string | null;
  classes: string[];
}

/** Where each asked gem is obtained, in the order asked; a gem nobody gives has no rewards. */
export async function gemRewards(db: Db, names: string[]): Promise<GemRewards[]> {
  const [{ rows }, { rows: levels }] = await Promise.all([
    db.query<Row>(
      `select gem, kind, act, quest, quest_fr, npc, classes from gem_rewards
       where gem = any($1::text[])
       order by act, case kind when 'quest' then 0 else 1 end, quest, npc nulls first`,
      [names],
    ),
    db.query<{ name: string; level_required: number | null }>(
      'select name, level_required from gems where name = any($1::text[])',
      [names],
    ),
  ]);
  const level = new Map(levels.map((g) => [g.name, g.level_required]));
  return names.map((name) => ({
    name,
    levelRequired: level.get(name) ?? null,
    rewards: rows
      .filter((r) => r.gem === name)
      .map((r) => ({
        kind: r.kind,
        act: r.act,
        quest: r.quest,
        questFr: r.quest_fr,
        npc: r.npc,
        classes: r.classes,
      })),
  }));
}

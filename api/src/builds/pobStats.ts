import { Type } from 'typebox';
import { storedObject } from '../content/jsonFields.js';
import { TREE_PHASES, type TreePhase } from '../gameData/passiveTree/schemas.js';
import {
  isKeptStat,
  MAX_NOTES_CHARS,
  MAX_PLAYER_STATS,
  MAX_STAT_NAME,
  type PlayerStats,
} from '../pob/playerStats.js';

/** The phases stats are kept for: the build's tabs, as its passive trees are. */
export const STAT_PHASES = TREE_PHASES;

const Stats = Type.Record(
  Type.String({ maxLength: MAX_STAT_NAME }),
  Type.Number({ minimum: -1e15, maximum: 1e15 }),
  { maxProperties: MAX_PLAYER_STATS },
);

/** What a form sends: the stats PoB computed per phase tab, as the import gave them. */
export const PobStatsInput = Type.Object(
  Object.fromEntries(STAT_PHASES.map((phase) => [phase, Type.Optional(Stats)])) as Record<
    TreePhase,
    ReturnType<typeof Type.Optional<typeof Stats>>
  >,
  { additionalProperties: false },
);
export const PobStatsOutput = Type.Record(Type.String(), Type.Record(Type.String(), Type.Number()));
export const PobNotesInput = Type.String({ maxLength: MAX_NOTES_CHARS });

export type PobStatsByPhase = Partial<Record<TreePhase, PlayerStats>>;

/**
 * Stats as stored or sent, reduced to their documented shape: known phases only, each a map of
 * PoB stat names to finite numbers, at most `MAX_PLAYER_STATS` each; a phase left with none is
 * left out. Anything else reads as `{}`.
 * @example cleanPobStats({ main: { Life: 10, x: 'a' }, other: {} }) // { main: { Life: 10 } }
 */
export function cleanPobStats(value: unknown): PobStatsByPhase {
  const stored = storedObject(value);
  const clean: PobStatsByPhase = {};
  for (const phase of STAT_PHASES) {
    const stats = storedObject(stored[phase]);
    const kept = Object.entries(stats)
      .filter(([name, number]) => isKeptStat(name, number))
      .slice(0, MAX_PLAYER_STATS);
    if (kept.length > 0) clean[phase] = Object.fromEntries(kept) as PlayerStats;
  }
  return clean;
}

/** Notes as plain text: control characters removed, trimmed, bounded. */
export function cleanPobNotes(value: unknown): string {
  if (typeof value !== 'string') return '';
  return (
    value
      // eslint-disable-next-line no-control-regex -- control characters are what is removed
      .replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/g, '')
      .trim()
      .slice(0, MAX_NOTES_CHARS)
  );
}

/** The main skill's DPS PoB shows first: its combined DPS, else its hit DPS; null without. */
export function mainDps(stats: PlayerStats | undefined): number | null {
  if (!stats) return null;
  for (const name of ['CombinedDPS', 'FullDPS', 'TotalDPS', 'TotalDotDPS']) {
    const value = stats[name];
    if (value !== undefined && value > 0) return value;
  }
  return null;
}

import { Type } from 'typebox';
import { storedObject } from '../content/jsonFields.js';
import { TREE_PHASES, type TreePhase } from '../gameData/passiveTree/schemas.js';

/** How many stats a build keeps per phase: PoB writes about seventy, a hundred leaves room. */
export const MAX_PLAYER_STATS = 120;
/** Longest stat name kept (PoB's are like `Spec:EnergyShieldInc`, under 40 characters). */
export const MAX_STAT_NAME = 60;
/** Longest `<Notes>` text kept, in characters: longer notes are cut. */
export const MAX_NOTES_CHARS = 20_000;
/** Largest absolute value kept: PoB's DPS of a heavy build stays far below (2.5e8 seen). */
export const MAX_STAT_VALUE = 1e15;

const STAT_NAME = /^[A-Za-z][A-Za-z0-9:_]*$/;

/** The stats Path of Building computed for one loadout, by PoB's name (`Life`, `CombinedDPS`). */
export type PlayerStats = Record<string, number>;

/**
 * Whether a stat name and value can be kept: a short PoB-style name and a finite number.
 * PoB sometimes writes a Lua address as a value (`SkillDPS` = `table: 0x155a5ac0`): left out.
 */
export function isKeptStat(name: string, value: unknown): value is number {
  return (
    name.length <= MAX_STAT_NAME &&
    STAT_NAME.test(name) &&
    typeof value === 'number' &&
    Number.isFinite(value) &&
    Math.abs(value) <= MAX_STAT_VALUE
  );
}

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

/** Control characters but tab and line breaks: what notes never keep. */
// eslint-disable-next-line no-control-regex -- control characters are what is matched
export const CONTROL_CHARACTERS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/g;

/** Notes as plain text: control characters removed, trimmed, bounded. */
export function cleanPobNotes(value: unknown): string {
  if (typeof value !== 'string') return '';
  return value.replace(CONTROL_CHARACTERS, '').trim().slice(0, MAX_NOTES_CHARS);
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

import { childrenNamed, type XmlElement } from './xml.js';

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

/**
 * Every `<PlayerStat stat="Life" value="4533"/>` of the export's `<Build>` as numbers. PoB
 * writes some twice (`Speed`, `MeleeEvadeChance`): the first is kept.
 *
 * @example readPlayerStats(parseXml('<Build><PlayerStat stat="Life" value="10"/></Build>')) // { Life: 10 }
 */
export function readPlayerStats(build: XmlElement | undefined): PlayerStats {
  const stats: PlayerStats = {};
  for (const stat of childrenNamed(build, 'PlayerStat')) {
    const name = (stat.attrs.stat ?? '').trim();
    const raw = (stat.attrs.value ?? '').trim();
    const value = raw === '' ? Number.NaN : Number(raw);
    if (Object.hasOwn(stats, name) || !isKeptStat(name, value)) continue;
    if (Object.keys(stats).length >= MAX_PLAYER_STATS) break;
    stats[name] = value;
  }
  return stats;
}

/**
 * The build's `<Notes>` as plain text: trimmed, line breaks kept, control characters and
 * PoB's colour codes (`^7`, `^xFF0000`) removed, cut at `MAX_NOTES_CHARS`.
 */
export function readNotes(notes: XmlElement | undefined): string {
  const text = (notes?.text ?? '')
    .replace(/\^x[0-9A-Fa-f]{6}|\^[0-9]/g, '')
    .replace(/\r\n?/g, '\n')
    // eslint-disable-next-line no-control-regex -- control characters are what is removed
    .replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/g, '')
    .replace(/^[\t ]+|[\t ]+$/gm, '')
    .trim();
  return text.slice(0, MAX_NOTES_CHARS);
}

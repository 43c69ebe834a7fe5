import { childrenNamed, type XmlElement } from './xml.js';
import {
  CONTROL_CHARACTERS,
  isKeptStat,
  MAX_NOTES_CHARS,
  MAX_PLAYER_STATS,
  type PlayerStats,
} from '../builds/pobStats.js';

// What a build keeps and its bounds are the builds' own (builds/pobStats.ts): builds never import pob.
export type { PlayerStats };

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
    .replace(CONTROL_CHARACTERS, '')
    .replace(/^[\t ]+|[\t ]+$/gm, '')
    .trim();
  return text.slice(0, MAX_NOTES_CHARS);
}

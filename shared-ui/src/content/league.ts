import { dateFormat } from '../i18n/formats';
/**
 * Compares two game versions part by part ('3.9' < '3.26' < '3.26.1').
 * @returns a negative number, 0 or a positive number, as `Array.prototype.sort` wants
 * @example compareGameVersions('3.25', '3.26') // -1
 */
export function compareGameVersions(a: string, b: string): number {
  const pa = a.split('.').map(Number);
  const pb = b.split('.').map(Number);
  for (let i = 0; i < Math.max(pa.length, pb.length); i += 1) {
    const diff = (pa[i] ?? 0) - (pb[i] ?? 0);
    if (diff !== 0) return Math.sign(diff);
  }
  return 0;
}

const VERSION = /^[0-9]{1,2}\.[0-9]{1,2}(\.[0-9]{1,2})?$/;

/**
 * Whether a build was written for a league older than the current one: its game version is
 * lower than the current league's (patches of the same league, 3.26 and 3.26.1, are not).
 * Unknown versions are never called old.
 * @example isOldLeague({ league: 'Settlers', game_version: '3.25' }, { league: 'Mercenaries', gameVersion: '3.26' }) // true
 */
export function isOldLeague(
  build: { league?: string; game_version?: string },
  current: { league: string; gameVersion: string } | undefined,
): boolean {
  const version = build.game_version ?? '';
  if (!current || !VERSION.test(version) || !VERSION.test(current.gameVersion)) return false;
  if (build.league === current.league) return false;
  const [major = '', minor = ''] = version.split('.');
  return compareGameVersions(`${major}.${minor}`, current.gameVersion) < 0;
}

/**
 * A day in French, as the site writes dates ('22/11/2026').
 * @example frenchDay('2026-11-22T09:00:00Z') // '22/11/2026'
 */
export const frenchDay = (iso: string) =>
  dateFormat('fr-FR', { dateStyle: 'short' }).format(new Date(iso));

/**
 * The game version of each challenge league, as our own facts. The trade site and poe.ninja
 * name the current league but not its version, so the version is read here. Sources: the
 * game's patch notes as Path of Building's releases ("3.29.1 Tree and Export") and the trade
 * tools adding each league record them (see `/api/README.md`, « La ligue suivie »).
 */
export const LEAGUE_VERSIONS: readonly { league: string; version: string }[] = [
  { league: 'Settlers', version: '3.25' },
  { league: 'Mercenaries', version: '3.26' },
  { league: 'Keepers', version: '3.27' },
  { league: 'Mirage', version: '3.28' },
  { league: 'Allflame', version: '3.29' },
];

/** What an offline site follows: the newest league these facts know. */
export const BUNDLED_LEAGUE = LEAGUE_VERSIONS.at(-1) ?? { league: 'Allflame', version: '3.29' };

/** The newest version these facts know: what a league newer than them is shown with. */
export const NEWEST_KNOWN_VERSION = BUNDLED_LEAGUE.version;

/**
 * The version of a league these facts know, or null (a league newer than them).
 * @example versionOfLeague('Mirage') // '3.28'
 */
export function versionOfLeague(league: string): string | null {
  const key = league.trim().toLowerCase();
  return LEAGUE_VERSIONS.find((l) => l.league.toLowerCase() === key)?.version ?? null;
}

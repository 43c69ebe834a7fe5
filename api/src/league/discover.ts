import { checkLeague } from '../content/league.js';
import type { Fetcher } from '../platform/upstream/http.js';
import { NINJA_INDEX_PATH } from '../prices/poeNinja/client.js';
import { challengeLeagueFromNinja, challengeLeagueFromTrade } from './parseLeagues.js';

export const TRADE_LEAGUES_PATH = '/api/trade/data/leagues';

export type LeagueSource = 'trade' | 'poe.ninja';

export interface Discovered {
  league: string;
  source: LeagueSource;
  /** Why the trade site did not answer, when poe.ninja did. */
  tradeError?: string;
}

const reason = (err: unknown) => (err instanceof Error ? err.message : String(err));

/** A found name builds can carry (the build form's rule), or the reason it cannot. */
function usable(league: string): string {
  if (checkLeague(league) !== league) throw new Error(`nom de ligue inattendu « ${league} »`);
  return league;
}

/**
 * The current challenge league: the trade site's list first (the game's own), poe.ninja's
 * index when the trade site fails. Throws, naming both reasons, when neither says.
 */
export async function discoverLeague(
  fetcher: Fetcher,
  urls: { trade: string; ninja: string },
): Promise<Discovered> {
  let tradeError: string;
  try {
    const league = usable(
      challengeLeagueFromTrade(await fetcher.json(`${urls.trade}${TRADE_LEAGUES_PATH}`)),
    );
    return { league, source: 'trade' };
  } catch (err) {
    tradeError = reason(err);
  }
  try {
    const league = usable(
      challengeLeagueFromNinja(await fetcher.json(`${urls.ninja}${NINJA_INDEX_PATH}`)),
    );
    return { league, source: 'poe.ninja', tradeError };
  } catch (err) {
    throw new Error(`site d’échange : ${tradeError} ; poe.ninja : ${reason(err)}`, {
      cause: err,
    });
  }
}

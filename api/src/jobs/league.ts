import { discoverLeague } from '../league/discover.js';
import { storeFoundLeague, storeLeagueFailure } from '../league/sql.js';
import { reason, type JobDeps } from './deps.js';
import type { JobContext } from './runner.js';

const SOURCE_NAMES = { trade: 'site d’échange', 'poe.ninja': 'poe.ninja' } as const;

/**
 * Which challenge league is current: the trade site's list of leagues, else poe.ninja's index
 * (the local stand-ins with `UPSTREAM_MODE=fake`). What is found is stored for every process;
 * when both fail the last league found stays followed and the failure is noted beside it.
 * `POE_LEAGUE` and `POE_GAME_VERSION`, when set, still win over what is stored.
 */
export async function updateLeague({ db, upstreams }: JobDeps, ctx: JobContext) {
  ctx.log('🔎 Recherche de la ligue de défi actuelle (site d’échange, puis poe.ninja)…');
  try {
    const found = await discoverLeague(upstreams.fetcher, upstreams.leagueSources);
    if (found.tradeError !== undefined) {
      ctx.log(`⚠️ Site d’échange : ${found.tradeError}`);
    }
    ctx.progress(70);
    const { changed } = await storeFoundLeague(db, found);
    ctx.log(
      changed
        ? `✅ Nouvelle ligue suivie : ${found.league} (${SOURCE_NAMES[found.source]})`
        : `✅ Ligue ${found.league} confirmée (${SOURCE_NAMES[found.source]})`,
    );
    return { success: true };
  } catch (err) {
    const why = reason(err);
    ctx.log(`❌ ${why}`);
    await storeLeagueFailure(db, why);
    return { success: false, error: 'Ligue actuelle introuvable : la dernière connue est gardée' };
  }
}

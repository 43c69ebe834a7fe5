import { startStandInServer, type StandInServer } from '../../platform/upstream/standInServer.js';
import { standInItems, standInStatic } from './standInData.js';
import { standInTradeLeagues } from '../../league/standIn.js';
import { TRADE_LEAGUES_PATH } from '../../league/discover.js';

/** One language's site: `/api/trade/data/items`, `…/static` and `…/leagues` as JSON. */
function startSite(lang: 'en' | 'fr') {
  const answers: Record<string, unknown> = {
    '/api/trade/data/items': standInItems(lang),
    '/api/trade/data/static': standInStatic(lang),
    [TRADE_LEAGUES_PATH]: standInTradeLeagues(),
  };
  return startStandInServer((url) => {
    const body = answers[url.pathname];
    if (body === undefined) {
      return { status: 404, type: 'application/json', body: '{"error":{"code":1}}' };
    }
    return { type: 'application/json; charset=utf-8', body: JSON.stringify(body) };
  }, 'application/json');
}

/** The English site (www.pathofexile.com) and the French one (fr.pathofexile.com). */
export async function startTradeStandIns(): Promise<{
  english: StandInServer;
  french: StandInServer;
}> {
  const [english, french] = await Promise.all([startSite('en'), startSite('fr')]);
  return { english, french };
}

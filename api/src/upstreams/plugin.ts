import bases from '../gameData/catalogue/data/bases.json' with { type: 'json' };
import fp from 'fastify-plugin';
import type { UpstreamsConfig } from '../platform/upstream/config.js';
import type { StandInServer } from '../platform/upstream/standInServer.js';
import { createFetcher, type Fetcher } from '../platform/upstream/http.js';
import { startImageHostStandIn } from '../gameData/imageHost/standIn.js';
import { startNewsStandIn } from '../news/feed/standIn.js';
import { startPobShareStandIn } from '../pob/shareSites/standIn.js';
import {
  LIVE_TREE_EXPORT_URL,
  startTreeExportStandIn,
  TREE_EXPORT_PATH,
  type TreeExportStandIn,
} from '../gameData/passiveTree/standIn.js';
import { createPoeNinjaClient, type PoeNinjaClient } from '../prices/poeNinja/client.js';
import { startPoeNinjaStandIn, type PoeNinjaStandIn } from '../prices/poeNinja/standIn.js';
import { createWikiClient, type WikiClient } from '../gameData/wiki/client.js';
import { startWikiStandIn } from '../gameData/wiki/standIn.js';
import { createTradeClient, type TradeClient } from '../gameData/trade/client.js';
import { startTradeStandIns } from '../gameData/trade/standIn.js';
import { standInNinjaIndex } from '../league/standIn.js';

export interface UpstreamStandIns {
  poeNinja: PoeNinjaStandIn;
  wiki: StandInServer;
  news: StandInServer;
  images: StandInServer;
  /** pobb.in, poe.ninja's and pastebin's raw export addresses on one port. */
  pobShare: StandInServer;
  /** raw.githubusercontent.com's copy of the game's passive tree export. */
  passiveTree: TreeExportStandIn;
  /** The trade site's item and static data, English (www) and French (fr). */
  tradeEnglish: StandInServer;
  tradeFrench: StandInServer;
}

export interface Upstreams {
  fetcher: Fetcher;
  poeNinja: PoeNinjaClient;
  wiki: WikiClient;
  trade: TradeClient;
  newsFeedUrl: string;
  /** The league the site follows now (`app.league`): read at each use, it may change. */
  readonly league: string;
  /** Base the raw export addresses of share links are read from: the fake's, or none (the real site's). */
  pobShareBase: string | undefined;
  /** The game's passive tree export (`data.json`), real, or the bundled one the local stand-in serves. */
  passiveTreeUrl: string;
  /** The game version of the followed league, likewise read at each use. */
  readonly gameVersion: string;
  /** The trade site's (English) and poe.ninja's bases, where the league is discovered. */
  leagueSources: { trade: string; ninja: string };
  /** Set in `UPSTREAM_MODE=fake`: the local stand-ins every address points at. */
  standIns: UpstreamStandIns | undefined;
}

declare module 'fastify' {
  interface FastifyInstance {
    upstreams: Upstreams;
  }
}

async function startStandIns(): Promise<UpstreamStandIns> {
  const images = await startImageHostStandIn();
  const [poeNinja, wiki, news, pobShare, passiveTree, trade] = await Promise.all([
    startPoeNinjaStandIn(images.url, bases, standInNinjaIndex()),
    startWikiStandIn(),
    startNewsStandIn(),
    startPobShareStandIn(),
    startTreeExportStandIn(),
    startTradeStandIns(),
  ]);
  return {
    poeNinja,
    wiki,
    news,
    images,
    pobShare,
    passiveTree,
    tradeEnglish: trade.english,
    tradeFrench: trade.french,
  };
}

function addresses(config: UpstreamsConfig, standIns: UpstreamStandIns | undefined) {
  if (!standIns) {
    return {
      ninja: config.poeNinjaUrl,
      wiki: config.poeWikiUrl,
      trade: { english: config.tradeUrl, french: config.tradeFrUrl },
      news: config.newsFeedUrl,
      hosts: config.allowedHosts,
    };
  }
  // The stand-ins listen on the loopback address only, on ports chosen at start.
  return {
    ninja: standIns.poeNinja.url,
    wiki: standIns.wiki.url,
    trade: { english: standIns.tradeEnglish.url, french: standIns.tradeFrench.url },
    news: `${standIns.news.url}/news/rss`,
    hosts: [...config.allowedHosts, '127.0.0.1'],
  };
}

/** The one safe fetcher and the clients of poe.ninja and the wiki, real or fake per config. */
export const upstreamsPlugin = fp(
  async (app) => {
    const config = app.config.upstreams;
    const standIns = config.mode === 'fake' ? await startStandIns() : undefined;
    if (standIns) {
      app.addHook('onClose', async () => {
        await Promise.all(Object.values(standIns).map((f: StandInServer) => f.close()));
      });
      app.log.info(
        { poeNinja: standIns.poeNinja.url, wiki: standIns.wiki.url },
        'upstream stand-ins started (UPSTREAM_MODE=fake)',
      );
    }
    const urls = addresses(config, standIns);
    const fetcher = createFetcher({
      allowedHosts: urls.hosts,
      timeoutMs: config.timeoutMs,
      maxBytes: config.maxBytes,
      userAgent: `poe-debutants (+${app.config.publicUrl})`,
      onCall: (host, outcome) => app.metrics.upstream(host, outcome),
    });
    const follower = app.league;
    app.decorate('upstreams', {
      fetcher,
      poeNinja: createPoeNinjaClient(fetcher, urls.ninja, () => follower.current().league),
      wiki: createWikiClient(fetcher, urls.wiki),
      trade: createTradeClient(fetcher, urls.trade),
      newsFeedUrl: urls.news,
      get league() {
        return follower.current().league;
      },
      pobShareBase: standIns?.pobShare.url,
      passiveTreeUrl: standIns
        ? `${standIns.passiveTree.url}${TREE_EXPORT_PATH}`
        : LIVE_TREE_EXPORT_URL,
      get gameVersion() {
        return follower.current().gameVersion;
      },
      leagueSources: { trade: urls.trade.english, ninja: urls.ninja },
      standIns,
    });
  },
  { name: 'upstreams', dependencies: ['config', 'league', 'metrics'] },
);

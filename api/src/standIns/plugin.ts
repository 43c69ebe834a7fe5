import bases from '../gameData/catalogue/data/bases.json' with { type: 'json' };
import fp from 'fastify-plugin';
import type { UpstreamsConfig } from '../platform/upstream/config.js';
import type { FakeServer } from '../platform/upstream/fakeServer.js';
import { createFetcher, type Fetcher } from '../platform/upstream/http.js';
import { startImageHostFake } from '../gameData/imageHost/fake.js';
import { startNewsFake } from '../news/feed/fake.js';
import { startPobShareFake } from '../pob/shareSites/fake.js';
import {
  LIVE_TREE_EXPORT_URL,
  startTreeExportFake,
  TREE_EXPORT_PATH,
  type TreeExportFake,
} from '../gameData/passiveTree/fake.js';
import { createPoeNinjaClient, type PoeNinjaClient } from '../prices/poeNinja/client.js';
import { startPoeNinjaFake, type PoeNinjaFake } from '../prices/poeNinja/fake.js';
import { createWikiClient, type WikiClient } from '../gameData/wiki/client.js';
import { startWikiFake } from '../gameData/wiki/fake.js';
import { createTradeClient, type TradeClient } from '../gameData/trade/client.js';
import { startTradeFakes } from '../gameData/trade/fake.js';
import { standInNinjaIndex } from '../gameData/league/standIn.js';

export interface UpstreamFakes {
  poeNinja: PoeNinjaFake;
  wiki: FakeServer;
  news: FakeServer;
  images: FakeServer;
  /** pobb.in, poe.ninja's and pastebin's raw export addresses on one port. */
  pobShare: FakeServer;
  /** raw.githubusercontent.com's copy of the game's passive tree export. */
  passiveTree: TreeExportFake;
  /** The trade site's item and static data, English (www) and French (fr). */
  tradeEnglish: FakeServer;
  tradeFrench: FakeServer;
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
  fakes: UpstreamFakes | undefined;
}

declare module 'fastify' {
  interface FastifyInstance {
    upstreams: Upstreams;
  }
}

async function startFakes(): Promise<UpstreamFakes> {
  const images = await startImageHostFake();
  const [poeNinja, wiki, news, pobShare, passiveTree, trade] = await Promise.all([
    startPoeNinjaFake(images.url, bases, standInNinjaIndex()),
    startWikiFake(),
    startNewsFake(),
    startPobShareFake(),
    startTreeExportFake(),
    startTradeFakes(),
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

function addresses(config: UpstreamsConfig, fakes: UpstreamFakes | undefined) {
  if (!fakes) {
    return {
      ninja: config.poeNinjaUrl,
      wiki: config.poeWikiUrl,
      trade: { english: config.tradeUrl, french: config.tradeFrUrl },
      news: config.newsFeedUrl,
      hosts: config.allowedHosts,
    };
  }
  // The fakes listen on the loopback address only, on ports chosen at start.
  return {
    ninja: fakes.poeNinja.url,
    wiki: fakes.wiki.url,
    trade: { english: fakes.tradeEnglish.url, french: fakes.tradeFrench.url },
    news: `${fakes.news.url}/news/rss`,
    hosts: [...config.allowedHosts, '127.0.0.1'],
  };
}

/** The one safe fetcher and the clients of poe.ninja and the wiki, real or fake per config. */
export const upstreamsPlugin = fp(
  async (app) => {
    const config = app.config.upstreams;
    const fakes = config.mode === 'fake' ? await startFakes() : undefined;
    if (fakes) {
      app.addHook('onClose', async () => {
        await Promise.all(Object.values(fakes).map((f: FakeServer) => f.close()));
      });
      app.log.info(
        { poeNinja: fakes.poeNinja.url, wiki: fakes.wiki.url },
        'upstream fakes started (UPSTREAM_MODE=fake)',
      );
    }
    const urls = addresses(config, fakes);
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
      pobShareBase: fakes?.pobShare.url,
      passiveTreeUrl: fakes ? `${fakes.passiveTree.url}${TREE_EXPORT_PATH}` : LIVE_TREE_EXPORT_URL,
      get gameVersion() {
        return follower.current().gameVersion;
      },
      leagueSources: { trade: urls.trade.english, ninja: urls.ninja },
      fakes,
    });
  },
  { name: 'upstreams', dependencies: ['config', 'league', 'metrics'] },
);

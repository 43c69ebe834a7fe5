import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { gameInfo, type GameInfo } from '../content/currentLeague.js';
import { cachedAnswers } from '../content/cachedAnswers.js';
import { LEAGUE_TAG } from '../league/plugin.js';
import {
  hiddenStaticGuides,
  HiddenStaticGuidesSchema,
  type StaticGuideSlug,
} from '../guides/staticGuides.js';
import { cachedFor } from '../platform/cache/cachedFor.js';
import { siteInfo, streamerNames } from './service.js';

/**
 * How long a process keeps the streamer's names before asking the shared cache again, which
 * keeps Twitch's answer a day (a miss, a minute): one statement fewer on every page.
 */
const STREAMER_KEPT_MS = 60_000;

/** The current league and game version of new builds, and the leagues builds name. */
export const GameInfoSchema = Type.Object({
  league: Type.String(),
  gameVersion: Type.String(),
  /** The current league first. */
  leagues: Type.Array(Type.String()),
});

export const SiteSchema = Type.Object({
  streamer: Type.Object({ login: Type.String(), displayName: Type.String() }),
  hiddenStaticGuides: HiddenStaticGuidesSchema,
  game: GameInfoSchema,
  /**
   * True when the server talks to its local stand-ins (`UPSTREAM_MODE=fake`): the news, prices
   * and wiki facts they feed are invented, and the pages say « Données de démonstration ».
   */
  demoData: Type.Boolean(),
});

/** Public facts about the site the browser needs before anyone signs in. */
export const siteRoutes: FastifyPluginAsyncTypebox = async (app) => {
  // Every page asks: the leagues are kept until a build changes and the hidden guides until an
  // admin hides or restores one, in any process; the streamer's names a minute (they come
  // from Twitch, kept a day in the shared cache).
  const leagues = cachedAnswers<GameInfo>(app, ['builds', LEAGUE_TAG]);
  const hidden = cachedAnswers<StaticGuideSlug[]>(app, ['site']);
  const readGame = () => gameInfo(app.db, app.league.current());
  const hiddenGuides = () => hiddenStaticGuides(app.db);
  const streamer = cachedFor(STREAMER_KEPT_MS, () =>
    streamerNames(
      { db: app.db, cache: app.cache, twitch: app.twitch, log: app.log },
      app.config.twitch.streamerLogin,
    ),
  );

  app.get('/api/site', { schema: { response: { 200: SiteSchema } } }, async (request, reply) => {
    // The same for everyone, but an admin hiding or restoring a static guide must see it at the
    // next reload: browsers ask again each time (the streamer lookup is cached on the server).
    reply.header('cache-control', 'no-cache');
    const [site, game] = await Promise.all([
      siteInfo(streamer, hidden ? () => hidden.get('hidden', hiddenGuides) : hiddenGuides),
      leagues ? leagues.get('leagues', readGame) : readGame(),
    ]);
    return { ...site, game, demoData: app.config.upstreams.mode === 'fake' };
  });
};

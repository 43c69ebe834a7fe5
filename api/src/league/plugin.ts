import fp from 'fastify-plugin';
import { EVERYTHING, matches } from '../platform/changes/tags.js';
import { resolveFollowed, type FollowedLeague, type LeagueOverrides } from './followed.js';
import { readStoredLeague } from './sql.js';

/** The change tag a new followed league is published under (with what shows it). */
export const LEAGUE_TAG = 'league';

export interface LeagueFollower {
  /** What the site follows now, as this process last read it. */
  current(): FollowedLeague;
  /** Reads the stored discovery again (after a check, or another process's). */
  reload(): Promise<FollowedLeague>;
}

declare module 'fastify' {
  interface FastifyInstance {
    league: LeagueFollower;
  }
}

/**
 * The league and version the site follows, read from the database at start and again when
 * any process publishes a change of it: a synchronous `current()` for every reader (prices,
 * new builds, the site's facts), shared across processes through the stored row.
 */
export const leaguePlugin = fp(
  async (app) => {
    const { league, gameVersion, mode } = app.config.upstreams;
    const overrides: LeagueOverrides = { league, gameVersion, standIns: mode === 'fake' };
    let followed = resolveFollowed(await readStoredLeague(app.db), overrides);
    const reload = async () => {
      followed = resolveFollowed(await readStoredLeague(app.db), overrides);
      return followed;
    };
    const stop = app.changes.subscribe((change) => {
      if (!matches(change, [LEAGUE_TAG, EVERYTHING])) return;
      reload().catch((err: unknown) => app.log.warn({ err }, 'followed league not read again'));
    });
    app.addHook('onClose', async () => stop());
    app.decorate('league', { current: () => followed, reload });
  },
  { name: 'league', dependencies: ['config', 'db', 'changes'] },
);

import type { FastifyInstance } from 'fastify';
import { CachedAnswers, type ChangeFeed } from '../content/cachedAnswers.js';
import type { BuildList } from './service.js';
import type { MainSkill } from './schemas.js';

/**
 * What changes a list of builds: any build written (created, edited, published, deleted,
 * marked as a favourite: the writes' tag `builds`) and the game data its cards name (French
 * skill names, prices: `game`).
 */
export const LIST_TAGS = ['builds', 'game'];

export interface CachedListAnswers {
  /** Totals per count statement and parameters, for every viewer (the viewer is a parameter). */
  counts: CachedAnswers<number>;
  /** Anonymous lists per normalised query: the same for every visitor. */
  anonymous: CachedAnswers<BuildList>;
  /** Anonymous main-skill choices per language. */
  skills: CachedAnswers<MainSkill[]>;
}

/**
 * The list answers kept by this process, dropped through the change bus, or null without one
 * (then every list is read again: nothing would tell this process that another one wrote).
 */
export function cachedListAnswers(app: FastifyInstance): CachedListAnswers | null {
  if (!app.hasDecorator('changes')) return null;
  const feed: ChangeFeed = app.changes;
  const kept = {
    counts: new CachedAnswers<number>(feed, LIST_TAGS),
    anonymous: new CachedAnswers<BuildList>(feed, LIST_TAGS),
    skills: new CachedAnswers<MainSkill[]>(feed, LIST_TAGS),
  };
  app.addHook('onClose', async () => {
    for (const answers of Object.values(kept)) answers.stop();
  });
  return kept;
}

import fp from 'fastify-plugin';
import { EVERYTHING } from '../platform/changes/tags.js';
import { backfillIndex } from './indexBackfill.js';
import { fillPublicAnswers } from './publicAnswer.js';

/**
 * Brings the builds' main skill, cost estimate and search text (and the guides' search text) of
 * rows written before the current derivation up to date, then writes the signed-out answer of
 * every public build that has none (publicAnswer.ts), before the site answers. After the
 * demo content and the catalogue, whose French gem names the search text takes.
 */
export const buildIndexPlugin = fp(
  async (app) => {
    const started = Date.now();
    const done = await backfillIndex(app.db, app.league.current().league);
    if (done.builds + done.guides > 0) {
      app.log.info({ ...done, ms: Date.now() - started }, 'build index brought up to date');
      // Processes already running keep lists, items and pages read before: they drop them all.
      await app.changes.publish([EVERYTHING]);
    }
    // Public builds without their kept answer (imported, or changed and not read since).
    const filling = Date.now();
    const answers = await fillPublicAnswers(app.db);
    if (answers > 0) {
      app.log.info({ answers, ms: Date.now() - filling }, 'public build answers written');
    }
  },
  {
    name: 'buildIndex',
    dependencies: ['config', 'db', 'changes', 'game', 'demoContent', 'league'],
  },
);

import fp from 'fastify-plugin';
import { EVERYTHING } from '../platform/changes/tags.js';
import { backfillIndex } from './indexBackfill.js';
import { fillPublicAnswers } from './publicAnswer.js';
import { backfillTreeChanges } from './treeChangeBackfill.js';

/**
 * Brings the builds' main skill, cost estimate and search text (and the guides' search text) of
 * rows written before the current derivation up to date, writes the tree change between phases
 * into builds saved before it was computed (treeChangeBackfill.ts), then writes the signed-out
 * answer of every public build that has none (publicAnswer.ts), before the site answers. After
 * the demo content, the catalogue, whose French gem names the search text takes, and the
 * passive trees the changes are read on.
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
    // Before the answers: writing a build's trees drops its cached answer.
    const changing = Date.now();
    const changed = await backfillTreeChanges(app.db, app.passiveTrees.load);
    if (changed.length > 0) {
      app.log.info(
        { builds: changed.length, ms: Date.now() - changing },
        'build tree changes written',
      );
      await app.changes.publish(changed.map((id) => `build:${id}`));
    }
    // Public builds without their cached answer (imported, or changed and not read since).
    const filling = Date.now();
    const answers = await fillPublicAnswers(app.db);
    if (answers > 0) {
      app.log.info({ answers, ms: Date.now() - filling }, 'public build answers written');
    }
  },
  {
    name: 'buildIndex',
    dependencies: ['config', 'db', 'changes', 'game', 'demoContent', 'league', 'passiveTree'],
  },
);

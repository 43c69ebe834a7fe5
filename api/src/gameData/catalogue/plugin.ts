import fp from 'fastify-plugin';
import { seedCatalogue } from './seed.js';
import { seedGemRewards } from '../gemRewards/seed.js';

/**
 * Brings the bundled game catalogue into the database at start, so a fresh install has gems,
 * currencies and bases before any refresh job has reached the outside world.
 */
export const cataloguePlugin = fp(
  async (app) => {
    const added = await seedCatalogue(app.db);
    const rewards = await seedGemRewards(app.db);
    app.log.info({ added: { ...added, gemRewards: rewards } }, 'game catalogue ready');
  },
  { name: 'catalogue', dependencies: ['db'] },
);

import fp from 'fastify-plugin';
import { seedDemoContent } from './seed.js';

/**
 * Seeds the French demo builds and guides once per database (DEMO_CONTENT, on by default
 * outside production). After the twitch plugin, whose stand-in creates the demo personas that
 * sign them.
 */
export const demoContentPlugin = fp(
  async (app) => {
    if (!app.config.demoContent) return;
    const result = await seedDemoContent(
      app.db,
      app.config.twitch.streamerLogin,
      app.league.current().league,
      app.passiveTrees.load,
    );
    app.log.info(result, result.seeded ? 'demo content seeded' : 'demo content already seeded');
  },
  { name: 'demoContent', dependencies: ['config', 'db', 'twitch', 'passiveTree', 'league'] },
);

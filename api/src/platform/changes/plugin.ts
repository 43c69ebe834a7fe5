import fp from 'fastify-plugin';
import { createChangeBus, type ChangeBus } from './bus.js';
import { channelFor, listenForChanges } from './postgresListener.js';
import '../http/routeConfig.js';
import { writeTags } from './tags.js';

declare module 'fastify' {
  interface FastifyInstance {
    changes: ChangeBus;
  }
  interface FastifyRequest {
    /** The tags this write will publish once accepted, read before its handler ran. */
    changeTags?: Promise<string[]>;
  }
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * The change bus: every accepted write publishes the tags of what it changed (its route's
 * `config.changes`, see `changes/tags.ts`) before its answer leaves, so every process's caches of
 * rendered pages and answers drop what showed it. On PostgreSQL the processes hear each other through LISTEN/NOTIFY on a connection
 * of their own; PGlite lives in one process, which hears itself.
 */
export const changesPlugin = fp(
  async (app) => {
    const { databaseUrl, databaseSchema } = app.config;
    const channel = channelFor(databaseSchema);
    const { bus, receive, lost } = createChangeBus({
      send: async (payload) => {
        if (databaseUrl === undefined) return;
        await app.db.query('select pg_notify($1, $2)', [channel, payload]);
      },
    });
    app.decorate('changes', bus);

    if (databaseUrl !== undefined) {
      const listener = await listenForChanges(
        { url: databaseUrl, channel },
        {
          message: receive,
          lost,
          error: (err) => app.log.warn({ err }, 'change listener: connection failed, retrying'),
        },
      );
      app.addHook('onClose', () => listener.close());
    }

    // Read before the handler: a deleted comment's discussion is gone once it has run.
    app.addHook('preHandler', async (request) => {
      if (SAFE_METHODS.has(request.method)) return;
      // No route matched: the 404 changes nothing.
      if (request.routeOptions.url === undefined) return;
      const tags = writeTags(request.routeOptions.config.changes, {
        params: (request.params ?? {}) as Record<string, string | undefined>,
        body: request.body,
        db: app.db,
      });
      // Settled here so an unread rejection never surfaces; a failed lookup drops everything.
      request.changeTags = tags.catch(() => ['*']);
    });

    app.addHook('onSend', async (request, reply, payload) => {
      if (!request.changeTags || reply.statusCode >= 400) return payload;
      const tags = await request.changeTags;
      try {
        await bus.publish(tags);
      } catch (err) {
        // The write is committed; other processes learn of it when their pages next expire.
        app.log.error({ err, tags }, 'change not published to the other processes');
      }
      return payload;
    });
  },
  { name: 'changes', dependencies: ['config', 'db'] },
);

import type { FastifyInstance } from 'fastify';

/**
 * Connections still open after this long no longer hold up a shutdown. The systemd unit's
 * TimeoutStopSec (deploy/poe-debutants@.service) is longer, so systemd never kills a process
 * that is still draining; a test checks the two.
 */
export const SHUTDOWN_GRACE_MS = 10_000;

/**
 * On SIGTERM (systemd's stop) or SIGINT: `app.close()` stops taking connections, closes the idle
 * kept-alive ones, answers 503 to a request that arrives on one still open before doing anything
 * (nginx then sends it to the other process), and waits for the requests in flight to finish;
 * each of their connections is closed once its answer is sent.
 * Exit code 0 once drained, 1 when the grace ran out or closing failed (systemd's
 * Restart=on-failure then starts it again).
 */
export function exitOnSignals(app: FastifyInstance): void {
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      app.log.info({ signal }, 'shutting down');
      setTimeout(() => {
        app.log.error({ graceMs: SHUTDOWN_GRACE_MS }, 'shutdown grace ran out');
        process.exit(1);
      }, SHUTDOWN_GRACE_MS).unref();
      // Node closes the connections idle at that moment only: one busy then stays open after
      // its answer, kept alive, until its keep-alive timeout (72 s) or the grace runs out.
      // Closing the idle ones again and again lets each go as soon as its answer is sent.
      setInterval(() => app.server.closeIdleConnections(), 100).unref();
      app.close().then(
        () => {
          app.log.info('drained, exiting');
          process.exit(0);
        },
        (err: unknown) => {
          app.log.error({ err }, 'shutdown failed');
          process.exit(1);
        },
      );
    });
  }
}

import { buildApp } from './app.js';
import { ConfigError, loadConfig } from './platform/config/config.js';

/** Connections still open after this long no longer hold up a shutdown. */
const SHUTDOWN_GRACE_MS = 10_000;

function readConfig() {
  try {
    return loadConfig();
  } catch (err) {
    if (!(err instanceof ConfigError)) throw err;
    // The logger is configured from this very configuration, so it is not available yet.
    console.error(err.message);
    process.exit(1);
  }
}

const config = readConfig();
const app = buildApp(config);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    app.log.info({ signal }, 'shutting down');
    setTimeout(() => process.exit(1), SHUTDOWN_GRACE_MS).unref();
    app.close().then(
      () => process.exit(0),
      (err: unknown) => {
        app.log.error({ err }, 'shutdown failed');
        process.exit(1);
      },
    );
  });
}

try {
  const address = await app.listen({ host: config.host, port: config.port });
  app.log.info({ address, publicUrl: config.publicUrl }, 'server started');
} catch (err) {
  app.log.error({ err }, 'server failed to start');
  await app.close().catch(() => undefined);
  process.exit(1);
}

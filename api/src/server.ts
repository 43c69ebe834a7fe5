import { buildApp } from './app.js';
import { ConfigError, loadConfig } from './platform/config/config.js';
import { exitOnSignals } from './shutdown.js';

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

exitOnSignals(app);

try {
  const address = await app.listen({ host: config.host, port: config.port });
  app.log.info({ address, publicUrl: config.publicUrl }, 'server started');
} catch (err) {
  app.log.error({ err }, 'server failed to start');
  await app.close().catch(() => undefined);
  process.exit(1);
}

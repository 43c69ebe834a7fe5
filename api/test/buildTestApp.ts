import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp, type App, type BuildOptions } from '../src/app.js';
import { testConfig, type Config, type Env } from '../src/platform/config/config.js';
import { dropSchema, postgresUrl, uniqueSchemaName } from './testDb.js';

export interface TestAppOptions {
  config?: Partial<Config>;
  /** Environment variables read by `loadConfig`, applied before `config`. */
  env?: Env;
  /** Receives the log lines; set `config.logLevel` too, tests are silent by default. */
  logStream?: BuildOptions['logStream'];
  /** Runs before `ready()`, e.g. to add a throwaway route. */
  setup?: (app: App) => void;
}

/**
 * A ready app on a fresh, migrated database: in-memory PGlite, or with DATABASE_URL set, a schema
 * of its own on that server, dropped when the app closes.
 */
export async function buildTestApp(options: TestAppOptions = {}): Promise<App> {
  const schema = postgresUrl === undefined ? undefined : uniqueSchemaName();
  const config = testConfig(
    { databaseUrl: postgresUrl, databaseSchema: schema, ...options.config },
    // Never created: tests see no frontend build unless they make one, built or not on this machine.
    // Suites sign in far more often than a person; the limit itself has its own tests.
    {
      WEB_ROOT: join(tmpdir(), `poe-no-web-${process.pid}`),
      // Never created either: pictures left on this machine by a local start must not be
      // imported into a test's database.
      IMAGES_DIR: join(tmpdir(), `poe-no-images-${process.pid}`),
      SIGN_IN_RATE_LIMITS: '10000/1m',
      ...options.env,
    },
  );
  const app = buildApp(config, { logStream: options.logStream });
  if (postgresUrl !== undefined && schema !== undefined) {
    const url = postgresUrl;
    app.addHook('onClose', () => dropSchema(url, schema));
  }
  options.setup?.(app);
  await app.ready();
  return app;
}

/** The driver the suite runs on, for assertions that name it. */
export function testDriver(): 'pglite' | 'postgres' {
  return postgresUrl === undefined ? 'pglite' : 'postgres';
}

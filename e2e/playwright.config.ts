import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig } from '@playwright/test';
import { chromiumLaunchOptions } from './support/browser.js';

const port = Number(process.env.E2E_PORT ?? 8090);

// The real server (API + shell + remotes, embedded in-memory database) started for the run.
export default defineConfig({
  testDir: './tests',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  // A focused journey (`test.only`) left behind would silently skip all the others.
  forbidOnly: true,
  timeout: 30_000,
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    launchOptions: chromiumLaunchOptions(),
    trace: 'retain-on-failure',
    // The offline worker answers a page's requests before Playwright's routing sees them;
    // tests/offline.spec.ts allows it for its own journeys.
    serviceWorkers: 'block',
  },
  webServer: {
    command: 'node ../api/dist/server.js',
    url: `http://127.0.0.1:${port}/health`,
    reuseExistingServer: false,
    timeout: 60_000,
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      PGLITE_DIR: 'memory://',
      // Tests never reach the internet: the local stand-ins answer.
      UPSTREAM_MODE: 'fake',
      LOG_LEVEL: 'warn',
      // The journeys post many comments from one account; the limit itself has API tests.
      FORUM_POST_LIMITS: '1000/1m',
      // Every journey signs in from this one address and writes as a few accounts; the limits
      // themselves have API tests.
      SIGN_IN_RATE_LIMITS: '1000/1m',
      ADMIN_RATE_LIMITS: '1000/1m',
      CONTENT_WRITE_RATE_LIMITS: '1000/1m',
      UPLOAD_RATE_LIMITS: '1000/1m',
      FAVOURITE_RATE_LIMITS: '1000/1m',
      // The admin journey runs the Gems update: its pictures go to a fresh folder, not the repo's.
      IMAGES_DIR: mkdtempSync(join(tmpdir(), 'e2e-images-')),
    },
  },
});

import { federation } from '@module-federation/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { reactRouterProduction, sharedSingletons } from '../mf.shared.ts';
import { offlineWorker } from './offlineWorkerPlugin.ts';

// The shell is built with no remotes: their addresses come from /remotes/manifest.json at run
// time, so a remote is redeployed without rebuilding the shell.
const server = process.env.API_ORIGIN ?? 'http://localhost:8080';

export default defineConfig({
  plugins: [
    reactRouterProduction(),
    react(),
    federation({
      name: 'shell',
      remotes: {},
      shared: sharedSingletons,
      dts: false,
      experiments: { provideExternalRuntime: true },
    }),
    offlineWorker(),
  ],
  server: {
    port: 5173,
    proxy: { '/api': server, '/health': server, '/remotes': server, '/images': server },
  },
  // The federation plugin's load and resolve callbacks are most of a build's time; Rolldown's
  // notice about it, shown when the machine is busy, is nothing a reader of the build can act on.
  build: { target: 'es2022', rolldownOptions: { checks: { bundlerTimings: false } } },
});

import { federation } from '@module-federation/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { reactRouterProduction, remoteFederation } from '../mf.shared.ts';

// Relative base: the remote's chunks are found next to its remoteEntry.js wherever it is
// deployed (the same origin under /remotes/author/, or another origin or CDN).
export default defineConfig({
  base: './',
  // Draft.js reads Node's `global`.
  define: { global: 'globalThis' },
  plugins: [reactRouterProduction(), react(), federation(remoteFederation('mf_author'))],
  server: { port: 5175, strictPort: true, origin: 'http://localhost:5175' },
  // The forms' chunk (Draft.js and its Immutable.js, ~500 kB, 155 kB gzipped) loads only on the
  // four author pages; past 640 kB the build says so again.
  // And the federation plugin's load and resolve callbacks are most of a build's time; Rolldown's
  // notice about it, shown when the machine is busy, is nothing a reader of the build can act on.
  build: {
    target: 'es2022',
    chunkSizeWarningLimit: 640,
    rolldownOptions: { checks: { bundlerTimings: false } },
  },
});

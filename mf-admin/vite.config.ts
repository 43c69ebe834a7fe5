import { federation } from '@module-federation/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { reactRouterProduction, remoteFederation } from '../mf.shared.ts';

// Relative base: the remote's chunks are found next to its remoteEntry.js wherever it is
// deployed (the same origin under /remotes/admin/, or another origin or CDN).
export default defineConfig({
  base: './',
  plugins: [reactRouterProduction(), react(), federation(remoteFederation('mf_admin'))],
  server: { port: 5176, strictPort: true, origin: 'http://localhost:5176' },
  // The federation plugin's load and resolve callbacks are most of a build's time; Rolldown's
  // notice about it, shown when the machine is busy, is nothing a reader of the build can act on.
  build: { target: 'es2022', rolldownOptions: { checks: { bundlerTimings: false } } },
});

import { federation } from '@module-federation/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { remoteFederation } from '../mf.shared.ts';

// Relative base: the remote's chunks are found next to its remoteEntry.js wherever it is
// deployed (the same origin under /remotes/reader/, or another origin or CDN).
export default defineConfig({
  base: './',
  plugins: [react(), federation(remoteFederation('mf_reader'))],
  server: { port: 5174, strictPort: true, origin: 'http://localhost:5174' },
  // The federation plugin's load and resolve callbacks are most of a build's time; Rolldown's
  // notice about it, shown when the machine is busy, is nothing a reader of the build can act on.
  build: { target: 'es2022', rolldownOptions: { checks: { bundlerTimings: false } } },
});

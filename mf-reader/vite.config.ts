import { federation } from '@module-federation/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { reactRouterProduction, remoteFederation } from '../mf.shared.ts';

/**
 * Writes `offline-files.json`, the list of this remote's files, which the site's service worker
 * keeps at install so every reading page opens offline (shell/src/offline/serviceWorker.ts).
 */
const offlineFileList = (): Plugin => ({
  name: 'offline-file-list',
  apply: 'build',
  generateBundle(_options, bundle) {
    const files = Object.keys(bundle).filter((file) => !/\.(html|map)$/.test(file));
    this.emitFile({
      type: 'asset',
      fileName: 'offline-files.json',
      source: JSON.stringify(files.sort()),
    });
  },
});

// Relative base: the remote's chunks are found next to its remoteEntry.js wherever it is
// deployed (the same origin under /remotes/reader/, or another origin or CDN).
export default defineConfig({
  base: './',
  plugins: [
    reactRouterProduction(),
    react(),
    federation(remoteFederation('mf_reader')),
    offlineFileList(),
  ],
  server: { port: 5174, strictPort: true, origin: 'http://localhost:5174' },
  // The federation plugin's load and resolve callbacks are most of a build's time; Rolldown's
  // notice about it, shown when the machine is busy, is nothing a reader of the build can act on.
  build: { target: 'es2022', rolldownOptions: { checks: { bundlerTimings: false } } },
});

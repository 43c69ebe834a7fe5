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
  build: { target: 'es2022' },
});

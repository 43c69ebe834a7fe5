import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

// The server's rendering of reading pages: the shell's layout and the reader's screens in one
// Node module (dist-server/render.js), loaded by the API's render workers. In the browser the reader still comes
// through module federation; the server bundles the same source, so both show the same page.
const readerApp = fileURLToPath(new URL('../mf-reader/src/App.tsx', import.meta.url));
const serverPurify = fileURLToPath(new URL('./src/server/dompurify.ts', import.meta.url));

/** DOMPurify as the browser's code imports it, made with jsdom's window on the server. */
function serverDompurify(): Plugin {
  return {
    name: 'server-dompurify',
    enforce: 'pre',
    resolveId(source, importer) {
      return source === 'dompurify' && importer !== serverPurify ? serverPurify : null;
    },
  };
}

export default defineConfig({
  plugins: [serverDompurify(), react()],
  resolve: { alias: { 'mf_reader/App': readerApp } },
  // React's production build whatever NODE_ENV the API runs with; no public/ files to copy.
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  publicDir: false,
  // Everything but jsdom in the one file: the API loads it without the shell's dependencies.
  ssr: { noExternal: true, external: ['jsdom'] },
  build: {
    // render.js for the API's render workers; paths.js, tiny, for its own thread.
    ssr: true,
    rollupOptions: {
      input: { render: 'src/server/render.tsx', paths: 'src/server/paths.ts' },
      output: { entryFileNames: '[name].js' },
    },
    outDir: 'dist-server',
    emptyOutDir: true,
    target: 'node24',
  },
});

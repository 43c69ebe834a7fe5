import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve, sep } from 'node:path';
import { build, type Plugin } from 'vite';

/** Every file under `folder`, as paths relative to it with forward slashes. */
function filesUnder(folder: string): string[] {
  return readdirSync(folder, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => relative(folder, join(entry.parentPath, entry.name)).split(sep).join('/'));
}

/**
 * Builds the service worker (src/offline/serviceWorker.ts) into `sw.js` beside the shell's
 * files once they are written, with the list of those files to keep and a version that is the
 * hash of the deployment: any change of the shell gives a new worker, which replaces the files
 * kept by the previous one. A file of its own, so no page carries the worker's code.
 */
export function offlineWorker(): Plugin {
  let root = '';
  let outDir = '';
  return {
    name: 'offline-worker',
    apply: 'build',
    configResolved(config) {
      root = config.root;
      outDir = resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      const files = filesUnder(outDir)
        .filter((file) => file !== 'sw.js' && !file.endsWith('.map'))
        .sort();
      const hash = createHash('sha256');
      for (const file of files) hash.update(file).update(readFileSync(join(outDir, file)));
      await build({
        configFile: false,
        root,
        logLevel: 'warn',
        define: {
          OFFLINE_VERSION: JSON.stringify(hash.digest('hex').slice(0, 16)),
          SHELL_FILES: JSON.stringify(files.map((file) => `/${file}`)),
        },
        build: {
          outDir,
          emptyOutDir: false,
          copyPublicDir: false,
          target: 'es2022',
          lib: {
            entry: resolve(root, 'src/offline/serviceWorker.ts'),
            formats: ['iife'],
            name: 'offlineWorker',
            fileName: () => 'sw.js',
          },
        },
      });
    },
  };
}

import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

/** What `new Worker(code, { eval })` takes to start a worker thread on one of our modules. */
export interface WorkerScript {
  code: string | URL;
  eval: boolean;
}

/**
 * The worker's code: the built `<name>.js` beside `base`, or (running from the sources, under tsx
 * or vitest) a line that registers tsx's loader in the new thread and imports `<name>.ts`: Node
 * does not apply `--import tsx` to a worker's own entry file.
 * @example new Worker(script.code, { eval: script.eval }) // script = workerScript(import.meta.url, 'worker')
 */
export function workerScript(base: string, name: string): WorkerScript {
  const built = new URL(`./${name}.js`, base);
  if (existsSync(fileURLToPath(built))) return { code: built, eval: false };
  // The ES module of `tsx/esm/api` (a CommonJS `require` would resolve to its other build).
  const tsxRoot = dirname(createRequire(import.meta.url).resolve('tsx/package.json'));
  const tsx = pathToFileURL(join(tsxRoot, 'dist', 'esm', 'api', 'index.mjs')).href;
  const source = new URL(`./${name}.ts`, base).href;
  return {
    code: `import(${JSON.stringify(tsx)}).then((tsx) => { tsx.register(); return import(${JSON.stringify(source)}); });`,
    eval: true,
  };
}

import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// The server's layers: app.ts and server.ts compose the features (one folder each), which sit
// on platform/ (database, HTTP, configuration, upstream client). Imports run one way, downward.

const SRC = dirname(fileURLToPath(import.meta.url));

/** Every source file of the server (tests and declarations left out). */
function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path);
    const source = entry.name.endsWith('.ts') && !/\.(test|d)\.ts$/.test(entry.name);
    return source ? [path] : [];
  });
}

/** The project files a file imports or re-exports from, type-only imports included. */
function importsOf(file: string, known: ReadonlySet<string>): string[] {
  const text = readFileSync(file, 'utf8');
  const found: string[] = [];
  for (const match of text.matchAll(/^(?:import|export)\s[^;]*?from\s+'(\.[^']+)'/gms)) {
    const target = resolve(dirname(file), (match[1] ?? '').replace(/\.js$/, '.ts'));
    if (known.has(target)) found.push(target);
  }
  return found;
}

/** The circles of the import graph: its strongly connected parts of more than one file. */
function circles(graph: Map<string, string[]>): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  const visit = (file: string) => {
    index.set(file, index.size);
    low.set(file, index.get(file) ?? 0);
    stack.push(file);
    onStack.add(file);
    for (const next of graph.get(file) ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(file, Math.min(low.get(file) ?? 0, low.get(next) ?? 0));
      } else if (onStack.has(next)) {
        low.set(file, Math.min(low.get(file) ?? 0, index.get(next) ?? 0));
      }
    }
    if (low.get(file) !== index.get(file)) return;
    const part: string[] = [];
    for (let top = stack.pop(); top !== undefined; top = stack.pop()) {
      onStack.delete(top);
      part.push(relative(SRC, top));
      if (top === file) break;
    }
    if (part.length > 1) found.push(part.sort());
  };
  for (const file of graph.keys()) if (!index.has(file)) visit(file);
  return found;
}

/** Where a file sits: `platform`, a feature's folder, or a composition file (`app.ts`). */
function layerOf(file: string): string {
  return relative(SRC, file).split(sep)[0] ?? '';
}

/**
 * The imports that run against the layers, as `importer -> imported`: a platform file importing
 * anything outside the platform, or any file but `server.ts` importing one of the composition
 * files `app.ts` and `server.ts` (only they know every feature).
 */
function layerBreaches(graph: Map<string, string[]>): string[] {
  const composition = new Set(['app.ts', 'server.ts']);
  const breaches: string[] = [];
  for (const [file, imports] of graph) {
    for (const target of imports) {
      const from = relative(SRC, file);
      const to = relative(SRC, target);
      const upward =
        (layerOf(file) === 'platform' && layerOf(target) !== 'platform') ||
        (composition.has(to) && !(from === 'server.ts' && to === 'app.ts'));
      if (upward) breaches.push(`${from} -> ${to}`);
    }
  }
  return breaches.sort();
}

/** The import graph of every source file of the server. */
function importGraph(): Map<string, string[]> {
  const files = sources(SRC);
  const known = new Set(files);
  return new Map(files.map((file) => [file, importsOf(file, known)]));
}

describe('the server’s modules', () => {
  it('import one another without circles, type-only imports included', () => {
    const graph = importGraph();
    expect(graph.size).toBeGreaterThan(100);
    expect([...graph.values()].flat().length).toBeGreaterThan(300);
    expect(circles(graph)).toEqual([]);
  });

  it('finds a circle when there is one', () => {
    const graph = new Map([
      [join(SRC, 'a.ts'), [join(SRC, 'b.ts')]],
      [join(SRC, 'b.ts'), [join(SRC, 'c.ts')]],
      [join(SRC, 'c.ts'), [join(SRC, 'a.ts')]],
      [join(SRC, 'd.ts'), [join(SRC, 'a.ts')]],
    ]);
    expect(circles(graph)).toEqual([['a.ts', 'b.ts', 'c.ts']]);
  });

  it('keep the platform free of features, and app.ts and server.ts unimported', () => {
    expect(layerBreaches(importGraph())).toEqual([]);
  });

  it('finds a platform file importing a feature, and a feature importing the app', () => {
    const graph = new Map([
      [
        join(SRC, 'platform', 'db', 'client.ts'),
        [join(SRC, 'platform', 'db', 'types.ts'), join(SRC, 'builds', 'service.ts')],
      ],
      [join(SRC, 'builds', 'routes.ts'), [join(SRC, 'content', 'viewer.ts'), join(SRC, 'app.ts')]],
      [join(SRC, 'server.ts'), [join(SRC, 'app.ts')]],
      [join(SRC, 'app.ts'), [join(SRC, 'builds', 'routes.ts')]],
    ]);
    expect(layerBreaches(graph)).toEqual([
      'builds/routes.ts -> app.ts',
      'platform/db/client.ts -> builds/service.ts',
    ]);
  });
});

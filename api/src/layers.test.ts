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

/**
 * The graph of the top-level folders of src/ (a feature, `platform`, or a composition file as
 * its own node): an edge A -> B when a file in A imports a file in B. Imports inside a folder
 * are left out; the file graph already keeps those free of circles.
 */
function folderGraph(files: Map<string, string[]>): Map<string, string[]> {
  const folders = new Map<string, Set<string>>();
  for (const [file, imports] of files) {
    const from = layerOf(file);
    const targets = folders.get(from) ?? new Set<string>();
    folders.set(from, targets);
    for (const target of imports) if (layerOf(target) !== from) targets.add(layerOf(target));
  }
  return new Map(
    [...folders].map(([from, targets]) => [
      join(SRC, from),
      [...targets].map((to) => join(SRC, to)),
    ]),
  );
}

/** The shortest way from `start` back to itself through the folders of `inside`, or none. */
function shortestCycle(graph: Map<string, string[]>, start: string, inside: Set<string>): string[] {
  const cameFrom = new Map<string, string>();
  const queue = [start];
  for (let at = queue.shift(); at !== undefined; at = queue.shift()) {
    for (const to of (graph.get(at) ?? []).filter((next) => inside.has(next)).sort()) {
      if (to === start) {
        const path: string[] = [];
        for (let step: string | undefined = at; step !== undefined; step = cameFrom.get(step)) {
          path.unshift(step);
        }
        return path;
      }
      if (cameFrom.has(to)) continue;
      cameFrom.set(to, at);
      queue.push(to);
    }
  }
  return [];
}

/**
 * The cycles of a folder graph as `a -> b -> a`, the shortest through each folder of each
 * circle, each told once from its first folder by name: a failing test names the pairs (or
 * rings) of folders whose imports to look at, not just the set they tangle into.
 */
function folderCycles(graph: Map<string, string[]>): string[] {
  const found = new Set<string>();
  for (const members of circles(graph)) {
    const inside = new Set(members.map((name) => join(SRC, name)));
    for (const member of inside) {
      const cycle = shortestCycle(graph, member, inside).map((folder) => relative(SRC, folder));
      const first = cycle.indexOf([...cycle].sort()[0] ?? '');
      const turned = [...cycle.slice(first), ...cycle.slice(0, first)];
      if (turned.length > 0) found.add([...turned, turned[0]].join(' -> '));
    }
  }
  return [...found].sort();
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

  it('sit in folders that depend on one another one way only', () => {
    const graph = folderGraph(importGraph());
    expect(graph.size).toBeGreaterThan(15);
    expect(folderCycles(graph)).toEqual([]);
  });

  it('names the cycles between folders when there are some', () => {
    const file = (...path: string[]) => join(SRC, ...path);
    const files = new Map([
      [file('builds', 'routes.ts'), [file('prices', 'lookup.ts'), file('builds', 'rows.ts')]],
      [file('builds', 'rows.ts'), [file('platform', 'db', 'client.ts')]],
      [file('prices', 'lookup.ts'), [file('gameData', 'schemas.ts')]],
      [file('gameData', 'schemas.ts'), [file('builds', 'rows.ts')]],
      [file('gameData', 'decode.ts'), [file('pob', 'xml.ts')]],
      [file('pob', 'xml.ts'), [file('gameData', 'schemas.ts')]],
      [file('platform', 'db', 'client.ts'), []],
      [file('news', 'routes.ts'), [file('gameData', 'schemas.ts')]],
    ]);
    expect(folderCycles(folderGraph(files))).toEqual([
      'builds -> prices -> gameData -> builds',
      'gameData -> pob -> gameData',
    ]);
    files.set(file('gameData', 'schemas.ts'), []);
    expect(folderCycles(folderGraph(files))).toEqual(['gameData -> pob -> gameData']);
    files.set(file('gameData', 'decode.ts'), []);
    expect(folderCycles(folderGraph(files))).toEqual([]);
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

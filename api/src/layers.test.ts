import { dirname, join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { importGraph, sourceFiles } from '../../scripts/importCycles.mjs';

// The server's layers: app.ts and server.ts compose the features (one folder each), which sit
// on platform/ (database, HTTP, configuration, upstream client). Imports run one way, downward.
// Circles between files and between folders are checked with every package's, in
// scripts/importCycles.test.mjs.

const SRC = dirname(fileURLToPath(import.meta.url));

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

describe('the server’s layers', () => {
  it('keep the platform free of features, and app.ts and server.ts unimported', () => {
    const graph = importGraph(sourceFiles(SRC));
    expect(graph.size).toBeGreaterThan(100);
    expect(layerBreaches(graph)).toEqual([]);
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

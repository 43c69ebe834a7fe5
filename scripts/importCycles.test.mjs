import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { circles, folderCycles, folderGraph, importGraph, sourceFiles } from './importCycles.mjs';

const ROOT = fileURLToPath(new URL('..', import.meta.url));

// The server and the browser packages: no file imports itself back through others, and their
// folders (`src/*`, and each remote's `src/features/*`) depend on one another one way only, so a
// feature can be read, moved or deleted with what it uses. The server's layers (platform below
// the features): api/src/layers.test.ts.
const PACKAGES = ['api', 'shell', 'mf-reader', 'mf-author', 'mf-admin', 'shared-ui'];

/** The graph restricted to the files under `dir`, and their imports of one another. */
const within = (graph, dir) =>
  new Map(
    [...graph]
      .filter(([file]) => file.startsWith(dir))
      .map(([file, imports]) => [file, imports.filter((target) => target.startsWith(dir))]),
  );

describe.each(PACKAGES)('the %s package', (name) => {
  const src = join(ROOT, name, 'src');
  const graph = importGraph(sourceFiles(src));

  it('imports without circles between its files, type-only imports included', () => {
    expect(graph.size).toBeGreaterThan(20);
    expect(circles(graph, src)).toEqual([]);
  });

  it('has folders that depend on one another one way only', () => {
    expect(folderCycles(folderGraph(graph, src), src)).toEqual([]);
    const features = join(src, 'features');
    const inside = within(graph, `${features}/`);
    if (inside.size > 0) expect(folderCycles(folderGraph(inside, features), features)).toEqual([]);
  });
});

describe('the cycle finder', () => {
  const file = (...path) => join(ROOT, 'x', ...path);
  it('names the folders of a cycle, and a circle of files', () => {
    const files = new Map([
      [file('builds', 'BuildCards.tsx'), [file('favourites', 'FavouriteButton.tsx')]],
      [file('favourites', 'FavouritesPage.tsx'), [file('builds', 'BuildCards.tsx')]],
      [file('favourites', 'FavouriteButton.tsx'), []],
      [file('items', 'ItemText.tsx'), [file('items', 'names.ts')]],
      [file('items', 'names.ts'), [file('items', 'ItemText.tsx')]],
    ]);
    expect(folderCycles(folderGraph(files, file()), file())).toEqual([
      'builds -> favourites -> builds',
    ]);
    expect(circles(files, file())).toEqual([['items/ItemText.tsx', 'items/names.ts']]);
  });
});

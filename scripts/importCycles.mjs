// The import graph of a package's sources and the circles in it, for the tests that keep the
// server's and the remotes' folders free of them.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';

const SOURCE = /\.(ts|tsx|mjs)$/;
const NOT_SOURCE = /\.(test|d|stories)\.(ts|tsx|mjs)$/;

/** Every source file under `dir` (tests, stories and declarations left out). */
export function sourceFiles(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'test' ? [] : sourceFiles(path);
    return SOURCE.test(entry.name) && !NOT_SOURCE.test(entry.name) ? [path] : [];
  });
}

/** The file a relative import names: as written, or with the extension or index left out. */
function resolveImport(from, specifier) {
  const base = resolve(dirname(from), specifier.replace(/\.js$/, ''));
  const candidates = [
    base,
    ...['.ts', '.tsx', '.mjs'].map((ext) => base + ext),
    ...['index.ts', 'index.tsx'].map((name) => join(base, name)),
  ];
  return candidates.find((path) => existsSync(path) && statSync(path).isFile());
}

/** The project files each file imports or re-exports from, type-only imports and `import()` included. */
export function importGraph(files) {
  const known = new Set(files);
  return new Map(
    files.map((file) => {
      const text = readFileSync(file, 'utf8');
      const found = [];
      const patterns = [
        /^(?:import|export)\s[^;]*?from\s+'(\.[^']+)'/gms,
        /\bimport\(\s*'(\.[^']+)'\s*\)/g,
      ];
      for (const pattern of patterns) {
        for (const match of text.matchAll(pattern)) {
          const target = resolveImport(file, match[1] ?? '');
          if (target && known.has(target)) found.push(target);
        }
      }
      return [file, found];
    }),
  );
}

/** The circles of a graph: its strongly connected parts of more than one node, named from `root`. */
export function circles(graph, root) {
  const index = new Map();
  const low = new Map();
  const stack = [];
  const onStack = new Set();
  const found = [];
  const visit = (node) => {
    index.set(node, index.size);
    low.set(node, index.get(node));
    stack.push(node);
    onStack.add(node);
    for (const next of graph.get(node) ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node), low.get(next)));
      } else if (onStack.has(next)) {
        low.set(node, Math.min(low.get(node), index.get(next)));
      }
    }
    if (low.get(node) !== index.get(node)) return;
    const part = [];
    for (let top = stack.pop(); top !== undefined; top = stack.pop()) {
      onStack.delete(top);
      part.push(relative(root, top));
      if (top === node) break;
    }
    if (part.length > 1) found.push(part.sort());
  };
  for (const node of graph.keys()) if (!index.has(node)) visit(node);
  return found;
}

/**
 * The graph of the folders right under `root` (a file there is a node of its own): an edge A -> B
 * when a file in A imports one in B. Imports inside a folder are left out.
 */
export function folderGraph(files, root) {
  const folderOf = (file) => join(root, relative(root, file).split(sep)[0] ?? '');
  const folders = new Map();
  for (const [file, imports] of files) {
    const from = folderOf(file);
    const targets = folders.get(from) ?? new Set();
    folders.set(from, targets);
    for (const target of imports) if (folderOf(target) !== from) targets.add(folderOf(target));
  }
  return new Map([...folders].map(([from, targets]) => [from, [...targets]]));
}

/** The shortest way from `start` back to itself through the nodes of `inside`, or none. */
function shortestCycle(graph, start, inside) {
  const cameFrom = new Map();
  const queue = [start];
  for (let at = queue.shift(); at !== undefined; at = queue.shift()) {
    for (const to of (graph.get(at) ?? []).filter((next) => inside.has(next)).sort()) {
      if (to === start) {
        const path = [];
        for (let step = at; step !== undefined; step = cameFrom.get(step)) path.unshift(step);
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
 * The cycles of a folder graph as `a -> b -> a`, the shortest through each member of each
 * circle, each told once from its first member by name: a failure names the folders to look at.
 */
export function folderCycles(graph, root) {
  const found = new Set();
  for (const members of circles(graph, root)) {
    const inside = new Set(members.map((name) => join(root, name)));
    for (const member of inside) {
      const cycle = shortestCycle(graph, member, inside).map((folder) => relative(root, folder));
      const first = cycle.indexOf([...cycle].sort()[0] ?? '');
      const turned = [...cycle.slice(first), ...cycle.slice(0, first)];
      if (turned.length > 0) found.add([...turned, turned[0]].join(' -> '));
    }
  }
  return [...found].sort();
}

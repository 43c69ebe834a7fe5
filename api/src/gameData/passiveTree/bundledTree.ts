import { readFileSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';

/**
 * The game's own passive tree export the site ships, for a start without the network: the
 * official export of 3.15.0 as poe-tool-dev/passive-skill-tree-json keeps it
 * (`3.15.0/SkillTree.json`), the newest kept there that fits an offline copy, trimmed by
 * scripts/trimTreeExport.ts to what the site draws (still the export's format).
 */
export const BUNDLED_TREE = {
  version: '3.15',
  release: '3.15.0',
  source: 'poe-tool-dev/passive-skill-tree-json 3.15.0/SkillTree.json',
} as const;

/** `passive_trees.source` of the bundled export. */
export const BUNDLED_SOURCE = `bundled: ${BUNDLED_TREE.source}`;

// data/ sits beside src/ and dist/, so the same relative path holds in both.
const FILE = new URL('../../../data/passive-tree/skilltree-3.15.0.json.gz', import.meta.url);

let cached: string | undefined;

/** The bundled export as the JSON text GitHub would serve (read and inflated once). */
export function bundledTreeExportText(): string {
  cached ??= gunzipSync(readFileSync(FILE)).toString('utf8');
  return cached;
}

/** The bundled export, parsed afresh (callers may not share one object). */
export const bundledTreeExport = (): unknown => JSON.parse(bundledTreeExportText());

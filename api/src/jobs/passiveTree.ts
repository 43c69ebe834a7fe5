import { reason, type JobDeps } from './deps.js';
import type { JobContext } from './runner.js';
import { parseTreeExport } from '../gameData/passiveTree/parseExport.js';
import { storeTree } from '../gameData/passiveTree/sql.js';
import { warmTreeDrawings } from '../gameData/passiveTree/drawing.js';
import { passiveNameCoverage } from '../gameData/passiveTree/frenchNames.js';
import {
  BUNDLED_SOURCE,
  BUNDLED_TREE,
  bundledTreeExportText,
} from '../gameData/passiveTree/bundledTree.js';

/**
 * The passive tree of the current game version: the game's export is fetched, read into what
 * the browser draws and stored under the followed league's version (`POE_GAME_VERSION`
 * overrides it). The local stand-in
 * (`UPSTREAM_MODE=fake`) answers the bundled export of 3.15, which is stored as 3.15, never
 * under the current version's name. A failed fetch or an export that is not in the expected
 * format keeps the stored tree.
 */
export async function updatePassiveTree({ db, upstreams }: JobDeps, ctx: JobContext) {
  const version = upstreams.gameVersion;
  ctx.log(`📥 Lecture de l'arbre passif ${version} (export officiel)…`);
  let raw: unknown;
  let bundled: boolean;
  try {
    // GitHub serves raw files as text/plain.
    const { body } = await upstreams.fetcher.get(upstreams.passiveTreeUrl, {
      accept: ['text/plain', 'application/json'],
    });
    const text = body.toString('utf8');
    bundled = text === bundledTreeExportText();
    raw = JSON.parse(text);
  } catch (err) {
    ctx.log(`❌ Export de l'arbre : ${reason(err)}`);
    return { success: false, error: 'Arbre passif indisponible : arbre précédent conservé' };
  }
  ctx.progress(60);
  try {
    const tree = parseTreeExport(raw, bundled ? BUNDLED_TREE.version : version);
    ctx.log(
      `✅ ${tree.nodes.length} nœuds, ${tree.links.length} liens, ${tree.classes.length} classes lus`,
    );
    const stored = await storeTree(db, tree, bundled ? BUNDLED_SOURCE : upstreams.passiveTreeUrl);
    ctx.log(`✅ Arbre passif ${stored.version} enregistré (${stored.hash})`);
    ctx.log(`📊 ${passiveNameCoverage(tree.nodes)}`);
    void warmTreeDrawings(db).catch(() => undefined);
    return { success: true };
  } catch (err) {
    ctx.log(`❌ Export de l'arbre illisible : ${reason(err)}`);
    return {
      success: false,
      error: "Format de l'arbre passif inattendu : arbre précédent conservé",
    };
  }
}

import { reason, type JobDeps } from './deps.js';
import type { JobContext } from './runner.js';
import { parseTreeExport } from '../gameData/passiveTree/parseExport.js';
import { storeTree } from '../gameData/passiveTree/sql.js';

/**
 * The passive tree of the current game version: the game's export is fetched (the stand-in's
 * with `UPSTREAM_MODE=fake`), read into what the browser draws and stored under the followed
 * league's version (`POE_GAME_VERSION` overrides it). A failed fetch or an export that is not in the expected format keeps the
 * stored tree.
 */
export async function updatePassiveTree({ db, upstreams }: JobDeps, ctx: JobContext) {
  const version = upstreams.gameVersion;
  ctx.log(`📥 Lecture de l'arbre passif ${version} (export officiel)…`);
  let raw: unknown;
  try {
    // GitHub serves raw files as text/plain.
    const { body } = await upstreams.fetcher.get(upstreams.passiveTreeUrl, {
      accept: ['text/plain', 'application/json'],
    });
    raw = JSON.parse(body.toString('utf8'));
  } catch (err) {
    ctx.log(`❌ Export de l'arbre : ${reason(err)}`);
    return { success: false, error: 'Arbre passif indisponible : arbre précédent conservé' };
  }
  ctx.progress(60);
  try {
    const tree = parseTreeExport(raw, version);
    ctx.log(
      `✅ ${tree.nodes.length} nœuds, ${tree.links.length} liens, ${tree.classes.length} classes lus`,
    );
    const stored = await storeTree(db, tree, upstreams.passiveTreeUrl);
    ctx.log(`✅ Arbre passif ${stored.version} enregistré (${stored.hash})`);
    return { success: true };
  } catch (err) {
    ctx.log(`❌ Export de l'arbre illisible : ${reason(err)}`);
    return {
      success: false,
      error: "Format de l'arbre passif inattendu : arbre précédent conservé",
    };
  }
}

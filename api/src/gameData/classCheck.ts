import type { FastifyInstance } from 'fastify';
import { classListDifferences } from 'game-facts';
import { BUNDLED_SOURCE } from './passiveTree/bundledTree.js';

/**
 * Compares game-facts' classes and ascendancies with the stored passive tree of the current game
 * version, the game's own list for that version, and says in the log where they differ (then
 * game-facts needs updating). Nothing to compare without such a tree, nor against the bundled
 * offline tree, which is of an older version. Returns the differences, null when nothing was compared.
 */
export async function checkClassList(app: FastifyInstance): Promise<string[] | null> {
  const version = app.league.current().gameVersion;
  const { rows } = await app.db.query<{ source: string }>(
    'select source from passive_trees where version = $1',
    [version],
  );
  if (!rows[0] || rows[0].source === BUNDLED_SOURCE) return null;
  const tree = await app.passiveTrees.load(version);
  if (!tree) return null;
  const differences = classListDifferences(tree.data.classes);
  if (differences.length > 0) {
    app.log.warn({ version, differences }, 'game-facts classes differ from the stored tree');
  }
  return differences;
}

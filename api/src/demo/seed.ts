import { searchText } from '../content/listQuery.js';
import { sanitizeHtml } from '../content/sanitizeHtml.js';
import { insertStatement, type Columns } from '../content/writeSql.js';
import type { Db, Queryable } from '../platform/db/client.js';
import { toColumns } from '../builds/input.js';
import {
  INDEX_SOURCE_COLUMNS,
  indexColumns,
  storeIndexColumns,
  type IndexSource,
} from '../builds/indexColumns.js';
import { EQUIPMENT_FIELDS, GEM_FIELDS } from '../builds/rows.js';
import { cycloneSlayer } from './builds/cycloneSlayer.js';
import { gems } from './gems.js';
import { necromancer } from './builds/necromancer.js';
import { righteousFire } from './builds/righteousFire.js';
import { tornadoShot } from './builds/tornadoShot.js';
import { demoGuides } from './guides.js';
import type { DemoAuthor, DemoBuild } from './types.js';
import { readTrees, type LoadTree } from '../gameData/passiveTree/buildTrees.js';

/** Bump the name to seed a new batch once more; a name that ran never runs again. */
export const DEMO_SEED = 'demo-content-v1';

export const demoBuilds = [cycloneSlayer, necromancer, tornadoShot, righteousFire];

const JSON_COLUMNS: ReadonlySet<string> = new Set([
  ...EQUIPMENT_FIELDS,
  ...GEM_FIELDS,
  'gem_links',
  'passive_trees',
]);

interface Author {
  user_id: number | null;
  author: string;
}

/**
 * Who signs each demo item: the persona's account when the Twitch stand-in seeded it, else the
 * streamer's account, else (real Twitch, nobody signed in yet) the streamer's name alone.
 */
async function authors(tx: Queryable, streamerLogin: string) {
  const logins: string[] = ['exilestreamer', 'marie_crea', 'lucas_live', streamerLogin];
  const { rows } = await tx.query<{ id: number; login: string; display_name: string }>(
    'select id, login, display_name from users where login = any($1)',
    [logins],
  );
  const byLogin = new Map(rows.map((r) => [r.login, { user_id: r.id, author: r.display_name }]));
  const fallback = byLogin.get(streamerLogin) ?? { user_id: null, author: streamerLogin };
  return (login: DemoAuthor): Author => byLogin.get(login) ?? fallback;
}

async function insert(tx: Queryable, table: string, columns: Columns, json: ReadonlySet<string>) {
  const statement = insertStatement(table, columns, json);
  const { rows } = await tx.query<{ id: number }>(statement.text, statement.values);
  return rows[0]?.id;
}

const createdAt = (daysAgo: number) => new Date(Date.now() - daysAgo * 86_400_000).toISOString();

/**
 * Seeds the French demo builds and guides, once per database: the seed's name is recorded in
 * the same transaction, so a restart (or a second process starting alongside) adds nothing,
 * and what an admin deleted stays deleted.
 * @returns whether this call seeded, and how many builds and guides it added
 */
export async function seedDemoContent(
  db: Db,
  streamerLogin: string,
  league = 'Mercenaries',
  loadTree?: LoadTree,
) {
  // Read before the transaction: a site without the demo's tree version seeds them without it.
  const trees = new Map<DemoBuild, string>();
  for (const demo of demoBuilds) {
    if (demo.body.passive_trees === undefined || loadTree === undefined) continue;
    const read = await readTrees(loadTree, demo.body.passive_trees, { skipUnknownVersions: true });
    trees.set(demo, JSON.stringify(read));
  }
  return db.transaction(async (tx) => {
    const claimed = await tx.query(
      'insert into content_seeds (name) values ($1) on conflict do nothing returning name',
      [DEMO_SEED],
    );
    if (claimed.rows.length === 0) return { seeded: false, builds: 0, guides: 0 };
    const authorOf = await authors(tx, streamerLogin);
    const buildIds: number[] = [];
    for (const demo of demoBuilds) {
      const signed = authorOf(demo.author);
      const id = await insert(
        tx,
        'builds',
        {
          ...toColumns(demo.body),
          passive_trees: trees.get(demo) ?? '{}',
          ...signed,
          search_text: searchText(demo.body.title, signed.author),
          is_public: demo.isPublic,
          is_example: true,
          // The private demo build is a creator's that she submitted: it waits for an admin.
          review_status: demo.isPublic ? 'published' : 'pending',
          created_at: createdAt(demo.daysAgo),
          updated_at: createdAt(demo.daysAgo),
        },
        JSON_COLUMNS,
      );
      if (id !== undefined) buildIds.push(id);
    }
    for (const demo of demoGuides) {
      const signed = authorOf(demo.author);
      const { title, description = '', content = '', type = 'Guide global' } = demo.body;
      await insert(
        tx,
        'guides',
        {
          title,
          description,
          content: sanitizeHtml(content),
          type,
          ...signed,
          search_text: searchText(title, signed.author),
          is_public: true,
          is_example: true,
          review_status: 'published',
          created_at: createdAt(demo.daysAgo),
          updated_at: createdAt(demo.daysAgo),
        },
        new Set(),
      );
    }
    await fillGemFacts(tx);
    // Main skill, cost estimate and search text, as a build written on the site gets them.
    const seeded = await tx.query<IndexSource>(
      `select ${INDEX_SOURCE_COLUMNS} from builds where id = any($1::int[])`,
      [buildIds],
    );
    await storeIndexColumns(tx, await indexColumns(tx, league, seeded.rows));
    return { seeded: true, builds: demoBuilds.length, guides: demoGuides.length };
  });
}

/**
 * The bundled catalogue knows no gem's colour, tags or level until an admin runs the gem refresh
 * (no package ships them). The demo builds carry those facts for their own gems, so the gems
 * they show get them at once: only where the catalogue does not know them yet, so a refresh
 * that ran before always wins, and one that runs later replaces them.
 */
async function fillGemFacts(tx: Queryable) {
  const facts = Object.values(gems).map((gem) => ({
    name: gem.name,
    colour: gem.couleur,
    tags: typeof gem.tags === 'string' ? gem.tags.split(', ') : (gem.tags ?? []),
    level: Number(gem.levelRequired),
  }));
  await tx.query(
    `update gems g set
       colour = case when g.colour = 'white' then f.colour else g.colour end,
       tags = case when g.tags <@ f.tags then f.tags else g.tags end,
       level_required = coalesce(g.level_required, f.level)
     from jsonb_to_recordset($1::jsonb) as f(name text, colour text, tags text[], level int)
     where g.name = f.name`,
    [JSON.stringify(facts)],
  );
}

import { ASCENDANCIES, CLASSES } from 'game-facts';
import { INDEX_VERSION, searchText } from '../src/content/listQuery.js';
import type { Queryable } from '../src/platform/db/client.js';

const SKILLS = [
  'Cyclone',
  'Tornado Shot',
  'Righteous Fire',
  'Boneshatter',
  'Arc',
  'Spark',
  'Lightning Arrow',
  'Ice Shot',
  'Earthquake',
  'Sunder',
  'Frostblades',
  'Blade Vortex',
  'Toxic Rain',
  'Fireball',
  'Essence Drain',
  'Raise Spectre',
  'Summon Skeletons',
  'Ground Slam',
  'Lacerate',
  'Flicker Strike',
];
const WORDS = [
  'débutant',
  'budget',
  'endgame',
  'rapide',
  'solide',
  'ligue',
  'SSF',
  'hardcore',
  'boss',
  'farm',
];
const ITEM_TEXT =
  'Item Class: Helmets\nRarity: Rare\nStorm Visor\nEternal Burgonet\n--------\nArmour: 612\n' +
  '--------\nItem Level: 80\n--------\n+84 to maximum Life\n+41% to Fire Resistance\n';
const PHASE =
  '<h2>Phase</h2><p>' + 'Un conseil utile pour progresser sans mourir. '.repeat(20) + '</p>';

/** mulberry32: the same "random" builds on every run, so runs compare. */
function random(seed: number) {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
const next = random(20261122);
const pick = <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)] as T;
const rating = () => 1 + Math.floor(next() * 5);

/** One generated build: varied class, ratings, title and author; realistic text sizes. */
function build(i: number, userIds: number[]) {
  const classe = pick(CLASSES);
  const ascendancy = pick(ASCENDANCIES[classe] ?? ['']);
  const skill = pick(SKILLS);
  const title = `${skill} ${ascendancy} ${pick(WORDS)} n°${i}`;
  const userId = pick(userIds);
  const author = `Joueur${userId}`;
  const item = (slot: string) => [
    slot,
    {
      name: `Objet ${i}`,
      base: 'Eternal Burgonet',
      rarity: 'rare',
      image: '/images/non_uniques/Eternal_Burgonet.png',
      text: ITEM_TEXT,
    },
  ];
  return {
    user_id: userId,
    author,
    title,
    introduction: `Introduction du build ${i}. `.repeat(15),
    classe,
    ascendancy,
    difficulte: rating(),
    cout: rating(),
    boss: rating(),
    rapidite: rating(),
    survie: rating(),
    is_public: next() < 0.9,
    // As the server derives them, so the start's backfill has nothing to do (content/mainSkill.ts).
    search_text: searchText(title, author, classe, ascendancy, skill),
    main_skill: skill,
    main_cost_chaos: next() < 0.5 ? Math.round(next() * 2000) : null,
    index_version: INDEX_VERSION,
    equipment: Object.fromEntries(
      ['helmet', 'body', 'gloves', 'boots', 'belt', 'amulet'].map(item),
    ),
    gem_sockets_main: {
      Torse: Array(6).fill({ name: skill, icon: '/images/gems/Cyclone.png' }),
    },
    leveling: PHASE,
    endgame: PHASE,
    created_at: new Date(Date.UTC(2026, 0, 1) + i * 3_000_000).toISOString(),
  };
}

const COLUMNS =
  'user_id int, author text, title text, introduction text, classe text, ascendancy text, ' +
  'difficulte smallint, cout smallint, boss smallint, rapidite smallint, survie smallint, ' +
  'is_public boolean, search_text text, main_skill text, main_cost_chaos double precision, ' +
  'index_version int, equipment jsonb, gem_sockets_main jsonb, ' +
  'leveling text, endgame text, created_at timestamptz';
const NAMES = COLUMNS.split(', ')
  .map((c) => c.split(' ')[0])
  .join(', ');

/**
 * Inserts `count` builds by 200 bench accounts, in batches of one statement each, then
 * refreshes the planner's statistics as autovacuum would on a live server.
 */
export async function seedBuilds(db: Queryable, count: number): Promise<number[]> {
  const users = await db.query<{ id: number }>(
    `insert into users (twitch_id, login, display_name)
     select 'bench-' || n, 'bench_' || n, 'Joueur' || n from generate_series(1, 200) as n
     returning id`,
  );
  const userIds = users.rows.map((r) => r.id);
  for (let start = 0; start < count; start += 1000) {
    const rows = Array.from({ length: Math.min(1000, count - start) }, (_, k) =>
      build(start + k, userIds),
    );
    await db.query(
      `insert into builds (${NAMES}) select ${NAMES} from jsonb_to_recordset($1::text::jsonb) as x(${COLUMNS})`,
      [JSON.stringify(rows)],
    );
  }
  // One statement each: VACUUM cannot run inside the implicit transaction of a script.
  await db.query('vacuum analyze builds');
  await db.query('vacuum analyze users');
  const ids = await db.query<{ id: number }>('select id from builds where is_public order by id');
  return ids.rows.map((r) => r.id);
}

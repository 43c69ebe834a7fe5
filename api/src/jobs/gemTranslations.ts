import gems from '../gameData/catalogue/data/gems.json' with { type: 'json' };
import { nameAwakenedGems } from '../gameData/catalogue/awakened.js';
import { takeFrenchNames } from '../gameData/catalogue/current/frenchNames.js';
import type { JobDeps } from './deps.js';
import type { JobContext } from './runner.js';

/**
 * Gem translations: the bundled French names (poe-i18n) for gems that lack one, then the French
 * client's names from the trade site over them, and the coverage line.
 */
export async function updateGemTranslations({ db, upstreams }: JobDeps, ctx: JobContext) {
  const rows = gems
    .filter((g) => g.nameFr !== null)
    .map((g) => ({ name: g.name, nameFr: g.nameFr }));
  const { rows: updated } = await db.query(
    `update gems set name_fr = r."nameFr", updated_at = now()
     from jsonb_to_recordset($1::jsonb) as r(name text, "nameFr" text)
     where gems.name = r.name and gems.name_fr is null returning gems.name`,
    [JSON.stringify(rows)],
  );
  ctx.log(`✅ ${updated.length} traduction(s) de gems mise(s) à jour (${rows.length} connues)`);
  ctx.progress(50);
  await takeFrenchNames(db, () => upstreams.trade.frenchNames(), ['gems'], ctx.log);
  ctx.progress(100);
  return { success: true };
}

/** Awakened translations: see `nameAwakenedGems`, which the catalogue seed also runs at start. */
export async function addAwakenedTranslations({ db }: JobDeps, ctx: JobContext) {
  const { named, unnamed } = await nameAwakenedGems(db);
  ctx.progress(100);
  ctx.log(`✅ ${named} gem(s) Awakened traduite(s), ${unnamed} sans traduction du soutien de base`);
  return { success: true };
}

/** Translation check: what a reader would still see in English, and suspicious names. */
export async function checkGemTranslations({ db }: JobDeps, ctx: JobContext) {
  const missing = await db.query<{ name: string }>(
    'select name from gems where name_fr is null order by name',
  );
  const duplicates = await db.query<{ name_fr: string; names: string[] }>(
    `select name_fr, array_agg(name order by name) as names from gems
     where name_fr is not null group by name_fr having count(*) > 1`,
  );
  const total = await db.query<{ n: number }>('select count(*)::int as n from gems');
  ctx.progress(100);
  const count = total.rows[0]?.n ?? 0;
  ctx.log(`🔎 ${count - missing.rows.length}/${count} gems ont un nom français`);
  if (missing.rows.length > 0) {
    const sample = missing.rows.slice(0, 15).map((r) => r.name);
    ctx.log(`⚠️ Sans traduction : ${sample.join(', ')}${missing.rows.length > 15 ? '…' : ''}`);
  }
  for (const d of duplicates.rows)
    ctx.log(`⚠️ « ${d.name_fr} » traduit plusieurs gems : ${d.names.join(', ')}`);
  return { success: true };
}

import gems from '../catalogue/data/gems.json' with { type: 'json' };
import { AWAKENED_OF } from '../catalogue/facts.js';
import type { JobDeps } from './deps.js';
import type { JobContext } from './runner.js';

const SUPPORT_PREFIX = 'Soutien : ';

/** Gem translations: the bundled French names (poe-i18n) for gems that lack or differ from them. */
export async function updateGemTranslations({ db }: JobDeps, ctx: JobContext) {
  const rows = gems
    .filter((g) => g.nameFr !== null)
    .map((g) => ({ name: g.name, nameFr: g.nameFr }));
  const { rows: updated } = await db.query(
    `update gems set name_fr = r."nameFr", updated_at = now()
     from jsonb_to_recordset($1::jsonb) as r(name text, "nameFr" text)
     where gems.name = r.name and gems.name_fr is distinct from r."nameFr" returning gems.name`,
    [JSON.stringify(rows)],
  );
  ctx.progress(100);
  ctx.log(`✅ ${updated.length} traduction(s) de gems mise(s) à jour (${rows.length} connues)`);
  return { success: true };
}

/**
 * Awakened translations, named as the French client names Awakened supports: the support's own
 * French name with « Soutien éveillé : » in place of « Soutien : ».
 */
export async function addAwakenedTranslations({ db }: JobDeps, ctx: JobContext) {
  const { rows } = await db.query<{ name: string; base_fr: string | null }>(
    `select a.name, b.name_fr as base_fr from gems a
     left join gems b on b.name = coalesce($1::jsonb ->> a.name, replace(a.name, 'Awakened ', ''))
     where a.is_awakened and a.name_fr is null`,
    [JSON.stringify(AWAKENED_OF)],
  );
  const named = rows.flatMap((r) =>
    r.base_fr?.startsWith(SUPPORT_PREFIX)
      ? [{ name: r.name, nameFr: `Soutien éveillé : ${r.base_fr.slice(SUPPORT_PREFIX.length)}` }]
      : [],
  );
  await db.query(
    `update gems set name_fr = r."nameFr", updated_at = now()
     from jsonb_to_recordset($1::jsonb) as r(name text, "nameFr" text) where gems.name = r.name`,
    [JSON.stringify(named)],
  );
  ctx.progress(100);
  ctx.log(
    `✅ ${named.length} gem(s) Awakened traduite(s), ${rows.length - named.length} sans traduction du soutien de base`,
  );
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

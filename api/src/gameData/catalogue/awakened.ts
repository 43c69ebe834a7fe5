import type { Queryable } from '../../platform/db/client.js';
import { AWAKENED_OF } from './facts.js';

const SUPPORT_PREFIX = 'Soutien : ';

/**
 * Gives the Awakened gems that lack a French name the one the French client shows: their
 * support's French name with « Soutien éveillé : » in place of « Soutien : ». Run by the catalogue
 * seed at every start and by the admin's translation job; a name already set is kept.
 * @example 'Awakened Added Fire Damage Support' // 'Soutien éveillé : Dégâts de feu Rajoutés'
 * @returns how many were named, and how many stay unnamed (their support has no French name)
 */
export async function nameAwakenedGems(db: Queryable) {
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
  return { named: named.length, unnamed: rows.length - named.length };
}

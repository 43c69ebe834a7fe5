import type { Queryable } from '../../../platform/db/client.js';
import { AWAKENED_OF } from '../facts.js';

/**
 * Gem families the sources leave incomplete, settled in the catalogue after a seed or a refresh:
 * - a transfigured gem (« <base> of <variant> », the longest catalogue gem name before « of »)
 *   is marked as such and takes its base gem's colour, tags and level where it has none of its
 *   own, and its support, aura and Vaal flags, so the wheel's exclusions hold for it;
 * - an Awakened support still white takes its base support's colour, and its tags when it has
 *   only the flags' (the wiki lists Awakened gems without a primary attribute).
 * @returns how many gems of each family were settled
 */
export async function settleGemFamilies(db: Queryable) {
  const transfigured = await db.query(
    `with pairs as (
       select distinct on (t.name) t.name, b.colour, b.tags, b.level_required,
              b.is_support, b.is_aura, b.is_vaal
       from gems t
       join gems b on b.name <> t.name and not b.is_transfigured and not b.is_awakened
         and left(t.name, length(b.name) + 4) = b.name || ' of '
       order by t.name, length(b.name) desc)
     update gems t set
       is_transfigured = true,
       colour = case when t.colour = 'white' then p.colour else t.colour end,
       tags = case when t.tags <@ array['Support', 'Vaal', 'Aura'] then p.tags else t.tags end,
       level_required = coalesce(t.level_required, p.level_required),
       is_support = t.is_support or p.is_support,
       is_aura = t.is_aura or p.is_aura,
       is_vaal = t.is_vaal or p.is_vaal
     from pairs p
     where t.name = p.name and (not t.is_transfigured or t.colour = 'white'
       or t.tags <@ array['Support', 'Vaal', 'Aura'] or t.level_required is null
       or t.is_support <> (t.is_support or p.is_support) or t.is_aura <> (t.is_aura or p.is_aura)
       or t.is_vaal <> (t.is_vaal or p.is_vaal))
     returning t.name`,
  );
  const awakened = await db.query(
    `update gems a set
       colour = b.colour,
       tags = case when a.tags <@ array['Support'] then b.tags else a.tags end
     from gems b
     where a.is_awakened and a.colour = 'white' and b.colour <> 'white'
       and lower(b.name) = lower(coalesce($1::jsonb ->> a.name, replace(a.name, 'Awakened ', '')))
     returning a.name`,
    [JSON.stringify(AWAKENED_OF)],
  );
  return { transfigured: transfigured.rows.length, awakened: awakened.rows.length };
}

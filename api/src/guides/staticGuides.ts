import { Type } from 'typebox';
import type { Queryable } from '../platform/db/client.js';

/**
 * The reading side's fixed beginner guides, by address (`/guide/<slug>`). Their texts ship with
 * the browser code; the server only knows which ones exist, to refuse anything else.
 */
export const STATIC_GUIDE_SLUGS = [
  'premier-build',
  'inventaire-monnaies',
  'maps-loot',
  'crafting',
  'boss',
] as const;
export type StaticGuideSlug = (typeof STATIC_GUIDE_SLUGS)[number];

export const StaticGuideSlugSchema = Type.Enum(STATIC_GUIDE_SLUGS);

/** The static guides visitors no longer see (`GET /api/site`, and the admin's change). */
export const HiddenStaticGuidesSchema = Type.Array(StaticGuideSlugSchema);

/** The static guides an admin has hidden from visitors, in the reading side's order. */
export async function hiddenStaticGuides(db: Queryable): Promise<StaticGuideSlug[]> {
  const { rows } = await db.query<{ slug: string }>('select slug from hidden_static_guides');
  const hidden = new Set(rows.map((row) => row.slug));
  return STATIC_GUIDE_SLUGS.filter((slug) => hidden.has(slug));
}

/**
 * Hides (`hidden`) or restores one static guide; doing it twice changes nothing. Answers the
 * hidden list as it stands after the change.
 */
export async function setStaticGuideHidden(
  db: Queryable,
  change: { slug: StaticGuideSlug; hidden: boolean; by: number },
): Promise<StaticGuideSlug[]> {
  if (change.hidden) {
    await db.query(
      `insert into hidden_static_guides (slug, hidden_by) values ($1, $2)
       on conflict (slug) do nothing`,
      [change.slug, change.by],
    );
  } else {
    await db.query('delete from hidden_static_guides where slug = $1', [change.slug]);
  }
  return hiddenStaticGuides(db);
}

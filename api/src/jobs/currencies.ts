import { takeFrenchNames } from '../gameData/catalogue/current/frenchNames.js';
import type { CurrencyType } from '../gameData/schemas.js';
import { reason, type JobDeps } from './deps.js';
import { downloadImages } from './downloadImages.js';
import type { JobContext } from './runner.js';

/** The admin may replace this picture by hand; refreshes keep it. */
export const CUSTOM_CURRENCY_IMAGES = ['Chaos Orb'];

interface Row {
  name: string;
  type: CurrencyType;
  icon: string | null;
  chaos: number | null;
  detailsId: string | null;
}

async function readSection({ upstreams }: JobDeps, type: CurrencyType): Promise<Row[]> {
  if (type === 'Currency' || type === 'Fragment') {
    const lines = await upstreams.poeNinja.currencyOverview(type);
    return lines.map((l) => ({
      name: l.name,
      type,
      icon: l.icon,
      chaos: l.chaosEquivalent,
      detailsId: l.detailsId,
    }));
  }
  const lines = await upstreams.poeNinja.itemOverview(type);
  return lines.map((l) => ({
    name: l.name,
    type,
    icon: l.icon,
    chaos: l.chaosValue,
    detailsId: l.detailsId,
  }));
}

/**
 * The admin's « Currency » button: prices, details ids and pictures of the five sections from
 * poe.ninja. A section that fails leaves the others updated; the custom Chaos Orb picture stays.
 */
export async function updateCurrencyImages(deps: JobDeps, ctx: JobContext) {
  const sections: CurrencyType[] = ['Currency', 'Fragment', 'Scarab', 'Essence', 'Fossil'];
  const rows: Row[] = [];
  const failed: string[] = [];
  for (const [i, type] of sections.entries()) {
    try {
      const section = await readSection(deps, type);
      rows.push(...section);
      ctx.log(`✅ ${type} : ${section.length} lue(s)`);
    } catch (err) {
      failed.push(type);
      ctx.log(`❌ ${type} : ${reason(err)}`);
    }
    ctx.progress(((i + 1) * 40) / sections.length);
  }
  await deps.db.query(
    `insert into currencies (name, type, icon_url, chaos_equivalent, details_id)
     select name, type, icon, chaos, "detailsId" from jsonb_to_recordset($1::jsonb)
       as r(name text, type text, icon text, chaos double precision, "detailsId" text)
     on conflict (name) do update set type = excluded.type,
       icon_url = coalesce(excluded.icon_url, currencies.icon_url),
       chaos_equivalent = excluded.chaos_equivalent, details_id = excluded.details_id, updated_at = now()`,
    [JSON.stringify(rows)],
  );
  const sources = rows.map((r) => ({ name: r.name, url: r.icon }));
  const images = await downloadImages(
    { db: deps.db, fetcher: deps.upstreams.fetcher },
    'currency',
    sources,
    ctx,
    {
      keepExisting: CUSTOM_CURRENCY_IMAGES,
      from: 40,
    },
  );
  if (images.failed > 0) failed.push(`${images.failed} image(s)`);
  await takeFrenchNames(deps.db, () => deps.upstreams.trade.frenchNames(), ['currencies'], ctx.log);
  return failed.length === 0
    ? { success: true }
    : {
        success: false,
        error: `⚠️ Currency mise à jour en partie, en échec : ${failed.join(', ')}`,
      };
}

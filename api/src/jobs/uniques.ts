import { takeFrenchNames } from '../gameData/catalogue/current/frenchNames.js';
import type { ItemOverviewType } from '../prices/poeNinja/client.js';
import type { ItemLine } from '../prices/poeNinja/parse.js';
import { updateBaseImages } from './bases.js';
import { reason, type JobDeps } from './deps.js';
import { downloadImages } from './downloadImages.js';
import type { JobContext } from './runner.js';

export type UniqueGroup = 'unique' | 'flask' | 'jewel';

const OVERVIEWS: Record<UniqueGroup, ItemOverviewType[]> = {
  unique: ['UniqueWeapon', 'UniqueArmour', 'UniqueAccessory'],
  flask: ['UniqueFlask'],
  jewel: ['UniqueJewel'],
};

const LABELS: Record<UniqueGroup, string> = {
  unique: 'objets uniques',
  flask: 'potions',
  jewel: 'jewels',
};

/** poe.ninja's singular item type in the plural the copied item text uses (`Bow` → `Bows`). */
function pluralClass(itemType: string | null, group: UniqueGroup): string {
  if (itemType === null)
    return group === 'flask' ? 'Flasks' : group === 'jewel' ? 'Jewels' : 'Unknown';
  if (itemType.endsWith('Staff')) return `${itemType.slice(0, -5)}Staves`;
  return itemType.endsWith('s') ? itemType : `${itemType}s`;
}

async function saveUniques({ db }: JobDeps, lines: ItemLine[], group: UniqueGroup) {
  const rows = lines
    .filter((l) => l.baseType !== null)
    .map((l) => ({
      name: l.name,
      base: l.baseType,
      icon: l.icon,
      fallbackClass: pluralClass(l.itemType, group),
    }));
  const json = JSON.stringify(rows);
  // A base first met on a unique joins the base list (item parser, silhouettes).
  await db.query(
    `insert into item_bases (name, item_class)
     select distinct base, "fallbackClass" from jsonb_to_recordset($1::jsonb) as r(base text, "fallbackClass" text)
     on conflict (name) do nothing`,
    [json],
  );
  await db.query(
    // poe.ninja lists a unique once per variant (links, relics): one row per name, or the
    // upsert would touch the same row twice in one statement and fail.
    `insert into uniques (name, base, item_class, icon_url)
     select distinct on (r.name) r.name, r.base, b.item_class, r.icon
     from jsonb_to_recordset($1::jsonb) as r(name text, base text, icon text)
     join item_bases b on b.name = r.base
     order by r.name
     on conflict (name) do update set base = excluded.base, item_class = excluded.item_class,
       icon_url = coalesce(excluded.icon_url, uniques.icon_url), updated_at = now()`,
    [json],
  );
  const pictures = new Map(rows.map((r) => [r.name, r.icon]));
  return [...pictures].map(([name, url]) => ({ name, url }));
}

/** One of the admin's « Objets » steps: a group's uniques from poe.ninja, then their pictures. */
export async function updateUniqueImages(deps: JobDeps, ctx: JobContext, group: UniqueGroup) {
  const lines: ItemLine[] = [];
  for (const type of OVERVIEWS[group])
    lines.push(...(await deps.upstreams.poeNinja.itemOverview(type)));
  const sources = await saveUniques(deps, lines, group);
  ctx.log(`✅ ${sources.length} ${LABELS[group]} lus sur poe.ninja`);
  ctx.progress(20);
  const { failed } = await downloadImages(
    { db: deps.db, fetcher: deps.upstreams.fetcher },
    'uniques',
    sources,
    ctx,
    { from: 20 },
  );
  return failed === 0
    ? { success: true }
    : { success: false, error: `${failed} image(s) en échec` };
}

const PARTIAL: Record<UniqueGroup, string> = {
  unique: '❌ Erreur pour les objets uniques',
  flask: '⚠️ Objets uniques OK, mais erreur pour les potions',
  jewel: '⚠️ Objets uniques et potions OK, mais erreur pour les jewels',
};
export const BASES_PARTIAL = '⚠️ Objets uniques, potions et jewels OK, mais erreur pour les bases';

interface Step {
  label: string;
  run: (deps: JobDeps, ctx: JobContext) => Promise<{ success: boolean; error?: string }>;
  /** The job's error when this step fails. */
  failure: string;
}

const STEPS: Step[] = [
  ...(['unique', 'flask', 'jewel'] as const).map((group) => ({
    label: LABELS[group],
    run: (deps: JobDeps, ctx: JobContext) => updateUniqueImages(deps, ctx, group),
    failure: PARTIAL[group],
  })),
  { label: 'bases des objets magiques et rares', run: updateBaseImages, failure: BASES_PARTIAL },
];

/**
 * Uniques, then flasks, then jewels, stopping at the first failure as the spec's button does;
 * then the pictures of the bases builds use.
 */
export async function updateUniqueSequence(deps: JobDeps, ctx: JobContext) {
  for (const [i, { label, run, failure }] of STEPS.entries()) {
    ctx.log(`▶️ ${label}`);
    const sub = {
      log: ctx.log,
      progress: (p: number) => ctx.progress(((i + p / 100) * 100) / STEPS.length),
    };
    const outcome = await run(deps, sub).catch((err: unknown) => ({
      success: false,
      error: reason(err),
    }));
    if (!outcome.success) {
      ctx.log(`❌ ${label} : ${outcome.error ?? 'Erreur inconnue'}`);
      return { success: false, error: failure };
    }
  }
  ctx.log('✅ Objets uniques, potions, jewels et bases à jour');
  await takeFrenchNames(
    deps.db,
    () => deps.upstreams.trade.frenchNames(),
    ['uniques', 'bases'],
    ctx.log,
  );
  return { success: true };
}

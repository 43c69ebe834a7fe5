import { settleGemFamilies } from '../gameData/catalogue/current/families.js';
import { dedupeGems } from '../prices/poeNinja/parse.js';
import { reason, type JobDeps } from './deps.js';
import type { JobContext } from './runner.js';

const flags = (name: string, tags: string[] = []) => ({
  isSupport: name.endsWith(' Support') || tags.includes('Support'),
  isVaal: name.startsWith('Vaal ') || tags.includes('Vaal'),
  isAwakened: name.startsWith('Awakened '),
});

/** poe.ninja: every gem of the league, its picture address, level and description. */
async function fromPoeNinja({ db, upstreams }: JobDeps, ctx: JobContext) {
  const lines = dedupeGems(await upstreams.poeNinja.itemOverview('SkillGem'));
  const rows = lines.map((l) => ({
    name: l.name,
    icon: l.icon,
    levelRequired: l.levelRequired,
    description: l.flavourText ?? '',
    ...flags(l.name),
  }));
  const { rows: changed } = await db.query<{ inserted: boolean }>(
    `insert into gems (name, icon_url, level_required, description, is_support, is_vaal, is_awakened, tags)
     select name, icon, "levelRequired", description, "isSupport", "isVaal", "isAwakened",
            case when "isSupport" then '{Support}'::text[] else '{}'::text[] end
     from jsonb_to_recordset($1::jsonb) as r(name text, icon text, "levelRequired" int,
       description text, "isSupport" boolean, "isVaal" boolean, "isAwakened" boolean)
     on conflict (name) do update set
       icon_url = coalesce(excluded.icon_url, gems.icon_url),
       level_required = coalesce(excluded.level_required, gems.level_required),
       description = case when gems.description = '' then excluded.description else gems.description end,
       updated_at = now()
     returning (xmax = 0) as inserted`,
    [JSON.stringify(rows)],
  );
  const added = changed.filter((r) => r.inserted).length;
  ctx.log(`✅ poe.ninja : ${rows.length} gems lues, ${added} nouvelle(s)`);
}

/** The wiki: colour (primary attribute), tags and required level of every gem. */
async function fromWiki({ db, upstreams }: JobDeps, ctx: JobContext) {
  const gems = await upstreams.wiki.allGems();
  const rows = gems.map((g) => ({
    ...g,
    ...flags(g.name, g.tags),
    isAura: g.tags.includes('Aura'),
  }));
  await db.query(
    `insert into gems (name, colour, tags, level_required, is_support, is_aura, is_vaal, is_awakened)
     select name, colour, array(select jsonb_array_elements_text(tags)), "levelRequired",
            "isSupport", "isAura", "isVaal", "isAwakened"
     from jsonb_to_recordset($1::jsonb) as r(name text, colour text, tags jsonb, "levelRequired" int,
       "isSupport" boolean, "isAura" boolean, "isVaal" boolean, "isAwakened" boolean)
     on conflict (name) do update set
       colour = excluded.colour,
       tags = excluded.tags,
       level_required = coalesce(gems.level_required, excluded.level_required),
       is_support = gems.is_support or excluded.is_support,
       is_aura = excluded.is_aura,
       is_vaal = gems.is_vaal or excluded.is_vaal,
       updated_at = now()`,
    [JSON.stringify(rows)],
  );
  ctx.log(`✅ Wiki : couleur et tags de ${rows.length} gems`);
}

/**
 * Gem data: poe.ninja then the wiki. One source failing leaves the other's update in place and
 * fails the job, naming the source.
 */
export async function updateGemData(deps: JobDeps, ctx: JobContext) {
  const failed: string[] = [];
  const sources = [
    ['poe.ninja', fromPoeNinja],
    ['wiki', fromWiki],
  ] as const;
  for (const [i, [label, read]] of sources.entries()) {
    ctx.log(`📥 Lecture des gems (${label})…`);
    try {
      await read(deps, ctx);
    } catch (err) {
      failed.push(label);
      ctx.log(`❌ ${label} : ${reason(err)}`);
    }
    ctx.progress(((i + 1) * 100) / sources.length);
  }
  const settled = await settleGemFamilies(deps.db);
  ctx.log(
    `✅ Familles : ${settled.transfigured} gem(s) transfigurée(s) et ${settled.awakened} ` +
      'Awakened complétée(s) par leur gemme de base',
  );
  return failed.length === 0
    ? { success: true }
    : {
        success: false,
        error: `Données des gems incomplètes : ${failed.join(', ')} indisponible(s)`,
      };
}

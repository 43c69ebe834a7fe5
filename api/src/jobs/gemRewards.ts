import { isClassName } from 'game-facts';
import {
  mergeRewards,
  replaceRewards,
  rewardNameCoverage,
  type GemReward,
} from '../gameData/gemRewards/rows.js';
import type { RewardsTable } from '../gameData/wiki/client.js';
import { parseRewardsModule, type WikiReward } from '../gameData/wiki/parseRewards.js';
import { reason, type JobDeps } from './deps.js';
import type { JobContext } from './runner.js';

const TABLES = [
  ['quest_rewards', 'quest', 'récompenses de quête'],
  ['vendor_rewards', 'vendor', 'gems des vendeurs'],
] as const satisfies readonly (readonly [RewardsTable, GemReward['kind'], string])[];

/**
 * A wiki row as ours, or null when it is not a gem we can place: quest rewards also hold flasks,
 * rings and books (they carry a rarity, or name no catalogue gem); vendors sell only gems, kept
 * even when the catalogue does not know them yet. A class list naming no class we know is dropped.
 */
function toReward(row: WikiReward, kind: GemReward['kind'], gems: Set<string>): GemReward | null {
  if (row.rarity !== null || (kind === 'quest' && !gems.has(row.reward))) return null;
  // The table's own limits: a longer name is no gem of ours and would fail the whole write.
  if (row.reward.length > 200 || row.quest.length > 200) return null;
  const classes = row.classes.filter(isClassName);
  if (row.classes.length > 0 && classes.length === 0) return null;
  return {
    gem: row.reward,
    kind,
    act: row.act,
    quest: row.quest,
    questId: row.questId,
    questFr: null,
    npc: kind === 'vendor' ? row.npc : null,
    classes,
  };
}

/**
 * Gem rewards: the wiki's quest and vendor reward tables replace `gem_rewards` in one
 * transaction. Either table failing to load or parse keeps the previous rows.
 */
export async function updateGemRewards({ db, upstreams }: JobDeps, ctx: JobContext) {
  const { rows: known } = await db.query<{ name: string }>('select name from gems');
  const gems = new Set(known.map((g) => g.name));
  const read: GemReward[] = [];
  for (const [i, [table, kind, label]] of TABLES.entries()) {
    ctx.log(`📥 Lecture des ${label} (wiki)…`);
    try {
      const { rows, skipped } = parseRewardsModule(await upstreams.wiki.rewardsModule(table));
      const kept = rows.flatMap((row) => toReward(row, kind, gems) ?? []);
      read.push(...kept);
      ctx.log(
        `✅ Wiki : ${kept.length} ${label} lues, ${rows.length - kept.length + skipped} ligne(s) ignorée(s)`,
      );
    } catch (err) {
      ctx.log(`❌ Wiki (${label}) : ${reason(err)}`);
      return {
        success: false,
        error: 'Récompenses des gems indisponibles : données précédentes conservées',
      };
    }
    ctx.progress(((i + 1) * 100) / (TABLES.length + 1));
  }
  const rows = mergeRewards(read);
  if (rows.length === 0) {
    ctx.log('❌ Wiki : aucune récompense de gem reconnue');
    return {
      success: false,
      error: 'Aucune récompense de gem lue : données précédentes conservées',
    };
  }
  const stored = await db.transaction((tx) => replaceRewards(tx, rows, 'wiki'));
  ctx.log(`✅ ${stored} façons d'obtenir une gem enregistrées`);
  for (const line of await rewardNameCoverage(db)) ctx.log(`📊 ${line}`);
  return { success: true };
}

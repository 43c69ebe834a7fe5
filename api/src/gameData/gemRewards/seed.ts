import data from '../catalogue/data/gemRewards.json' with { type: 'json' };
import type { Db } from '../../platform/db/client.js';
import { mergeRewards, replaceRewards, type GemReward } from './rows.js';

// Processes starting together on one database seed one after the other.
const LOCK = `select pg_advisory_xact_lock(hashtext('poe-debutants:gem-rewards:' || current_schema()))`;

type ByClass = Record<string, string[]>;

const perClass = (byClass: ByClass, base: Omit<GemReward, 'gem' | 'classes'>): GemReward[] =>
  Object.entries(byClass).flatMap(([cls, gems]) =>
    gems.map((gem) => ({ ...base, gem, classes: [cls] })),
  );

/**
 * The bundled campaign rewards as rows: each quest's reward choices and the gems its act's vendor
 * sells afterwards, per class, then Lilly Roth selling every one of those gems to every class.
 */
export function seedRows(): GemReward[] {
  const vendors: Record<string, string> = data.vendors;
  const rows = data.quests.flatMap((q) => {
    const base = { act: q.act, quest: q.quest, questId: q.questId, questFr: null };
    return [
      ...perClass(q.reward, { ...base, kind: 'quest', npc: null }),
      ...perClass(q.sold, { ...base, kind: 'vendor', npc: vendors[String(q.act)] ?? null }),
    ];
  });
  const every = data.everyGemVendor;
  const sold = [...new Set(rows.filter((r) => r.kind === 'vendor').map((r) => r.gem))];
  const lilly = sold.map((gem) => ({
    gem,
    kind: 'vendor' as const,
    act: every.act,
    quest: every.quest,
    questId: every.questId,
    questFr: null,
    npc: every.npc,
    classes: [],
  }));
  return mergeRewards([...rows, ...lilly]);
}

/**
 * Fills `gem_rewards` from the bundled data when it is empty (a new database); once the
 * gem-rewards job has replaced it with the wiki's tables, the seed never runs again.
 * @returns how many rows were added
 */
export async function seedGemRewards(db: Db): Promise<number> {
  return db.transaction(async (tx) => {
    await tx.query(LOCK);
    const { rows } = await tx.query<{ n: number }>('select count(*)::int as n from gem_rewards');
    if ((rows[0]?.n ?? 0) > 0) return 0;
    return replaceRewards(tx, seedRows(), 'seed');
  });
}

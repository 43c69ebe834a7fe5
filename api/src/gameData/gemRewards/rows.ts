import { CLASSES } from 'game-facts';
import type { Queryable } from '../../platform/db/client.js';
import { coverageLine } from '../catalogue/current/frenchNames.js';

export type RewardKind = 'quest' | 'vendor';

/** One way to get a gem during the campaign, as stored in `gem_rewards`. */
export interface GemReward {
  gem: string;
  kind: RewardKind;
  act: number;
  quest: string;
  questId: string | null;
  questFr: string | null;
  /** The vendor; null for a quest reward. */
  npc: string | null;
  /** English class names; empty when every class may take it. */
  classes: string[];
}

const key = (r: GemReward) => JSON.stringify([r.gem, r.kind, r.quest, r.npc]);

/**
 * Merges entries naming the same gem, kind, quest and vendor into one row with the union of
 * their classes; a row open to every class keeps an empty list.
 * @example mergeRewards([{ …, classes: ['Witch'] }, { …, classes: ['Shadow'] }]) // one row, both classes
 */
export function mergeRewards(entries: readonly GemReward[]): GemReward[] {
  const merged = new Map<string, GemReward>();
  for (const entry of entries) {
    const found = merged.get(key(entry));
    if (!found) {
      merged.set(key(entry), { ...entry, classes: [...entry.classes] });
    } else if (found.classes.length > 0) {
      // An empty list already means every class: nothing to add.
      found.classes = entry.classes.length === 0 ? [] : [...found.classes, ...entry.classes];
    }
  }
  return [...merged.values()].map((row) => {
    const classes = [...new Set(row.classes)];
    const everyone = CLASSES.every((c) => classes.includes(c));
    return { ...row, classes: everyone ? [] : CLASSES.filter((c) => classes.includes(c)) };
  });
}

/** Replaces every row with `rows`, inside the caller's transaction. */
export async function replaceRewards(
  tx: Queryable,
  rows: readonly GemReward[],
  source: 'seed' | 'wiki',
): Promise<number> {
  await tx.query('delete from gem_rewards');
  const { rows: inserted } = await tx.query<{ id: number }>(
    `insert into gem_rewards (gem, kind, act, quest, quest_id, quest_fr, npc, classes, source)
     select gem, kind, act, quest, "questId", "questFr", npc,
            array(select jsonb_array_elements_text(classes)), $2
     from jsonb_to_recordset($1::jsonb) as r(gem text, kind text, act int, quest text,
       "questId" text, "questFr" text, npc text, classes jsonb)
     returning id`,
    [JSON.stringify(rows), source],
  );
  return inserted.length;
}

/**
 * The coverage lines of the quest and vendor names the rewards show. No French string at hand
 * names them (the game's French files community tools keep have no quest or NPC names), so
 * every one is named as English until a source gives them.
 */
export async function rewardNameCoverage(db: Queryable): Promise<string[]> {
  const { rows: quests } = await db.query<{ quest: string; quest_fr: string | null }>(
    `select distinct on (quest) quest, quest_fr from gem_rewards order by quest, quest_fr nulls last`,
  );
  const { rows: npcs } = await db.query<{ npc: string }>(
    `select distinct npc from gem_rewards where npc is not null order by npc`,
  );
  const english = quests.filter((q) => q.quest_fr === null).map((q) => q.quest);
  return [
    coverageLine('quêtes', quests.length - english.length, quests.length, english),
    coverageLine(
      'PNJ',
      0,
      npcs.length,
      npcs.map((n) => n.npc),
    ),
  ];
}

import { readLuaData, type LuaValue } from './luaData.js';

/** One row of the wiki's `Module:Quest reward/data/quest_rewards` or `…/vendor_rewards`. */
export interface WikiReward {
  reward: string;
  quest: string;
  questId: string | null;
  act: number;
  /** English class names; empty when the row names none (every class). */
  classes: string[];
  npc: string | null;
  /** Quest rewards that are not gems carry an item rarity (flasks, rings…). */
  rarity: string | null;
}

export class RewardsFormatError extends Error {}

type Row = Record<string, LuaValue>;
const isRow = (v: LuaValue): v is Row => v !== null && typeof v === 'object' && !Array.isArray(v);
const text = (v: LuaValue | undefined) => (typeof v === 'string' && v.trim() ? v.trim() : null);

/** The exporter joins classes with U+001F (the unit separator); hand edits use commas or a Lua list. */
const UNIT_SEPARATOR = String.fromCharCode(0x1f);

function classes(v: LuaValue | undefined): string[] {
  const parts = Array.isArray(v)
    ? v
    : typeof v === 'string'
      ? v.split(UNIT_SEPARATOR).flatMap((p) => p.split(','))
      : [];
  return parts.flatMap((p) => (typeof p === 'string' && p.trim() ? [p.trim()] : []));
}

/** The list of rows: what the module returns, or its first field holding rows. */
function rowsOf(data: LuaValue): LuaValue[] {
  if (Array.isArray(data)) return data;
  if (isRow(data)) {
    const list = Object.values(data).find((v) => Array.isArray(v) && v.some(isRow));
    if (Array.isArray(list)) return list;
  }
  throw new RewardsFormatError('Aucune liste de récompenses dans le module');
}

/**
 * Reads a reward data module's Lua source into rows, leaving out rows without a reward, a quest
 * or an act (counted in `skipped`).
 * @example parseRewardsModule('return { {quest="Enemy at the Gate", act=1, reward="Arc", classes="Witch"} }')
 */
export function parseRewardsModule(source: string): { rows: WikiReward[]; skipped: number } {
  const rows: WikiReward[] = [];
  let skipped = 0;
  for (const raw of rowsOf(readLuaData(source))) {
    const reward = isRow(raw) ? text(raw.reward) : null;
    const quest = isRow(raw) ? text(raw.quest) : null;
    const act = isRow(raw) ? Number(raw.act) : NaN;
    if (!isRow(raw) || !reward || !quest || !Number.isInteger(act) || act < 1 || act > 10) {
      skipped++;
      continue;
    }
    rows.push({
      reward,
      quest,
      questId: text(raw.quest_id),
      act,
      classes: classes(raw.classes),
      npc: text(raw.npc),
      rarity: text(raw.rarity),
    });
  }
  return { rows, skipped };
}

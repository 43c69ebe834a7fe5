/**
 * What the wiki stand-in's reward modules hold: a few rows of each table as the wiki's exporter
 * writes them (fields in its order, classes joined with U+001F, no classes when all may buy).
 */
export interface RewardFixture {
  quest: string;
  quest_id: string;
  act: number;
  classes?: string[];
  item_level?: number;
  rarity?: string;
  reward: string;
  npc?: string;
}

export const WIKI_QUEST_REWARDS: RewardFixture[] = [
  {
    quest: 'Enemy at the Gate',
    quest_id: 'a1q1',
    act: 1,
    classes: ['Witch', 'Templar'],
    reward: 'Fireball',
  },
  {
    quest: 'Enemy at the Gate',
    quest_id: 'a1q1',
    act: 1,
    classes: ['Marauder', 'Duelist'],
    reward: 'Heavy Strike',
  },
  {
    quest: 'The Caged Brute',
    quest_id: 'a1q2',
    act: 1,
    classes: ['Marauder', 'Duelist', 'Templar'],
    reward: 'Added Fire Damage Support',
  },
  {
    quest: 'Mercy Mission',
    quest_id: 'a1q5',
    act: 1,
    item_level: 5,
    rarity: 'Magic',
    reward: 'Quicksilver Flask',
  },
  {
    quest: 'Lost in Love',
    quest_id: 'a3q11',
    act: 3,
    classes: ['Marauder', 'Duelist', 'Ranger', 'Shadow'],
    reward: 'Hatred',
  },
  {
    quest: 'Sever the Right Hand',
    quest_id: 'a3q8',
    act: 3,
    classes: ['Duelist', 'Marauder', 'Scion'],
    reward: 'Cyclone',
  },
];

export const WIKI_VENDOR_REWARDS: RewardFixture[] = [
  {
    quest: 'Enemy at the Gate',
    quest_id: 'a1q1',
    act: 1,
    classes: ['Witch', 'Shadow', 'Templar', 'Marauder', 'Scion'],
    reward: 'Fireball',
    npc: 'Nessa',
  },
  {
    quest: 'The Caged Brute',
    quest_id: 'a1q2',
    act: 1,
    reward: 'Added Fire Damage Support',
    npc: 'Nessa',
  },
  {
    quest: 'Lost in Love',
    quest_id: 'a3q11',
    act: 3,
    classes: ['Witch', 'Shadow', 'Ranger', 'Duelist', 'Marauder', 'Scion'],
    reward: 'Hatred',
    npc: 'Clarissa',
  },
  {
    quest: 'Sever the Right Hand',
    quest_id: 'a3q8',
    act: 3,
    classes: ['Ranger', 'Duelist', 'Marauder', 'Templar', 'Scion'],
    reward: 'Cyclone',
    npc: 'Clarissa',
  },
  { quest: 'Fallen from Grace', quest_id: 'a6q4', act: 6, reward: 'Fireball', npc: 'Lilly Roth' },
  { quest: 'Fallen from Grace', quest_id: 'a6q4', act: 6, reward: 'Cyclone', npc: 'Lilly Roth' },
];

const luaString = (s: string) => `"${s.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`;

/**
 * A reward data module in the exporter's layout.
 * @example rewardsModuleLua([{ quest: 'Enemy at the Gate', quest_id: 'a1q1', act: 1, reward: 'Arc' }])
 */
export function rewardsModuleLua(rows: readonly RewardFixture[]): string {
  const body = rows.map((row) => {
    const fields = Object.entries(row).map(([key, value]) => {
      const lua =
        typeof value === 'number'
          ? String(value)
          : luaString(Array.isArray(value) ? value.join('\u001f') : String(value));
      return `\t\t${key}=${lua},\n`;
    });
    return `\t{\n${fields.join('')}\t},\n`;
  });
  return `local data = {\n${body.join('')}\n}\nreturn data`;
}

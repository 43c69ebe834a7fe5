import { describe, expect, it } from 'vitest';
import { LuaSyntaxError, readLuaData } from './luaData.js';
import { parseRewardsModule, RewardsFormatError } from './parseRewards.js';
import { rewardsModuleLua, WIKI_QUEST_REWARDS, WIKI_VENDOR_REWARDS } from './rewardsFixtures.js';

describe('the Lua data reader', () => {
  it.each([
    ['return { 1, 2.5, -3 }', [1, 2.5, -3]],
    ['return { "a", \'b\', [[c]] }', ['a', 'b', 'c']],
    ['return { a = true, b = false, c = nil }', { a: true, b: false, c: null }],
    ['return { ["quest id"] = "a1q1", act = 1 }', { 'quest id': 'a1q1', act: 1 }],
    [
      'local data = {}\ndata.quest_rewards = { {reward="Arc"} }\nreturn data',
      { quest_rewards: [{ reward: 'Arc' }] },
    ],
    ['-- header\nlocal x = { "y" } --[[ long\ncomment ]] return x', ['y']],
    ['return { "tab\\there", "quote\\"d", "\\65\\u{42}" }', ['tab\there', 'quote"d', 'AB']],
    ['return { {a=1;}, {b=2,}, }', [{ a: 1 }, { b: 2 }]],
    ['local data = { "x" }', ['x']],
  ])('reads %j', (source, expected) => {
    expect(readLuaData(source)).toEqual(expected);
  });

  it.each([
    ['return { "unclosed }'],
    ['return { a = }'],
    ['return { 1 2 }'],
    ['os.execute("rm -rf /")'],
    ['return { f = function() end }'],
    ['local s = [[never closed'],
  ])('refuses %j without running anything', (source) => {
    expect(() => readLuaData(source)).toThrow(LuaSyntaxError);
  });
});

describe('the reward modules', () => {
  it('reads the exporter layout: classes joined with U+001F, none for every class', () => {
    const { rows, skipped } = parseRewardsModule(rewardsModuleLua(WIKI_VENDOR_REWARDS));
    expect(skipped).toBe(0);
    expect(rows[0]).toEqual({
      reward: 'Fireball',
      quest: 'Enemy at the Gate',
      questId: 'a1q1',
      act: 1,
      classes: ['Witch', 'Shadow', 'Templar', 'Marauder', 'Scion'],
      npc: 'Nessa',
      rarity: null,
    });
    expect(rows[1]).toMatchObject({ reward: 'Added Fire Damage Support', classes: [] });
  });

  it('keeps the rarity that marks quest rewards which are not gems', () => {
    const { rows } = parseRewardsModule(rewardsModuleLua(WIKI_QUEST_REWARDS));
    expect(rows.find((r) => r.reward === 'Quicksilver Flask')).toMatchObject({ rarity: 'Magic' });
  });

  it('accepts hand-written variants: a Lua list or commas for classes, a named field holding the rows', () => {
    const source = `local data = {}
data.quest_rewards = {
  {quest='Enemy at the Gate', quest_id='a1q1', act=1, classes={'Marauder', 'Duelist'}, reward='Heavy Strike'},
  {quest="Mercy Mission", act=1, classes="Witch, Shadow", reward="Arcane Surge Support"},
}
return data`;
    expect(parseRewardsModule(source).rows.map((r) => [r.reward, r.classes, r.questId])).toEqual([
      ['Heavy Strike', ['Marauder', 'Duelist'], 'a1q1'],
      ['Arcane Surge Support', ['Witch', 'Shadow'], null],
    ]);
  });

  it('counts rows without a reward, a quest or a campaign act as skipped', () => {
    const source = `return {
      {quest="A", act=1, reward="Arc"},
      {quest="B", act=11, reward="Arc"},
      {quest="C", reward="Arc"},
      {act=2, reward="Arc"},
      {quest="D", act=2},
      "stray",
    }`;
    const { rows, skipped } = parseRewardsModule(source);
    expect(rows.map((r) => r.quest)).toEqual(['A']);
    expect(skipped).toBe(5);
  });

  it('says so when the module holds no list of rows', () => {
    expect(() => parseRewardsModule('return { version = "3.25" }')).toThrow(RewardsFormatError);
  });
});

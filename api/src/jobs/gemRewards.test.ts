import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../app.js';
import type { UpstreamStandIns } from '../upstreams/plugin.js';
import { buildTestApp } from '../../test/buildTestApp.js';

interface Stored {
  gem: string;
  kind: string;
  act: number;
  quest: string;
  quest_id: string | null;
  npc: string | null;
  classes: string[];
  source: string;
}

describe('the gem-rewards job against the wiki stand-in', () => {
  let app: App;
  let standIns: UpstreamStandIns;
  beforeAll(async () => {
    app = await buildTestApp({ env: { UPSTREAM_TIMEOUT_MS: '300' } });
    if (!app.upstreams.standIns) throw new Error('tests run against the stand-ins');
    standIns = app.upstreams.standIns;
  });
  afterAll(() => app.close());

  const stored = async () =>
    (
      await app.db.query<Stored>(
        'select gem, kind, act, quest, quest_id, npc, classes, source from gem_rewards order by id',
      )
    ).rows;

  it('starts from the bundled seed', async () => {
    const rows = await stored();
    expect(rows.length).toBeGreaterThan(500);
    expect(new Set(rows.map((r) => r.source))).toEqual(new Set(['seed']));
  });

  it('a wiki that fails keeps the previous rows and says so', async () => {
    const before = await stored();
    for (const behaviour of ['error', 'garbage', 'timeout'] as const) {
      standIns.wiki.behave(behaviour);
      const result = await app.jobs.run('update-gem-rewards');
      expect(result).toMatchObject({
        success: false,
        error: 'Récompenses des gems indisponibles : données précédentes conservées',
      });
      expect(result.logs[0]).toBe('📥 Lecture des récompenses de quête (wiki)…');
      expect(result.logs[1]).toMatch(/^❌ Wiki \(récompenses de quête\) : /);
      expect(await stored()).toEqual(before);
    }
    standIns.wiki.behave('ok');
  });

  it('replaces the table with the wiki’s gem rows: no flask, classes merged, every class as none', async () => {
    const result = await app.jobs.run('update-gem-rewards');
    expect(result).toMatchObject({ success: true });
    expect(result.logs).toEqual([
      '📥 Lecture des récompenses de quête (wiki)…',
      '✅ Wiki : 5 récompenses de quête lues, 1 ligne(s) ignorée(s)',
      '📥 Lecture des gems des vendeurs (wiki)…',
      '✅ Wiki : 6 gems des vendeurs lues, 0 ligne(s) ignorée(s)',
      "✅ 11 façons d'obtenir une gem enregistrées",
      // No French string at hand names quests or vendors: every one is named as English.
      '📊 quêtes : 0 nom français sur 5 (0 %) ; en anglais : Enemy at the Gate, Fallen from Grace, ' +
        'Lost in Love, Sever the Right Hand, The Caged Brute',
      '📊 PNJ : 0 nom français sur 3 (0 %) ; en anglais : Clarissa, Lilly Roth, Nessa',
    ]);
    const rows = await stored();
    expect(rows).toHaveLength(11);
    expect(rows.every((r) => r.source === 'wiki')).toBe(true);
    expect(rows.some((r) => r.gem === 'Quicksilver Flask')).toBe(false);
    expect(rows.find((r) => r.gem === 'Fireball' && r.kind === 'quest')).toMatchObject({
      act: 1,
      quest: 'Enemy at the Gate',
      quest_id: 'a1q1',
      npc: null,
      classes: ['Witch', 'Templar'],
    });
    expect(
      rows.find((r) => r.gem === 'Added Fire Damage Support' && r.kind === 'vendor'),
    ).toMatchObject({
      npc: 'Nessa',
      classes: [],
    });
    expect(rows.find((r) => r.npc === 'Lilly Roth' && r.gem === 'Cyclone')).toMatchObject({
      act: 6,
    });
    expect(standIns.wiki.requests).toContain(
      '/w/index.php?title=Module%3AQuest_reward%2Fdata%2Fvendor_rewards&action=raw',
    );
  });

  it('the vendor table failing after the quest table read keeps everything as it was', async () => {
    const before = await stored();
    const originalRewards = app.upstreams.wiki.rewardsModule;
    app.upstreams.wiki.rewardsModule = async (table) => {
      if (table === 'vendor_rewards') return 'return { "not closed';
      return originalRewards(table);
    };
    try {
      const result = await app.jobs.run('update-gem-rewards');
      expect(result.success).toBe(false);
      expect(result.logs.at(-1)).toMatch(/^❌ Wiki \(gems des vendeurs\) : Chaîne non fermée/);
      expect(await stored()).toEqual(before);
    } finally {
      app.upstreams.wiki.rewardsModule = originalRewards;
    }
  });

  it('a module with no gem at all is refused rather than emptying the table', async () => {
    const before = await stored();
    const originalRewards = app.upstreams.wiki.rewardsModule;
    app.upstreams.wiki.rewardsModule = async (table) =>
      table === 'quest_rewards'
        ? 'return { {quest="Mercy Mission", act=1, rarity="Magic", reward="Quicksilver Flask"} }'
        : 'local data = {\n}\nreturn data';
    try {
      const result = await app.jobs.run('update-gem-rewards');
      expect(result).toMatchObject({
        success: false,
        error: 'Aucune récompense de gem lue : données précédentes conservées',
      });
      expect(await stored()).toEqual(before);
    } finally {
      app.upstreams.wiki.rewardsModule = originalRewards;
    }
  });

  it('leaves out vendor rows the table cannot hold or that name no known class', async () => {
    const originalRewards = app.upstreams.wiki.rewardsModule;
    app.upstreams.wiki.rewardsModule = async (table) =>
      table === 'quest_rewards'
        ? 'return { {quest="Enemy at the Gate", act=1, classes="Witch", reward="Fireball"} }'
        : `return {
            {quest="Enemy at the Gate", act=1, npc="Nessa", reward="${'X'.repeat(201)}"},
            {quest="Enemy at the Gate", act=1, npc="Nessa", classes="Exile", reward="Arc"},
            {quest="Enemy at the Gate", act=1, npc="Nessa", reward="Fireball"},
          }`;
    try {
      const result = await app.jobs.run('update-gem-rewards');
      expect(result.logs).toContain('✅ Wiki : 1 gems des vendeurs lues, 2 ligne(s) ignorée(s)');
      expect((await stored()).map((r) => [r.gem, r.kind, r.classes])).toEqual([
        ['Fireball', 'quest', ['Witch']],
        ['Fireball', 'vendor', []],
      ]);
    } finally {
      app.upstreams.wiki.rewardsModule = originalRewards;
    }
  });

  it('a restart does not bring the seed back over the wiki’s rows', async () => {
    const { seedGemRewards } = await import('../gameData/gemRewards/seed.js');
    expect(await seedGemRewards(app.db)).toBe(0);
    expect((await stored()).every((r) => r.source === 'wiki')).toBe(true);
  });
});

import { describe, expect, it } from 'vitest';
import type { GemReward } from './gemRewardsApi';
import { opensTo, rewardFor, tooltipRewards } from './rewardChoice';

const quest = (act: number, classes: string[]): GemReward => ({
  kind: 'quest',
  act,
  quest: `Q${act}`,
  questFr: null,
  npc: null,
  classes,
});
const vendor = (act: number, npc: string, classes: string[]): GemReward => ({
  ...quest(act, classes),
  kind: 'vendor',
  npc,
});

const nessa = vendor(1, 'Nessa', ['Witch']);
const lilly = vendor(6, 'Lilly Roth', []);

describe('opensTo', () => {
  it.each([
    [[], 'Witch', true],
    [['Witch', 'Shadow'], 'Shadow', true],
    [['Witch'], 'Marauder', false],
  ])('%j opens to %s: %s', (classes, classe, expected) => {
    expect(opensTo(quest(1, classes), classe)).toBe(expected);
  });
});

describe('rewardFor', () => {
  const rewards = [quest(1, ['Marauder']), nessa, lilly];
  it.each([
    ['Marauder', rewards[0]],
    ['Witch', nessa],
    ['Ranger', lilly],
    [undefined, nessa],
  ])('a %s gets %j', (classe, expected) => {
    expect(rewardFor(rewards, classe)).toEqual(expected);
  });

  it('gives nothing for a gem no quest nor vendor gives', () => {
    expect(rewardFor([], 'Witch')).toBeNull();
  });
});

describe('tooltipRewards', () => {
  it('lists the quest rewards, the first vendor and the first vendor open to all', () => {
    const q = quest(1, ['Marauder']);
    const yeena = vendor(2, 'Yeena', ['Ranger']);
    expect(tooltipRewards([q, nessa, yeena, lilly])).toEqual([q, nessa, lilly]);
  });

  it('does not repeat a first vendor already open to every class', () => {
    const open = vendor(1, 'Nessa', []);
    expect(tooltipRewards([open, lilly])).toEqual([open]);
  });

  it('is empty for a gem nobody gives', () => {
    expect(tooltipRewards([])).toEqual([]);
  });
});

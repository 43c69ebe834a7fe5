import { describe, expect, it } from 'vitest';
import { cachedFor } from './cachedFor.js';

describe('cachedFor', () => {
  it('shares a read under way, keeps its answer for the time given, then reads again', async () => {
    let clock = 0;
    let reads = 0;
    const names = cachedFor(
      60_000,
      async () => {
        reads += 1;
        return `lecture ${reads}`;
      },
      () => clock,
    );
    const [first, second] = await Promise.all([names(), names()]);
    expect([first, second, reads]).toEqual(['lecture 1', 'lecture 1', 1]);
    clock = 59_999;
    expect(await names()).toBe('lecture 1');
    clock = 60_000;
    expect(await names()).toBe('lecture 2');
  });

  it('keeps no failure: the next call reads again', async () => {
    let fail = true;
    const names = cachedFor(60_000, async () => {
      if (fail) throw new Error('Twitch injoignable');
      return 'ExileStreamer';
    });
    await expect(names()).rejects.toThrow('Twitch injoignable');
    fail = false;
    expect(await names()).toBe('ExileStreamer');
  });
});

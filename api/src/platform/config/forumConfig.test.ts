import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.js';
import { parsePostLimits } from './forumConfig.js';

describe('FORUM_POST_LIMITS', () => {
  it.each([
    [
      '5/30s,60/1h',
      [
        { max: 5, windowSeconds: 30 },
        { max: 60, windowSeconds: 3600 },
      ],
    ],
    ['10/60', [{ max: 10, windowSeconds: 60 }]],
    [
      ' 3 / 2m , 100/1d ',
      [
        { max: 3, windowSeconds: 120 },
        { max: 100, windowSeconds: 86_400 },
      ],
    ],
  ])('reads %j', (raw, limits) => {
    expect(parsePostLimits(raw)).toEqual(limits);
  });

  it.each(['', 'off', '5', '5/30x', '0/30s', '5/0s', '5/8d', '5/30s,10/30', '5/30s,'])(
    'refuses %j',
    (raw) => {
      expect(parsePostLimits(raw)).toBeUndefined();
    },
  );

  it('defaults to 5 posts per 30 seconds and 60 per hour', () => {
    expect(loadConfig({}).forumPostLimits).toEqual([
      { max: 5, windowSeconds: 30 },
      { max: 60, windowSeconds: 3600 },
    ]);
  });

  it('stops startup on an invalid value, naming the variable', () => {
    expect(() => loadConfig({ FORUM_POST_LIMITS: 'beaucoup' })).toThrow(ConfigError);
    expect(() => loadConfig({ FORUM_POST_LIMITS: 'beaucoup' })).toThrow(/FORUM_POST_LIMITS/);
  });
});

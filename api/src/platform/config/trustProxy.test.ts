import { describe, expect, it } from 'vitest';
import { fastifyTrustProxy, readTrustProxy } from './trustProxy.js';

describe('readTrustProxy', () => {
  it.each([
    [undefined, false],
    ['', false],
    ['false', false],
    ['TRUE', true],
    ['2', 2],
    ['127.0.0.1', ['127.0.0.1']],
    ['10.0.0.0/8, 192.168.1.4,::1, fd00::/8', ['10.0.0.0/8', '192.168.1.4', '::1', 'fd00::/8']],
  ])('reads %j', (raw, expected) => {
    const problems: string[] = [];
    expect(readTrustProxy(raw, problems)).toEqual(expected);
    expect(problems).toEqual([]);
  });

  it.each(['0', '17', 'yes', '10.0.0.0/33', '300.1.1.1', 'example.com', '10.0.0.1/8/2', '::1/129'])(
    'refuses %j with a clear problem',
    (raw) => {
      const problems: string[] = [];
      expect(readTrustProxy(raw, problems)).toBe(false);
      expect(problems).toEqual([expect.stringContaining('TRUST_PROXY must be')]);
    },
  );
});

describe('fastifyTrustProxy', () => {
  it('passes booleans and address lists through', () => {
    expect(fastifyTrustProxy(false)).toBe(false);
    expect(fastifyTrustProxy(['10.0.0.0/8'])).toEqual(['10.0.0.0/8']);
  });

  it('trusts exactly the nearest n hops for a hop count', () => {
    const trusted = fastifyTrustProxy(2);
    if (typeof trusted !== 'function') throw new Error('a hop count becomes a function');
    expect([0, 1, 2, 3].map((hop) => trusted('10.0.0.1', hop))).toEqual([true, true, false, false]);
  });
});

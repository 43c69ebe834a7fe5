import { describe, expect, it } from 'vitest';
import type { Change } from '../platform/changes/bus.js';
import { CachedAnswers, CachedItems, type ChangeFeed } from './cachedAnswers.js';

/** A change bus in miniature: what is published reaches every listener at once. */
function feed() {
  const listeners = new Set<(change: Change) => void>();
  const bus: ChangeFeed & { publish(change: Change): void } = {
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    publish(change) {
      for (const listener of listeners) listener(change);
    },
  };
  return bus;
}

describe('CachedAnswers', () => {
  it('computes an answer once per key until a change names one of its tags', async () => {
    const bus = feed();
    const kept = new CachedAnswers<number>(bus, ['builds', 'game']);
    let computed = 0;
    const compute = () => Promise.resolve(++computed);
    expect(await kept.get('a', compute)).toBe(1);
    expect(await kept.get('a', compute)).toBe(1);
    expect(await kept.get('b', compute)).toBe(2);

    bus.publish({ tags: new Set(['comments:build:1', 'write']) });
    expect(await kept.get('a', compute)).toBe(1);
    bus.publish({ tags: new Set(['build:4', 'builds', 'write']) });
    expect(kept.size).toBe(0);
    expect(await kept.get('a', compute)).toBe(3);
    bus.publish({ all: true });
    expect(await kept.get('a', compute)).toBe(4);
    bus.publish({ tags: new Set(['*']) });
    expect(await kept.get('a', compute)).toBe(5);
  });

  it('does not keep an answer computed while a change was published', async () => {
    const bus = feed();
    const kept = new CachedAnswers<string>(bus, ['builds']);
    let release: (value: string) => void = () => {};
    const slow = kept.get('page', () => new Promise<string>((resolve) => (release = resolve)));
    bus.publish({ tags: new Set(['builds']) });
    release('read before the change');
    expect(await slow).toBe('read before the change');
    expect(await kept.get('page', () => Promise.resolve('read after'))).toBe('read after');
  });

  it('stops hearing the bus once stopped', async () => {
    const bus = feed();
    const kept = new CachedAnswers<number>(bus, ['builds']);
    await kept.get('a', () => Promise.resolve(1));
    kept.stop();
    bus.publish({ tags: new Set(['builds']) });
    expect(await kept.get('a', () => Promise.resolve(2))).toBe(1);
  });
});

describe('CachedItems', () => {
  it('drops only the answers whose tags a change names', async () => {
    const bus = feed();
    const kept = new CachedItems<string>(bus);
    let computed = 0;
    const compute = (id: number) => () => Promise.resolve(`build ${id} #${++computed}`);
    expect(await kept.get('4', ['build:4', 'game'], compute(4))).toBe('build 4 #1');
    expect(await kept.get('7', ['build:7', 'game'], compute(7))).toBe('build 7 #2');
    expect(await kept.get('4', ['build:4', 'game'], compute(4))).toBe('build 4 #1');

    bus.publish({ tags: new Set(['build:4', 'builds', 'write']) });
    expect(kept.size).toBe(1);
    expect(await kept.get('7', ['build:7', 'game'], compute(7))).toBe('build 7 #2');
    expect(await kept.get('4', ['build:4', 'game'], compute(4))).toBe('build 4 #3');

    bus.publish({ tags: new Set(['game']) });
    expect(kept.size).toBe(0);
    await kept.get('4', ['build:4'], compute(4));
    bus.publish({ tags: new Set(['*']) });
    expect(kept.size).toBe(0);
    await kept.get('4', ['build:4'], compute(4));
    bus.publish({ all: true });
    expect(kept.size).toBe(0);
  });

  it('does not keep an answer computed while a change it concerns was published', async () => {
    const bus = feed();
    const kept = new CachedItems<string>(bus);
    let release: (value: string) => void = () => {};
    const slow = kept.get('4', ['build:4'], () => new Promise<string>((r) => (release = r)));
    bus.publish({ tags: new Set(['build:4']) });
    release('read before the change');
    expect(await slow).toBe('read before the change');
    expect(kept.size).toBe(0);

    // A change elsewhere does not spoil it.
    const other = kept.get('4', ['build:4'], () => new Promise<string>((r) => (release = r)));
    bus.publish({ tags: new Set(['build:7']) });
    release('read after');
    expect(await other).toBe('read after');
    expect(kept.size).toBe(1);
  });

  it('keeps at most its bound, the least recently served dropped first', async () => {
    const bus = feed();
    const kept = new CachedItems<number>(bus);
    for (let id = 0; id < 2_000; id++)
      await kept.get(String(id), [`build:${id}`], () => Promise.resolve(id));
    await kept.get('0', ['build:0'], () => Promise.resolve(-1));
    await kept.get('new', ['build:new'], () => Promise.resolve(2_000));
    expect(kept.size).toBe(2_000);
    expect(await kept.get('0', ['build:0'], () => Promise.resolve(-1))).toBe(0);
    expect(await kept.get('1', ['build:1'], () => Promise.resolve(-1))).toBe(-1);
  });
});

import { describe, expect, it } from 'vitest';
import type { Change } from '../changes/bus.js';
import { KeptAnswers, type ChangeFeed } from './keptAnswers.js';

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

describe('KeptAnswers', () => {
  it('computes an answer once per key until a change names one of its tags', async () => {
    const bus = feed();
    const kept = new KeptAnswers<number>(bus, ['builds', 'game']);
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
    const kept = new KeptAnswers<string>(bus, ['builds']);
    let release: (value: string) => void = () => {};
    const slow = kept.get('page', () => new Promise<string>((resolve) => (release = resolve)));
    bus.publish({ tags: new Set(['builds']) });
    release('read before the change');
    expect(await slow).toBe('read before the change');
    expect(await kept.get('page', () => Promise.resolve('read after'))).toBe('read after');
  });

  it('stops hearing the bus once stopped', async () => {
    const bus = feed();
    const kept = new KeptAnswers<number>(bus, ['builds']);
    await kept.get('a', () => Promise.resolve(1));
    kept.stop();
    bus.publish({ tags: new Set(['builds']) });
    expect(await kept.get('a', () => Promise.resolve(2))).toBe(1);
  });
});

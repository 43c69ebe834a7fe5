import { describe, expect, it } from 'vitest';
import { PageCache, type CachedPage } from './pageCache.js';

function page(text: string): CachedPage {
  const html = Buffer.from(text);
  return { status: 200, html, br: Buffer.from('b'), etag: `W/"${text}"` };
}

/** A cache with a clock the test moves. */
function cache(limits: { maxEntries?: number; maxBytes?: number } = {}) {
  let now = 0;
  const kept = new PageCache({
    maxEntries: limits.maxEntries ?? 100,
    maxBytes: limits.maxBytes ?? 1_000_000,
    now: () => now,
  });
  const keep = (key: string, tags: string[], maxAgeMs?: number) =>
    kept.remember(key, 'v1', Promise.resolve({ page: page(key), tags: new Set(tags), maxAgeMs }));
  const has = (key: string) => kept.get(key, 'v1') !== undefined;
  return { kept, keep, has, tick: (ms: number) => (now += ms) };
}

describe('PageCache', () => {
  it('drops exactly the pages whose tags a change names', async () => {
    const { kept, keep, has } = cache();
    await keep('build 1', ['build:1', 'comments:build:1', 'site']);
    await keep('build 2', ['build:2', 'comments:build:2', 'site']);
    await keep('list', ['builds', 'site']);

    kept.drop({ tags: new Set(['build:2', 'builds']) });
    expect(has('build 1')).toBe(true);
    expect(has('build 2')).toBe(false);
    expect(has('list')).toBe(false);

    kept.drop({ tags: new Set(['site']) });
    expect(has('build 1')).toBe(false);
  });

  it('drops everything on `{ all: true }`', async () => {
    const { kept, keep, has } = cache();
    await keep('a', ['build:1']);
    await keep('b', ['builds']);
    kept.drop({ all: true });
    expect(has('a') || has('b')).toBe(false);
    expect(kept.size).toEqual({ entries: 0, bytes: 0 });
  });

  it('drops everything for a change naming every tag (an account deleted with all it wrote)', async () => {
    const { kept, keep, has } = cache();
    await keep('a', ['build:1']);
    await keep('b', []);
    kept.drop({ tags: new Set(['*']) });
    expect(has('a') || has('b')).toBe(false);
    expect(kept.size).toEqual({ entries: 0, bytes: 0 });
  });

  it('drops a page kept again by the tags it has now, not those it had', async () => {
    const { kept, keep, has } = cache({ maxEntries: 2 });
    await keep('page', ['build:1']);
    await keep('page', ['build:2']);
    kept.drop({ tags: new Set(['build:1']) });
    expect(has('page')).toBe(true);
    kept.drop({ tags: new Set(['build:2']) });
    expect(has('page')).toBe(false);

    // A page pushed out by the bound leaves nothing behind to drop later.
    await keep('a', ['x']);
    await keep('b', ['y']);
    await keep('c', ['x']);
    kept.drop({ tags: new Set(['x']) });
    expect([has('a'), has('b'), has('c')]).toEqual([false, true, false]);
    expect(kept.size.entries).toBe(1);
  });

  it('does not keep a page whose data changed while it rendered', async () => {
    const { kept, has } = cache();
    let finish: (made: { page: CachedPage; tags: Set<string> }) => void = () => undefined;
    const served = kept.remember('build 1', 'v1', new Promise((resolve) => (finish = resolve)));
    kept.drop({ tags: new Set(['build:1']) });
    finish({ page: page('old'), tags: new Set(['build:1']) });
    expect((await served)?.html.toString()).toBe('old');
    expect(has('build 1')).toBe(false);

    const other = kept.remember('build 3', 'v1', new Promise((resolve) => (finish = resolve)));
    kept.drop({ tags: new Set(['build:2']) });
    finish({ page: page('three'), tags: new Set(['build:3']) });
    await other;
    expect(has('build 3')).toBe(true);
  });

  it('shares a render under way and keeps nothing when it gives no page', async () => {
    const { kept, has } = cache();
    let finish: (made: null) => void = () => undefined;
    const first = kept.remember('p', 'v1', new Promise((resolve) => (finish = resolve)));
    expect(kept.get('p', 'v1')).toBe(first);
    finish(null);
    expect(await first).toBeNull();
    expect(has('p')).toBe(false);
  });

  it('renders again for another shell version', async () => {
    const { kept, keep } = cache();
    await keep('p', []);
    expect(kept.get('p', 'v2')).toBeUndefined();
    expect(kept.get('p', 'v1')).toBeUndefined();
  });

  it('forgets a page made from an upstream answer after its max age, and only that one', async () => {
    const { keep, has, tick } = cache();
    await keep('news', ['news'], 1_000);
    await keep('guide', ['guide:1']);
    tick(999);
    expect(has('news')).toBe(true);
    tick(2);
    expect(has('news')).toBe(false);
    tick(1_000_000);
    expect(has('guide')).toBe(true);
  });

  it('stays within its count and bytes, the least recently served page going first', async () => {
    const { keep, has, kept } = cache({ maxEntries: 2 });
    await keep('a', []);
    await keep('b', []);
    expect(has('a')).toBe(true); // a is now the most recently served
    await keep('c', []);
    expect([has('a'), has('b'), has('c')]).toEqual([true, false, true]);

    const bytes = cache({ maxBytes: 2 * (page('x').html.length + 1) });
    await bytes.keep('x', []);
    await bytes.keep('y', []);
    await bytes.keep('z', []);
    expect([bytes.has('x'), bytes.has('y'), bytes.has('z')]).toEqual([false, true, true]);
    expect(bytes.kept.size.bytes).toBeLessThanOrEqual(2 * (page('x').html.length + 1));
    expect(kept.size.entries).toBe(2);
  });
});

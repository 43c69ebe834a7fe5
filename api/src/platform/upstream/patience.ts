import type { FastifyBaseLogger } from 'fastify';
import type { Cache } from '../cache/cache.js';
import { cacheKeys } from '../cache/keys.js';

/**
 * How long a page waits on an outside call before answering without it: well under
 * `UPSTREAM_TIMEOUT_MS` (10 s by default), which only bounds the call itself.
 */
export const PAGE_WAIT_MS = 1500;
/** A source that failed is left alone this long, so visitors are not each kept waiting on it. */
export const DOWN_SECONDS = 5 * 60;

/**
 * `work`'s value when it settles within `ms`, else `undefined` while `work` goes on (it should
 * then do what it is for by itself, e.g. fill a cache, and never reject: its rejection is
 * thrown here only when it comes in time).
 * @example const waited = await waitAtMost(refreshFeed(), 1500); if (!waited) return staleCopy;
 */
export async function waitAtMost<T>(
  work: Promise<T>,
  ms: number,
): Promise<{ value: T } | undefined> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<undefined>((resolve) => {
    timer = setTimeout(() => resolve(undefined), ms);
  });
  try {
    return await Promise.race([work.then((value) => ({ value })), late]);
  } finally {
    clearTimeout(timer);
  }
}

export type Attempt<T> = { ok: true; value: T } | { ok: false };

/**
 * Failures of outside calls remembered a while in the shared cache, so every API process skips
 * a source that just failed instead of waiting on it again.
 */
export function createFailureMemory(cache: Cache, log: FastifyBaseLogger) {
  const key = cacheKeys.upstreamDown;
  const memory = {
    /** True while a failure (or an answer not worth asking again) of `what` is remembered. */
    async remembers(what: string): Promise<boolean> {
      return (await cache.get(key(what))) !== undefined;
    },
    remember(what: string, seconds = DOWN_SECONDS): Promise<void> {
      return cache.set(key(what), true, seconds);
    },
    /**
     * `call()`'s value, or `{ ok: false }` without calling it while a failure of `what` is
     * remembered; a new failure is logged and remembered for `seconds`. Rejects only when the
     * cache itself fails.
     */
    async attempt<T>(what: string, call: () => Promise<T>, seconds?: number): Promise<Attempt<T>> {
      if (await memory.remembers(what)) return { ok: false };
      try {
        return { ok: true, value: await call() };
      } catch (err) {
        log.warn({ err, source: what }, 'upstream unavailable: left alone a while');
        await memory.remember(what, seconds);
        return { ok: false };
      }
    },
  };
  return memory;
}

export type FailureMemory = ReturnType<typeof createFailureMemory>;

import type { FastifyInstance } from 'fastify';
import type { Change } from '../platform/changes/bus.js';
import { EVERYTHING, matches } from '../platform/changes/tags.js';

/** The part of the change bus a cached answer needs: hearing of every change, in every process. */
export interface ChangeFeed {
  subscribe(listener: (change: Change) => void): () => void;
}

/** Entries kept at most: beyond, the oldest is dropped (a Map iterates in insertion order). */
const MAX_ENTRIES = 500;

/**
 * Answers computed once and kept until the data they were read from changes: every entry is
 * dropped when the change bus names one of `tags` (or says anything may have changed), in
 * this process and, through the bus, in every other. An answer computed while a change was
 * published is handed out but not kept, as it may predate the change.
 * @example
 * const counts = new CachedAnswers<number>(app.changes, ['builds']);
 * const total = await counts.get(key, () => countRows());
 */
export class CachedAnswers<T> {
  #entries = new Map<string, T>();
  #generation = 0;
  readonly stop: () => void;

  constructor(feed: ChangeFeed, tags: readonly string[]) {
    this.stop = feed.subscribe((change) => {
      if (matches(change, tags)) {
        this.clear();
      }
    });
  }

  clear(): void {
    this.#generation++;
    this.#entries.clear();
  }

  get size(): number {
    return this.#entries.size;
  }

  /** The cached answer for `key`, else `compute`'s, kept if nothing changed meanwhile. */
  async get(key: string, compute: () => Promise<T>): Promise<T> {
    const kept = this.#entries.get(key);
    if (kept !== undefined) return kept;
    const generation = this.#generation;
    const value = await compute();
    if (generation === this.#generation) {
      if (this.#entries.size >= MAX_ENTRIES) {
        const oldest = this.#entries.keys().next();
        if (!oldest.done) this.#entries.delete(oldest.value);
      }
      this.#entries.set(key, value);
    }
    return value;
  }
}

/** Items kept at most by a `CachedItems`: one build or guide answer each. */
const MAX_ITEMS = 2_000;

/**
 * Answers about one item each (a build, a guide), each kept with its own tags, so a change drops
 * only the answers that show what it changed: a favourite on build 4 drops build 4, not build 7.
 * A change to everything drops all. As with `CachedAnswers`, an answer computed while a change it
 * concerns was published is handed out but not kept.
 * @example
 * const builds = new CachedItems<string>(app.changes);
 * const json = await builds.get('12', ['build:12', 'game'], () => readJson(12));
 */
export class CachedItems<T> {
  #entries = new Map<string, { value: T; tags: readonly string[] }>();
  /** Per tag, the keys kept with it. */
  #byTag = new Map<string, Set<string>>();
  /** Answers being computed; one whose tags a change names meanwhile is spoiled, not kept. */
  #computing = new Set<{ tags: readonly string[]; spoiled: boolean }>();
  readonly stop: () => void;

  constructor(feed: ChangeFeed) {
    this.stop = feed.subscribe((change) => {
      for (const computing of this.#computing) {
        if (matches(change, computing.tags)) computing.spoiled = true;
      }
      if ('all' in change || change.tags.has(EVERYTHING)) {
        this.#entries.clear();
        this.#byTag.clear();
        return;
      }
      for (const tag of change.tags) {
        for (const key of this.#byTag.get(tag) ?? []) this.#drop(key);
      }
    });
  }

  get size(): number {
    return this.#entries.size;
  }

  /** The cached answer for `key`, else `compute`'s, kept with `tags` if none of them changed meanwhile. */
  async get(key: string, tags: readonly string[], compute: () => Promise<T>): Promise<T> {
    const kept = this.#entries.get(key);
    if (kept !== undefined) {
      // Served again: moved to the end, so the least recently served go first.
      this.#entries.delete(key);
      this.#entries.set(key, kept);
      return kept.value;
    }
    const computing = { tags, spoiled: false };
    this.#computing.add(computing);
    try {
      const value = await compute();
      if (!computing.spoiled) this.#keep(key, value, tags);
      return value;
    } finally {
      this.#computing.delete(computing);
    }
  }

  #keep(key: string, value: T, tags: readonly string[]): void {
    this.#drop(key);
    if (this.#entries.size >= MAX_ITEMS) {
      const oldest = this.#entries.keys().next();
      if (!oldest.done) this.#drop(oldest.value);
    }
    this.#entries.set(key, { value, tags });
    for (const tag of tags) {
      let keys = this.#byTag.get(tag);
      if (!keys) this.#byTag.set(tag, (keys = new Set()));
      keys.add(key);
    }
  }

  #drop(key: string): void {
    const entry = this.#entries.get(key);
    if (!entry) return;
    this.#entries.delete(key);
    for (const tag of entry.tags) {
      const keys = this.#byTag.get(tag);
      keys?.delete(key);
      if (keys?.size === 0) this.#byTag.delete(tag);
    }
  }
}

/**
 * Cached answers about single items for a route plugin, stopped with the app, or null without a
 * change bus (then nothing would tell this process that another one wrote).
 */
export function cachedItems<T>(app: FastifyInstance): CachedItems<T> | null {
  if (!app.hasDecorator('changes')) return null;
  const kept = new CachedItems<T>(app.changes);
  app.addHook('onClose', async () => kept.stop());
  return kept;
}

/**
 * Cached answers for a route plugin, dropped when the change bus names one of `tags` and stopped
 * with the app, or null without a change bus (as `cachedItems`).
 */
export function cachedAnswers<T>(
  app: FastifyInstance,
  tags: readonly string[],
): CachedAnswers<T> | null {
  if (!app.hasDecorator('changes')) return null;
  const kept = new CachedAnswers<T>(app.changes, tags);
  app.addHook('onClose', async () => kept.stop());
  return kept;
}

import type { Change } from '../changes/bus.js';
import { matches } from '../changes/tags.js';

/** The part of the change bus a kept answer needs: hearing of every change, in every process. */
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
 * const counts = new KeptAnswers<number>(app.changes, ['builds']);
 * const total = await counts.get(key, () => countRows());
 */
export class KeptAnswers<T> {
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

  /** The kept answer for `key`, else `compute`'s, kept if nothing changed meanwhile. */
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

/**
 * Rendered pages kept until the data they show changes. Each page carries the tags of the API
 * answers it was made from (`build:12`, `builds`, …); a change published on the bus drops exactly
 * the pages whose tags it names, whichever process accepted the write. Bounded by count and bytes,
 * the least recently served page going first.
 */
import type { Change } from '../changes/bus.js';
import { EVERYTHING, matches } from '../changes/tags.js';

export type { Change };

export interface CachedPage {
  status: number;
  html: Buffer;
  br: Buffer;
  /** Weak ETag, the same for every encoding of the page. */
  etag: string;
}

export interface PageCacheOptions {
  maxEntries: number;
  maxBytes: number;
  now?: () => number;
}

interface Entry {
  version: string;
  page: CachedPage;
  tags: ReadonlySet<string>;
  bytes: number;
  /** When the page must be rendered again whatever happens (upstream data), if ever. */
  expires: number | undefined;
}

interface Pending {
  version: string;
  page: Promise<CachedPage | null>;
  /** Changes published while the page rendered: it may have read data from before them. */
  changes: Change[];
}

/** The bytes an entry holds: the page as it is and in brotli. */
function sizeOf(page: CachedPage): number {
  return page.html.byteLength + page.br.byteLength;
}

export class PageCache {
  private readonly entries = new Map<string, Entry>();
  /**
   * The keys of the cached pages by tag: a write drops the pages it names without looking at the
   * others (every write publishes, and a process keeps up to thousands of pages).
   */
  private readonly byTag = new Map<string, Set<string>>();
  private readonly pending = new Map<string, Pending>();
  private bytes = 0;
  private readonly now: () => number;

  constructor(private readonly options: PageCacheOptions) {
    this.now = options.now ?? Date.now;
  }

  get size(): { entries: number; bytes: number } {
    return { entries: this.entries.size, bytes: this.bytes };
  }

  /**
   * The page kept (or being rendered) for this key and shell version. A render under way is
   * shared: visitors opening the same page at once wait for one render.
   */
  get(key: string, version: string): CachedPage | Promise<CachedPage | null> | undefined {
    const entry = this.entries.get(key);
    if (entry) {
      if (
        entry.version === version &&
        (entry.expires === undefined || entry.expires > this.now())
      ) {
        // Served again: the most recently used goes to the end of the map's order.
        this.entries.delete(key);
        this.entries.set(key, entry);
        return entry.page;
      }
      this.remove(key);
    }
    const pending = this.pending.get(key);
    return pending?.version === version ? pending.page : undefined;
  }

  /**
   * Keeps the page `render` makes, with the tags it turns out to depend on, unless a change that
   * names one of them arrived while it rendered. `maxAgeMs` bounds a page made from data with a
   * freshness of its own (an upstream's answer, or an answer that came too late).
   */
  remember(
    key: string,
    version: string,
    render: Promise<{ page: CachedPage; tags: ReadonlySet<string>; maxAgeMs?: number } | null>,
  ): Promise<CachedPage | null> {
    const pending: Pending = {
      version,
      changes: [],
      page: render.then(
        (made) => {
          if (this.pending.get(key) === pending) this.pending.delete(key);
          if (!made) return null;
          const stale = pending.changes.some((change) => matches(change, made.tags));
          if (!stale) this.keep(key, version, made.page, made.tags, made.maxAgeMs);
          return made.page;
        },
        () => {
          if (this.pending.get(key) === pending) this.pending.delete(key);
          return null;
        },
      ),
    };
    this.pending.set(key, pending);
    return pending.page;
  }

  /** Drops the pages a change touches; renders under way note it. */
  drop(change: Change) {
    for (const pending of this.pending.values()) pending.changes.push(change);
    if ('all' in change || change.tags.has(EVERYTHING)) {
      this.entries.clear();
      this.byTag.clear();
      this.bytes = 0;
      return;
    }
    for (const tag of change.tags) {
      const keys = this.byTag.get(tag);
      if (keys) for (const key of [...keys]) this.remove(key);
    }
  }

  private keep(
    key: string,
    version: string,
    page: CachedPage,
    tags: ReadonlySet<string>,
    maxAgeMs: number | undefined,
  ) {
    const bytes = sizeOf(page);
    if (bytes > this.options.maxBytes || this.options.maxEntries <= 0) return;
    this.remove(key);
    const expires = maxAgeMs === undefined ? undefined : this.now() + maxAgeMs;
    this.entries.set(key, { version, page, tags, bytes, expires });
    this.bytes += bytes;
    for (const tag of tags) {
      const keys = this.byTag.get(tag);
      if (keys) keys.add(key);
      else this.byTag.set(tag, new Set([key]));
    }
    for (const oldest of this.entries.keys()) {
      if (this.entries.size <= this.options.maxEntries && this.bytes <= this.options.maxBytes) {
        break;
      }
      this.remove(oldest);
    }
  }

  private remove(key: string) {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    this.bytes -= entry.bytes;
    for (const tag of entry.tags) {
      const keys = this.byTag.get(tag);
      keys?.delete(key);
      if (keys?.size === 0) this.byTag.delete(tag);
    }
  }
}

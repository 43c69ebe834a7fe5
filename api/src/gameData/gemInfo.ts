import type { FastifyBaseLogger } from 'fastify';
import type { Cache } from '../platform/cache/cache.js';
import { ninjaGems, type NinjaGem } from './ninjaGems.js';
import type { PoeNinjaClient } from '../prices/poeNinja/client.js';
import type { WikiClient } from './wiki/client.js';
import {
  createFailureMemory,
  DOWN_SECONDS,
  PAGE_WAIT_MS,
  waitAtMost,
} from '../platform/upstream/patience.js';
import type { WikiGemInfo } from './wiki/parseGemPage.js';
import type { Gem, GemInfo } from './schemas.js';

/** Gem texts change with game patches only. */
const TTL_SECONDS = 24 * 60 * 60;

type Stored = Omit<GemInfo, 'displayName' | 'cached'>;

function fromCatalogue(gem: Gem): Stored {
  return {
    name: gem.name,
    level: '1-20',
    cost: null,
    castTime: null,
    aoeRadius: null,
    critChance: null,
    effectiveness: null,
    requiresLevel: gem.levelRequired,
    description: gem.description,
    effects: [],
    qualityEffects: [],
    tags: gem.tags,
    fetchedAt: new Date().toISOString(),
    sources: { wiki: false, priceSite: false },
  };
}

/** Present values only: an empty field from one source never erases another's. */
function defined<T extends object>(values: T): Partial<T> {
  return Object.fromEntries(
    Object.entries(values).filter(
      ([, v]) => v !== undefined && v !== null && v !== '' && !(Array.isArray(v) && v.length === 0),
    ),
  ) as Partial<T>;
}

/** The wiki's info box, then the price site's values on top (the spec: the price site wins). */
export function mergeGemInfo(
  base: Stored,
  wiki: WikiGemInfo | undefined,
  ninja: NinjaGem | undefined,
): Stored {
  return {
    ...base,
    ...(wiki && defined(wiki)),
    ...(ninja &&
      defined({
        requiresLevel: ninja.levelRequired ?? undefined,
        description: ninja.flavourText ?? undefined,
        effects: ninja.effects,
      })),
    sources: { wiki: wiki !== undefined, priceSite: ninja !== undefined },
  };
}

/**
 * The part of `app.upstreams` a tooltip asks, named here so gameData needs nothing of upstreams/,
 * which builds those clients (and imports gameData's).
 */
export interface GemInfoUpstreams {
  wiki: WikiClient;
  poeNinja: PoeNinjaClient;
  league: string;
}

export interface GemInfoDeps {
  cache: Cache;
  upstreams: GemInfoUpstreams;
  log: FastifyBaseLogger;
  /** How long a tooltip waits on the wiki and poe.ninja before answering the catalogue's facts. */
  waitMs?: number;
}

/**
 * One gem's details: from the shared cache, else asked of the wiki and poe.ninja (once per gem
 * at a time in a process, skipping a source that failed a moment ago) for at most `waitMs`;
 * a slower or failed ask is answered with the catalogue's own facts, so a tooltip never waits
 * or breaks, while the ask goes on and fills the cache. Cached a day once both sources answered;
 * while one is down, only as long as it is left alone.
 */
export function createGemInfo({ cache, upstreams, log, waitMs = PAGE_WAIT_MS }: GemInfoDeps) {
  const failures = createFailureMemory(cache, log);
  const inFlight = new Map<string, Promise<Stored>>();

  async function ask(gem: Gem, key: string): Promise<Stored> {
    const [wiki, ninja] = await Promise.all([
      failures.attempt(`wiki:gem:${gem.name}`, () => upstreams.wiki.gemPage(gem.name)),
      failures.attempt(`poe-ninja:skill-gems:${upstreams.league}`, async () => {
        const gems = await ninjaGems(cache, upstreams.poeNinja, upstreams.league);
        return gems[gem.name];
      }),
    ]);
    const wikiInfo = wiki.ok && Object.keys(wiki.value).length > 0 ? wiki.value : undefined;
    const ninjaInfo = ninja.ok ? ninja.value : undefined;
    const info = mergeGemInfo(fromCatalogue(gem), wikiInfo, ninjaInfo);
    if (wikiInfo || ninjaInfo) {
      await cache.set(key, info, wiki.ok && ninja.ok ? TTL_SECONDS : DOWN_SECONDS);
    }
    return info;
  }

  return async function gemInfo(gem: Gem): Promise<Stored & { cached: boolean }> {
    const key = `gem-info:${gem.name}`;
    const stored = await cache.get<Stored>(key);
    if (stored) return { ...stored, cached: true };
    let asking = inFlight.get(gem.name);
    if (!asking) {
      asking = ask(gem, key)
        .catch((err: unknown) => {
          log.warn({ err, gem: gem.name }, 'gem info unavailable');
          return fromCatalogue(gem);
        })
        .finally(() => inFlight.delete(gem.name));
      inFlight.set(gem.name, asking);
    }
    const answered = await waitAtMost(asking, waitMs);
    return { ...(answered?.value ?? fromCatalogue(gem)), cached: false };
  };
}

import type { FastifyBaseLogger } from 'fastify';
import type { Cache } from '../../cache/cache.js';
import { ninjaGems, type NinjaGem } from '../../game/ninjaGems.js';
import type { Upstreams } from '../../plugins/upstreams.js';
import type { WikiGemInfo } from '../../upstreams/wiki/parseGemPage.js';
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

export interface GemInfoDeps {
  cache: Cache;
  upstreams: Upstreams;
  log: FastifyBaseLogger;
}

/**
 * One gem's details, cached per gem for a day once any source answered; while both are down the
 * catalogue's own facts are answered (uncached), so a tooltip never breaks.
 */
export async function gemInfo(
  { cache, upstreams, log }: GemInfoDeps,
  gem: Gem,
): Promise<Stored & { cached: boolean }> {
  const key = `gem-info:${gem.name}`;
  const stored = await cache.get<Stored>(key);
  if (stored) return { ...stored, cached: true };
  const [wiki, ninja] = await Promise.allSettled([
    upstreams.wiki.gemPage(gem.name),
    ninjaGems(cache, upstreams.poeNinja, upstreams.league).then((gems) => gems[gem.name]),
  ]);
  for (const failed of [wiki, ninja].filter((r) => r.status === 'rejected')) {
    log.warn({ err: failed.reason, gem: gem.name }, 'gem info source unavailable');
  }
  const wikiInfo =
    wiki.status === 'fulfilled' && Object.keys(wiki.value).length > 0 ? wiki.value : undefined;
  const ninjaInfo = ninja.status === 'fulfilled' ? ninja.value : undefined;
  const info = mergeGemInfo(fromCatalogue(gem), wikiInfo, ninjaInfo);
  if (wikiInfo || ninjaInfo) await cache.set(key, info, TTL_SECONDS);
  return { ...info, cached: false };
}

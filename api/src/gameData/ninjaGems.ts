import type { Cache } from '../platform/cache/cache.js';
import type { PoeNinjaClient } from '../prices/poeNinja/client.js';
import { dedupeGems } from '../prices/poeNinja/parse.js';

/** What gem info needs from poe.ninja's large SkillGem overview, one entry per gem. */
export interface NinjaGem {
  levelRequired: number | null;
  flavourText: string | null;
  effects: string[];
}

/** Prices move, gem texts barely: one read of the overview an hour is enough. */
const TTL_SECONDS = 60 * 60;

/**
 * poe.ninja's gems of the league, kept compact in the shared cache (the raw overview weighs
 * megabytes), so one read serves every gem's info for an hour.
 */
export async function ninjaGems(cache: Cache, client: PoeNinjaClient, league: string) {
  const key = `poe-ninja:skill-gems:${league}`;
  const cached = await cache.get<Record<string, NinjaGem>>(key);
  if (cached) return cached;
  const lines = dedupeGems(await client.itemOverview('SkillGem'));
  const gems = Object.fromEntries(
    lines.map((l) => [
      l.name,
      {
        levelRequired: l.levelRequired,
        flavourText: l.flavourText,
        effects: [...l.implicitModifiers, ...l.explicitModifiers],
      },
    ]),
  );
  await cache.set(key, gems, TTL_SECONDS);
  return gems;
}

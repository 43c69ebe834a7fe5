import type { Queryable } from '../db/client.js';
import type { Change } from './bus.js';

/**
 * Tags name the data a page or an answer is made of, so that a write drops only what shows it:
 *
 * | tag | the data |
 * | --- | --- |
 * | `build:12`, `guide:3` | one build or guide (its page, its export, its cost) |
 * | `builds`, `guides` | every list of them (a new item, a title, a favourite count, a cost) |
 * | `comments:build:12` | the discussion under one build or guide |
 * | `game` | the game catalogue (gems, currencies, uniques, bases, names) |
 * | `prices` | the builds' cost estimates, refreshed with poe.ninja's prices |
 * | `league` | the league and version the site follows (the `update-league` job) |
 * | `site` | the site's settings (hidden static guides) |
 * | `users` | accounts shown by role (the streamers of the Twitch page) |
 * | `news` | the news feed |
 * | `write` | anything else: every write publishes it, so an unknown read never outlives a write |
 * | `*` | everything (an account deleted with all it wrote) |
 */
export const ANY_WRITE = 'write';
export const EVERYTHING = '*';

const READS: [RegExp, (match: RegExpExecArray) => string[]][] = [
  [/^\/api\/builds(?:\/main-skills)?$/, () => ['builds']],
  [/^\/api\/builds\/(\d+)(?:\/(?:cost|pob))?$/, (m) => [`build:${m[1]}`]],
  [/^\/api\/guides$/, () => ['guides']],
  [/^\/api\/guides\/(\d+)$/, (m) => [`guide:${m[1]}`]],
  [/^\/api\/forum\/comments\/(build|guide)\/(\d+)$/, (m) => [`comments:${m[1]}:${m[2]}`]],
  [/^\/api\/game\//, () => ['game']],
  [/^\/api\/site$/, () => ['site']],
  [/^\/api\/news$/, () => ['news']],
  [/^\/api\/twitch\/users$/, () => ['users']],
];

/**
 * The tags an API GET depends on, from its address alone (the query string never matters:
 * a list with other filters is still a list). Anything but a read is kept by nobody.
 *
 * @example readTags('GET', '/api/builds/12') // ['build:12']
 */
export function readTags(method: string, url: string): string[] {
  if (method !== 'GET' && method !== 'HEAD') return [EVERYTHING];
  const path = url.split('?')[0] ?? url;
  for (const [pattern, tags] of READS) {
    const match = pattern.exec(path);
    if (match) return tags(match);
  }
  return [ANY_WRITE];
}

/** Whether a change concerns something read with these tags. */
export function matches(change: Change, tags: Iterable<string>): boolean {
  if ('all' in change) return true;
  if (change.tags.has(EVERYTHING)) return true;
  for (const tag of tags) if (change.tags.has(tag)) return true;
  return false;
}

/** What a write request offers to name its tags, read before its handler runs. */
export interface WriteContext {
  params: Record<string, string | undefined>;
  body: unknown;
  db: Queryable;
}

/** Tags a write names from its request, e.g. a comment's discussion looked up in the database. */
export type WriteTags = (context: WriteContext) => string[] | Promise<string[]>;

/**
 * What a write route publishes once accepted, declared in its config (`config.changes`): fixed
 * tags, or a function of the request read before its handler runs. `{ tags: [] }` says no
 * shared page or answer shows what it writes. A route declaring nothing publishes everything,
 * and a test lists every write route the app registers, so a new route is a decision, not an
 * oversight.
 */
export interface RouteChanges {
  tags: readonly string[] | WriteTags;
}

/** The tags a write publishes; a route that declares none publishes everything. */
export async function writeTags(
  changes: RouteChanges | undefined,
  context: WriteContext,
): Promise<string[]> {
  if (changes === undefined) return [EVERYTHING];
  const { tags } = changes;
  return [...(typeof tags === 'function' ? await tags(context) : tags), ANY_WRITE];
}

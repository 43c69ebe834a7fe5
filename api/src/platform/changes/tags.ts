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

type WriteTags = (context: WriteContext) => string[] | Promise<string[]>;

const none: WriteTags = () => [];
const item =
  (kind: 'build' | 'guide') =>
  ({ params }: Pick<WriteContext, 'params'>) => [`${kind}:${params.id ?? ''}`, `${kind}s`];
/** A moderation decision on `/:kind/:id`, kind being `build` or `guide`. */
const decided: WriteTags = ({ params }) =>
  item(params.kind === 'guide' ? 'guide' : 'build')({ params });

/** The discussion a comment or a reply belongs to, looked up before the write changes it. */
function discussionOf(table: 'comments' | 'replies'): WriteTags {
  return async ({ params, db }) => {
    const id = Number(params.id);
    if (!Number.isSafeInteger(id)) return [];
    const sql =
      table === 'comments'
        ? 'select content_type, content_id from comments where id = $1'
        : `select c.content_type, c.content_id from replies r
           join comments c on c.id = r.comment_id where r.id = $1`;
    const { rows } = await db.query<{ content_type: string; content_id: number }>(sql, [id]);
    const row = rows[0];
    return row ? [`comments:${row.content_type}:${row.content_id}`] : [];
  };
}

function field(body: unknown, name: string): unknown {
  return typeof body === 'object' && body !== null
    ? (body as Record<string, unknown>)[name]
    : undefined;
}

/**
 * Every write route (method and route pattern) with the tags it publishes once accepted. A
 * route missing here publishes everything, and a test lists every registered route against this
 * table, so a new route is a decision, not an oversight.
 */
export const WRITES: Record<string, WriteTags> = {
  'POST /api/builds': () => ['builds'],
  'PUT /api/builds/:id': item('build'),
  // An update from a new PoB code is an edit; its review writes nothing.
  'POST /api/builds/:id/pob/update': item('build'),
  'DELETE /api/builds/:id': item('build'),
  // A withdrawn edit was never public, but its row is written: its kept answer goes with it.
  'DELETE /api/builds/:id/pending-edit': item('build'),
  'PUT /api/builds/:id/favourite': item('build'),
  'DELETE /api/builds/:id/favourite': item('build'),
  // A reader's own ticks: no shared answer shows them (their reads are never kept).
  'PUT /api/builds/:id/progress': none,
  // The author's edits change the steps every reader sees (and their rendered page).
  'PUT /api/builds/:id/steps/edits': item('build'),
  'POST /api/guides': () => ['guides'],
  'PUT /api/guides/:id': item('guide'),
  'DELETE /api/guides/:id': item('guide'),
  'DELETE /api/guides/:id/pending-edit': item('guide'),
  'PUT /api/guides/:id/favourite': item('guide'),
  'DELETE /api/guides/:id/favourite': item('guide'),
  'POST /api/forum/comments': ({ body }) => {
    const type = field(body, 'contentType');
    const id = field(body, 'contentId');
    return [`comments:${String(type)}:${String(id)}`];
  },
  'POST /api/forum/replies': ({ body, db }) =>
    discussionOf('comments')({ params: { id: String(field(body, 'commentId')) }, body, db }),
  'DELETE /api/forum/comments/:id': discussionOf('comments'),
  'DELETE /api/forum/replies/:id': discussionOf('replies'),
  'PATCH /api/forum/comments/:id/pin': discussionOf('comments'),
  'POST /api/admin/moderation/:kind/:id/publish': decided,
  'POST /api/admin/moderation/:kind/:id/refuse': decided,
  'PUT /api/admin/static-guides/:slug': () => ['site'],
  'PUT /api/admin/users/:id/role': () => ['users'],
  // The account's builds, guides, comments and favourites go with it.
  'DELETE /api/admin/users/:id': () => [EVERYTHING],
  // Jobs change game data when they finish, and publish `game` then (see the job runner).
  'POST /api/admin/add-awakened-translations': none,
  'POST /api/admin/check-gem-translations': none,
  'POST /api/admin/update-base-images': none,
  'POST /api/admin/update-currency-images': none,
  'POST /api/admin/update-flask-images': none,
  'POST /api/admin/update-gem-images': none,
  'POST /api/admin/update-gem-rewards': none,
  'POST /api/admin/update-gem-translations': none,
  'POST /api/admin/update-gems': none,
  'POST /api/admin/update-jewel-images': none,
  'POST /api/admin/update-league': none,
  'POST /api/admin/update-passive-tree': none,
  'POST /api/admin/update-unique-images': none,
  'POST /api/admin/update-uniques-flasks-jewels': none,
  // Nothing any page shows: a sign-in confirmed, a session renewed, an import read back to its
  // author, a picture not yet in any text, the Twitch stand-in's own state.
  'POST /api/auth/twitch/confirm': none,
  'POST /api/auth/twitch/reauth': none,
  'POST /api/pob/import': none,
  'POST /api/builds/:id/pob/review': none,
  'POST /api/game/passive-tree/decode': none,
  'POST /api/uploads': none,
  'POST /twitch-standin/oauth2/revoke': none,
  'POST /twitch-standin/oauth2/token': none,
  'POST /twitch-standin/test/personas': none,
};

/** The tags a write publishes; an unlisted route publishes everything. */
export async function writeTags(route: string, context: WriteContext): Promise<string[]> {
  const tags = WRITES[route];
  return tags ? [...(await tags(context)), ANY_WRITE] : [EVERYTHING];
}

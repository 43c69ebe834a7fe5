import { STATIC_GUIDE_SLUGS } from '../src/guides/staticGuides.js';
import { DEADEYE_XML, toPobCode } from '../src/pob/fixtures/index.js';
import { encodeTreeUrl } from '../src/gameData/passiveTree/treeUrl.js';

/**
 * Who may call what: every API route (method + registered path) with the status each kind of
 * caller gets. `accessMatrix.test.ts` calls every cell on a fresh app and fails when a route
 * registered in Fastify has no row here, and checks that every refused cell (4xx) wrote nothing:
 * each table's digest (`tableDigest.ts`) is the same after the call as before it.
 *
 * Callers: anonymous (no token), one account per role (user, createur, twitch, admin,
 * blacklist), and, where a row acts on something that belongs to someone, its owner (a
 * createur) and a stranger (another createur). `owner`/`stranger` are left out where ownership
 * does not apply.
 *
 * Not in the table (see EXCLUDED): the frontend's static files (the shell, `/remotes/<name>/`,
 * not registered in tests), HEAD (Fastify answers it as GET) and the local Twitch stand-in
 * (`/twitch-standin/...`, development and tests only). The upstream stand-ins are in-process, with no
 * route.
 */

export const ROLE_CALLERS = [
  'anonymous',
  'user',
  'createur',
  'twitch',
  'admin',
  'blacklist',
] as const;
export type RoleCaller = (typeof ROLE_CALLERS)[number];
export type Caller = RoleCaller | 'owner' | 'stranger';

/** What each cell's request may point at: made fresh for every cell, owned by `owner`. */
export interface Fixture {
  /** A draft build and guide of the owner (visible to the owner and admins only). */
  draftBuild: number;
  draftGuide: number;
  /** A public build of the owner, with a comment of the owner and a reply of the owner. */
  publicBuild: number;
  comment: number;
  reply: number;
  /** A draft of the owner waiting for moderation. */
  pendingBuild: number;
  /** A plain account the admin calls act on. */
  victim: number;
}

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface MatrixRow {
  method: Method;
  /** As registered in Fastify. */
  path: string;
  /** When a route has several rows: what this one checks. */
  case?: string;
  url: (f: Fixture) => string;
  payload?: (f: Fixture) => Record<string, unknown>;
  headers?: Record<string, string>;
  status: Record<RoleCaller, number> & Partial<Record<'owner' | 'stranger', number>>;
}

export const EXCLUDED: readonly RegExp[] = [/^\/twitch-standin\//];

/** Same answer for every caller. */
const all = (status: number): MatrixRow['status'] => ({
  anonymous: status,
  user: status,
  createur: status,
  twitch: status,
  admin: status,
  blacklist: status,
});
/** Any valid token: 401 without one. */
const signedIn = (status: number): MatrixRow['status'] => ({ ...all(status), anonymous: 401 });
/** Admins only: 401 without a token, 403 for every other role. */
const adminOnly = (status: number): MatrixRow['status'] => ({
  anonymous: 401,
  user: 403,
  createur: 403,
  twitch: 403,
  admin: status,
  blacklist: 403,
});
/** admin, createur and twitch create builds, guides and uploads. */
const creators = (status: number): MatrixRow['status'] => ({
  anonymous: 401,
  user: 403,
  createur: status,
  twitch: status,
  admin: status,
  blacklist: 403,
});
/** Everyone signed in but the blacklist posts in discussions. */
const posters = (status: number): MatrixRow['status'] => ({
  ...signedIn(status),
  blacklist: 403,
});

const get = (path: string, status: MatrixRow['status'], url?: MatrixRow['url']): MatrixRow => ({
  method: 'GET',
  path,
  url: url ?? (() => path),
  status,
});

const JOBS = [
  'update-gems',
  'update-gem-translations',
  'update-gem-images',
  'update-unique-images',
  'update-uniques-flasks-jewels',
  'update-flask-images',
  'update-jewel-images',
  'update-base-images',
  'update-currency-images',
  'add-awakened-translations',
  'check-gem-translations',
  'update-gem-rewards',
  'update-passive-tree',
  'update-league',
];

const buildBody = { title: 'Build de la matrice', classe: 'Duelist', ascendancy: 'Slayer' };
const guideBody = { title: 'Guide de la matrice', content: '<p>Texte</p>' };

export const ACCESS_MATRIX: readonly MatrixRow[] = [
  // Public reading.
  get('/health', all(200)),
  get('/health/ready', all(200)),
  // From this machine (the injected requests' loopback address); see metricsAccess.test.ts.
  get('/metrics', all(200)),
  get('/remotes/manifest.json', all(200)),
  // The API's contract and its reference page: public, the same for everyone.
  get('/api/openapi.json', all(200)),
  get('/api/docs', all(200)),
  get('/api/site', all(200)),
  get('/api/news', all(200)),
  get('/api/game/gems', all(200)),
  get('/api/game/gems/wheel', all(200)),
  get('/api/game/gems/rewards', all(200), () => '/api/game/gems/rewards?names=Fireball,Cyclone'),
  get('/api/game/gems/:name/info', all(404), () => '/api/game/gems/Inconnue/info'),
  get('/api/game/currencies', all(200)),
  get('/api/game/currencies/:name', all(404), () => '/api/game/currencies/Inconnue'),
  get('/api/game/bases', all(200)),
  get('/api/game/uniques', all(200)),
  get('/api/game/names', all(200), () => '/api/game/names?names=Cyclone|Goldrim'),
  get('/api/game/passive-tree', all(200)),
  get(
    '/api/game/passive-tree/:version/:file',
    all(404),
    () => '/api/game/passive-tree/3.26/inconnu.json',
  ),
  // A missing gem picture answers the placeholder, to everyone.
  get('/images/*', all(200), () => '/images/gems/Inconnue.png'),
  get('/ascendancy/:file', all(404), () => '/ascendancy/Inconnue.png'),
  get('/uploads/:file', all(404), () => '/uploads/00000000-0000-4000-8000-000000000000.webp'),
  get('/api/twitch/users', all(200)),
  // Share cards, the sitemap and robots.txt: public content only, the same for everyone.
  get('/share/site.png', all(200)),
  get('/share/builds/:file', all(200), (f) => `/share/builds/${f.publicBuild}.png`),
  get('/share/guides/:file', all(404), (f) => `/share/guides/${f.draftGuide}.png`),
  get('/sitemap.xml', all(200)),
  get('/sitemaps/:file', all(200), () => '/sitemaps/builds-1.xml'),
  get('/robots.txt', all(200)),

  // Signing in.
  get('/api/auth/twitch/start', all(302)),
  get('/api/auth/twitch/callback', all(302), () => '/api/auth/twitch/callback?code=x&state=y'),
  // Without the cookie of a sign-in made in this browser, whoever calls: refused.
  {
    method: 'POST',
    path: '/api/auth/twitch/confirm',
    url: () => '/api/auth/twitch/confirm',
    payload: () => ({ token: 'x.y.z' }),
    status: all(403),
  },
  // The test accounts hold no Twitch token: past the guard, these two answer 409 (sign in again).
  {
    method: 'POST',
    path: '/api/auth/twitch/reauth',
    url: () => '/api/auth/twitch/reauth',
    status: signedIn(409),
  },
  get('/api/twitch/my-subscription', signedIn(409)),
  get('/api/auth/me', signedIn(200)),

  // Builds. A draft is invisible to whoever may not edit it: 404, not 403, even to its writes.
  get('/api/builds', all(200)),
  get('/api/builds/main-skills', all(200)),
  {
    method: 'GET',
    path: '/api/builds/:id',
    case: 'public',
    url: (f) => `/api/builds/${f.publicBuild}`,
    status: { ...all(200), owner: 200, stranger: 200 },
  },
  {
    method: 'GET',
    path: '/api/builds/:id',
    case: 'draft',
    url: (f) => `/api/builds/${f.draftBuild}`,
    status: { ...all(404), admin: 200, owner: 200, stranger: 404 },
  },
  {
    method: 'POST',
    path: '/api/builds',
    url: () => '/api/builds',
    payload: () => buildBody,
    status: creators(201),
  },
  {
    method: 'PUT',
    path: '/api/builds/:id',
    url: (f) => `/api/builds/${f.draftBuild}`,
    payload: () => buildBody,
    status: { ...signedIn(404), admin: 200, owner: 200, stranger: 404 },
  },
  // Updating a build from a new PoB code: its review writes nothing, the update is an edit.
  ...(['review', 'update'] as const).map((step): MatrixRow => ({
    method: 'POST',
    path: `/api/builds/:id/pob/${step}`,
    url: (f) => `/api/builds/${f.draftBuild}/pob/${step}`,
    payload: () => ({ code: toPobCode(DEADEYE_XML) }),
    status: { ...signedIn(404), admin: 200, owner: 200, stranger: 404 },
  })),
  {
    method: 'DELETE',
    path: '/api/builds/:id',
    url: (f) => `/api/builds/${f.draftBuild}`,
    status: { ...signedIn(404), admin: 204, owner: 204, stranger: 404 },
  },
  // A pending edit is withdrawn by its owner or an admin; a public build's others are refused.
  {
    method: 'DELETE',
    path: '/api/builds/:id/pending-edit',
    url: (f) => `/api/builds/${f.publicBuild}/pending-edit`,
    status: { ...signedIn(403), admin: 204, owner: 204, stranger: 403 },
  },

  // The cost estimate follows the build's own visibility.
  {
    method: 'GET',
    path: '/api/builds/:id/cost',
    case: 'public',
    url: (f) => `/api/builds/${f.publicBuild}/cost`,
    status: { ...all(200), owner: 200, stranger: 200 },
  },
  {
    method: 'GET',
    path: '/api/builds/:id/cost',
    case: 'draft',
    url: (f) => `/api/builds/${f.draftBuild}/cost`,
    status: { ...all(404), admin: 200, owner: 200, stranger: 404 },
  },

  // The Path of Building export follows the build's own visibility too.
  {
    method: 'GET',
    path: '/api/builds/:id/pob',
    case: 'public',
    url: (f) => `/api/builds/${f.publicBuild}/pob`,
    status: { ...all(200), owner: 200, stranger: 200 },
  },
  {
    method: 'GET',
    path: '/api/builds/:id/pob',
    case: 'draft',
    url: (f) => `/api/builds/${f.draftBuild}/pob`,
    status: { ...all(404), admin: 200, owner: 200, stranger: 404 },
  },

  // The steps follow the build's own visibility; progress is each account's own, on a build it
  // may read (another's draft is 404, read or written).
  {
    method: 'GET',
    path: '/api/builds/:id/steps',
    case: 'public',
    url: (f) => `/api/builds/${f.publicBuild}/steps`,
    status: { ...all(200), owner: 200, stranger: 200 },
  },
  {
    method: 'GET',
    path: '/api/builds/:id/steps',
    case: 'draft',
    url: (f) => `/api/builds/${f.draftBuild}/steps`,
    status: { ...all(404), admin: 200, owner: 200, stranger: 404 },
  },
  {
    method: 'GET',
    path: '/api/builds/:id/progress',
    url: (f) => `/api/builds/${f.draftBuild}/progress`,
    status: { ...signedIn(404), admin: 200, owner: 200, stranger: 404 },
  },
  {
    method: 'PUT',
    path: '/api/builds/:id/progress',
    url: (f) => `/api/builds/${f.draftBuild}/progress`,
    payload: () => ({ ticked: ['gem:Cyclone'] }),
    status: { ...signedIn(404), admin: 200, owner: 200, stranger: 404 },
  },
  // The author's edits of the steps are the build's own edit: its author's and admins'.
  {
    method: 'GET',
    path: '/api/builds/:id/steps/edits',
    case: 'public',
    url: (f) => `/api/builds/${f.publicBuild}/steps/edits`,
    status: { ...signedIn(403), admin: 200, owner: 200, stranger: 403 },
  },
  {
    method: 'GET',
    path: '/api/builds/:id/steps/edits',
    case: 'draft',
    url: (f) => `/api/builds/${f.draftBuild}/steps/edits`,
    status: { ...signedIn(404), admin: 200, owner: 200, stranger: 404 },
  },
  {
    method: 'PUT',
    path: '/api/builds/:id/steps/edits',
    case: 'public',
    url: (f) => `/api/builds/${f.publicBuild}/steps/edits`,
    payload: () => ({ steps: [{ key: 'gem:Cyclone', note: 'Tôt', hidden: false }], order: {} }),
    status: { ...signedIn(403), admin: 200, owner: 200, stranger: 403 },
  },
  {
    method: 'PUT',
    path: '/api/builds/:id/steps/edits',
    case: 'draft',
    url: (f) => `/api/builds/${f.draftBuild}/steps/edits`,
    payload: () => ({ steps: [], order: { leveling: ['gem:Cyclone'] } }),
    status: { ...signedIn(404), admin: 200, owner: 200, stranger: 404 },
  },

  // Guides.
  get('/api/guides', all(200)),
  {
    method: 'GET',
    path: '/api/guides/:id',
    url: (f) => `/api/guides/${f.draftGuide}`,
    status: { ...all(404), admin: 200, owner: 200, stranger: 404 },
  },
  {
    method: 'POST',
    path: '/api/guides',
    url: () => '/api/guides',
    payload: () => guideBody,
    status: creators(201),
  },
  {
    method: 'PUT',
    path: '/api/guides/:id',
    url: (f) => `/api/guides/${f.draftGuide}`,
    payload: () => guideBody,
    status: { ...signedIn(404), admin: 200, owner: 200, stranger: 404 },
  },
  {
    method: 'DELETE',
    path: '/api/guides/:id',
    url: (f) => `/api/guides/${f.draftGuide}`,
    status: { ...signedIn(404), admin: 204, owner: 204, stranger: 404 },
  },
  {
    method: 'DELETE',
    path: '/api/guides/:id/pending-edit',
    url: (f) => `/api/guides/${f.draftGuide}/pending-edit`,
    status: { ...signedIn(404), admin: 204, owner: 204, stranger: 404 },
  },

  // Favourites. Marking counts for everyone, so the blacklist may not (403); it may unmark.
  // The fixture's guide is a draft: only its owner and admins may see it, so mark it.
  {
    method: 'PUT',
    path: '/api/builds/:id/favourite',
    url: (f) => `/api/builds/${f.publicBuild}/favourite`,
    status: { ...signedIn(200), blacklist: 403, owner: 200, stranger: 200 },
  },
  {
    method: 'DELETE',
    path: '/api/builds/:id/favourite',
    url: (f) => `/api/builds/${f.publicBuild}/favourite`,
    status: { ...signedIn(200), owner: 200, stranger: 200 },
  },
  {
    method: 'PUT',
    path: '/api/guides/:id/favourite',
    url: (f) => `/api/guides/${f.draftGuide}/favourite`,
    status: { ...signedIn(404), admin: 200, blacklist: 403, owner: 200, stranger: 404 },
  },
  {
    method: 'DELETE',
    path: '/api/guides/:id/favourite',
    url: (f) => `/api/guides/${f.draftGuide}/favourite`,
    status: { ...signedIn(404), admin: 200, owner: 200, stranger: 404 },
  },
  get('/api/favourites', signedIn(200)),
  get('/api/favourites/next-steps', signedIn(200)),

  // Discussions.
  get(
    '/api/forum/comments/:contentType/:contentId',
    all(200),
    (f) => `/api/forum/comments/build/${f.publicBuild}`,
  ),
  {
    method: 'POST',
    path: '/api/forum/comments',
    url: () => '/api/forum/comments',
    payload: (f) => ({ contentType: 'build', contentId: f.publicBuild, content: 'Salut !' }),
    status: posters(201),
  },
  {
    method: 'POST',
    path: '/api/forum/replies',
    url: () => '/api/forum/replies',
    payload: (f) => ({ commentId: f.comment, content: 'Merci !' }),
    status: posters(201),
  },
  {
    method: 'DELETE',
    path: '/api/forum/comments/:id',
    url: (f) => `/api/forum/comments/${f.comment}`,
    status: { ...signedIn(403), admin: 204, owner: 204, stranger: 403 },
  },
  {
    method: 'DELETE',
    path: '/api/forum/replies/:id',
    url: (f) => `/api/forum/replies/${f.reply}`,
    status: { ...signedIn(403), admin: 204, owner: 204, stranger: 403 },
  },
  {
    method: 'PATCH',
    path: '/api/forum/comments/:id/pin',
    url: (f) => `/api/forum/comments/${f.comment}/pin`,
    payload: () => ({ isPinned: true }),
    status: { ...adminOnly(200), owner: 403, stranger: 403 },
  },

  // Uploads: a JSON body passes the guard and is refused as not a picture (415).
  {
    method: 'POST',
    path: '/api/uploads',
    url: () => '/api/uploads',
    headers: { 'content-type': 'image/png' },
    payload: () => ({}),
    status: creators(415),
  },

  // Path of Building import: creators only; it reads an export and stores nothing.
  {
    method: 'POST',
    path: '/api/pob/import',
    url: () => '/api/pob/import',
    payload: () => ({ code: toPobCode(DEADEYE_XML) }),
    status: creators(200),
  },

  // Reading a pasted passive tree: creators only; it stores nothing.
  {
    method: 'POST',
    path: '/api/game/passive-tree/decode',
    url: () => '/api/game/passive-tree/decode',
    payload: () => ({ url: encodeTreeUrl({ classId: 4, ascendancyId: 1, nodes: [50986, 39725] }) }),
    status: creators(200),
  },

  // Administration.
  get('/api/admin/users', adminOnly(200)),
  {
    method: 'PUT',
    path: '/api/admin/users/:id/role',
    url: (f) => `/api/admin/users/${f.victim}/role`,
    payload: () => ({ role: 'createur' }),
    status: adminOnly(200),
  },
  {
    method: 'DELETE',
    path: '/api/admin/users/:id',
    url: (f) => `/api/admin/users/${f.victim}`,
    status: adminOnly(200),
  },
  {
    method: 'PUT',
    path: '/api/admin/static-guides/:slug',
    url: () => `/api/admin/static-guides/${STATIC_GUIDE_SLUGS[0]}`,
    payload: () => ({ hidden: false }),
    status: adminOnly(200),
  },
  get('/api/admin/moderation', adminOnly(200)),
  get('/api/admin/metrics', adminOnly(200)),
  {
    method: 'POST',
    path: '/api/admin/moderation/:kind/:id/publish',
    url: (f) => `/api/admin/moderation/build/${f.pendingBuild}/publish`,
    status: adminOnly(200),
  },
  {
    method: 'POST',
    path: '/api/admin/moderation/:kind/:id/refuse',
    url: (f) => `/api/admin/moderation/build/${f.pendingBuild}/refuse`,
    status: adminOnly(200),
  },
  get('/api/admin/jobs', adminOnly(200)),
  get('/api/admin/league', adminOnly(200)),
  get('/api/admin/jobs/:id', adminOnly(404), () => '/api/admin/jobs/999999'),
  ...JOBS.map((job): MatrixRow => ({
    method: 'POST',
    path: `/api/admin/${job}`,
    url: () => `/api/admin/${job}`,
    status: adminOnly(202),
  })),
];

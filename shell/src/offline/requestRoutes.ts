import { ACCOUNT_ANSWERS_CACHE } from 'shared-ui/storageKeys';

/**
 * What the service worker does with each request, decided from the request alone so it can be
 * tested without a worker. Anything not listed goes to the network untouched.
 *
 * - `page`: a page opened in the browser: the network first; offline, the copy kept of that
 *   page (the server renders it for a signed-out visitor, with the answers it shows), else the
 *   shell kept at install, which renders the page from the answers kept below.
 * - `file`: a file of the shell's build, or one whose name holds its content's hash (`/assets/`):
 *   kept for good once fetched.
 * - `entry`: a file whose name stays across deployments (a remote's entry, the remotes'
 *   manifest, the icons): the network first, the cached copy offline.
 * - `answer`: an API answer any visitor gets: the network first, the cached copy offline.
 * - `accountAnswer`: an API answer asked with the account's token: the same, in a store of its
 *   own that signing in or out empties, so no answer is ever shown to another account.
 * - `picture`: a picture served by the site (game art, uploads): kept once fetched.
 */
export type RequestRoute = 'page' | 'file' | 'entry' | 'answer' | 'accountAnswer' | 'picture';

/** What the worker knows of a request: a plain object in tests, a `Request` in the worker. */
export interface RequestFacts {
  method: string;
  url: string;
  mode: string;
  headers: { has(name: string): boolean; get(name: string): string | null };
}

/**
 * API paths never kept: the sign-in exchange and the session (a stale copy would show a session
 * that ended), the server's health, the admin side (it changes what it shows), uploads in
 * progress and the streams of events.
 */
const NEVER_KEPT = /^\/api\/(auth|admin|uploads|health|events|test)(\/|$)|^\/health(\/|$)/;
const PICTURES = /^\/(images|uploads|ascendancy)\//;
const ENTRY_FILES = /^\/(remotes\/|favicon\.svg$|manifest\.webmanifest$|icons\/)/;

/** Where a request comes from and what the worker kept at install. */
export interface SiteFacts {
  /** The site's origin. */
  origin: string;
  /** The folders of remotes served from another origin (their entry's folder). */
  remoteBases: readonly string[];
  /** The paths of the shell's build, kept at install (`/index.html`, `/remoteEntry-….js`…). */
  shellFiles: ReadonlySet<string>;
}

/**
 * The route of a request, or null to leave it to the network.
 * @example requestRoute({ method: 'GET', url: 'https://site/assets/a-1b2c.js', mode: 'cors', headers }, site) // 'file'
 */
export function requestRoute(
  request: RequestFacts,
  { origin, remoteBases, shellFiles }: SiteFacts,
): RequestRoute | null {
  if (request.method !== 'GET') return null;
  const url = new URL(request.url);
  if (url.origin !== origin) {
    // A remote deployed elsewhere: its files are the site's code too.
    if (!remoteBases.some((base) => request.url.startsWith(base))) return null;
    return url.pathname.includes('/assets/') ? 'file' : 'entry';
  }
  const path = url.pathname;
  if (request.mode === 'navigate') return 'page';
  if (path.startsWith('/api/') || path.startsWith('/health')) {
    if (NEVER_KEPT.test(path)) return null;
    if ((request.headers.get('accept') ?? '').includes('text/event-stream')) return null;
    return request.headers.has('authorization') ? 'accountAnswer' : 'answer';
  }
  if (shellFiles.has(path)) return 'file';
  if (PICTURES.test(path)) return 'picture';
  if (path.startsWith('/assets/') || /^\/remotes\/[^/]+\/assets\//.test(path)) return 'file';
  if (ENTRY_FILES.test(path)) return 'entry';
  return null;
}

/** The most pictures one page or answer brings into the store in the background. */
export const MAX_PICTURES_PER_PAGE = 200;

/**
 * The site's pictures a page or an answer names, so they are kept with it: a phone scrolls a
 * build's steps offline, where the pictures below the fold were never shown online.
 * @example picturesIn('<img src="/images/gems/Cleave.png">{"icon":"/images/gems/Arc.png"}') // ['/images/gems/Cleave.png', '/images/gems/Arc.png']
 */
export function picturesIn(text: string): string[] {
  const found = new Set<string>();
  for (const [, path] of text.matchAll(/["'(](\/(?:images|ascendancy|uploads)\/[^"'()\s<>?#]+)/g)) {
    if (path) found.add(path);
    if (found.size === MAX_PICTURES_PER_PAGE) break;
  }
  return [...found];
}

/** The name of the store of files for one deployment: a new deployment starts a new one. */
export const filesCacheName = (version: string) => `poe-fichiers-${version}`;
/** Pages as the server rendered them, for one deployment (they name its files). */
export const pagesCacheName = (version: string) => `poe-pages-${version}`;
/** API answers any visitor gets, kept across deployments. */
export const ANSWERS_CACHE = 'poe-reponses';
/** API answers asked with the account's token: the session empties it when the account changes. */
export const ACCOUNT_CACHE = ACCOUNT_ANSWERS_CACHE;
/** Pictures, kept across deployments. */
export const PICTURES_CACHE = 'poe-images';
/** The most entries kept in each store of answers or pictures; the oldest go first. */
export const MAX_ENTRIES = {
  pages: 100,
  [ANSWERS_CACHE]: 400,
  [ACCOUNT_CACHE]: 400,
  [PICTURES_CACHE]: 600,
};

/**
 * The caches a new deployment leaves behind: the files and pages of other deployments, and stores of
 * this site's it no longer uses. Stores that are not this site's are left alone.
 * @example staleCaches(['poe-fichiers-a', 'poe-fichiers-b', 'poe-reponses', 'other'], 'b') // ['poe-fichiers-a']
 */
export function staleCaches(names: readonly string[], version: string): string[] {
  const kept = new Set([
    filesCacheName(version),
    pagesCacheName(version),
    ANSWERS_CACHE,
    ACCOUNT_CACHE,
    PICTURES_CACHE,
  ]);
  return names.filter((name) => name.startsWith('poe-') && !kept.has(name));
}

/// <reference lib="webworker" />
// The site's service worker, built on its own into `sw.js` (offlineWorkerPlugin.ts): it keeps
// the shell, the reader's files and the answers and pictures of the pages a reader opened, so
// they read with the network cut. Never part of a page's own JavaScript.
import {
  ACCOUNT_CACHE,
  ANSWERS_CACHE,
  filesCacheName,
  MAX_ENTRIES,
  pagesCacheName,
  PICTURES_CACHE,
  picturesIn,
  requestRoute,
  staleCaches,
} from './requestRoutes';

declare const self: ServiceWorkerGlobalScope;
/** The deployment's hash and the shell's files, written in by the build. */
declare const OFFLINE_VERSION: string;
declare const SHELL_FILES: string[];

const FILES = filesCacheName(OFFLINE_VERSION);
const PAGES = pagesCacheName(OFFLINE_VERSION);
const shellFiles = new Set(SHELL_FILES);
/** The page the shell renders every address from: what an offline navigation gets. */
const SHELL_PAGE = '/index.html';
/** A poor network between two maps: past this wait, a cached copy is shown instead. */
const NETWORK_WAIT_MS = 4000;

/**
 * The folders of remotes served from another origin, from the remotes' manifest kept at install.
 * Read once when the worker starts: a request must be claimed or not at once, and a remote's
 * file asked before the list is read simply goes to the network.
 */
let remoteBases: string[] = [];
async function readRemoteBases(): Promise<void> {
  const manifest = await caches.match('/remotes/manifest.json', { cacheName: FILES });
  if (!manifest) return;
  const entries = Object.values((await manifest.json()) as Record<string, string>);
  remoteBases = entries
    .map((entry) => new URL('.', new URL(entry, self.location.origin)))
    .filter((base) => base.origin !== self.location.origin)
    .map((base) => base.href);
}
void readRemoteBases().catch(() => undefined);

/** Keeps the reader's files (every page a visitor reads) from the list its build writes. */
async function keepReaderFiles(cache: Cache): Promise<void> {
  const response = await fetch('/remotes/manifest.json', { cache: 'no-cache' });
  if (!response.ok) return;
  await cache.put('/remotes/manifest.json', response.clone());
  const { mf_reader: entry } = (await response.json()) as { mf_reader?: string };
  if (!entry) return;
  const entryUrl = new URL(entry, self.location.origin);
  const base = new URL('.', entryUrl);
  const list = await fetch(new URL('offline-files.json', base), { cache: 'no-cache' });
  if (!list.ok) return;
  const files = (await list.json()) as string[];
  // The list holds the entry too; a store refuses the same address twice in one go.
  const addresses = new Set([entryUrl.href, ...files.map((file) => new URL(file, base).href)]);
  await cache.addAll([...addresses]);
}

self.addEventListener('install', (event) => {
  event.waitUntil(
    (async () => {
      const cache = await caches.open(FILES);
      await cache.addAll(SHELL_FILES);
      // The site still works online without the reader kept: a failure here is not the install's.
      await keepReaderFiles(cache).catch(() => undefined);
      await self.skipWaiting();
    })(),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      const stale = staleCaches(await caches.keys(), OFFLINE_VERSION);
      await Promise.all(stale.map((name) => caches.delete(name)));
      await readRemoteBases().catch(() => undefined);
      await self.clients.claim();
    })(),
  );
});

/** The most entries of a store, when it has a limit. */
function limitOf(cacheName: string): number | undefined {
  if (cacheName === PAGES) return MAX_ENTRIES.pages;
  return (MAX_ENTRIES as Record<string, number>)[cacheName];
}

/** Fetches and keeps the pictures not kept yet, a few at a time; a failure skips the picture. */
async function keepPictures(paths: readonly string[]): Promise<void> {
  const cache = await caches.open(PICTURES_CACHE);
  const missing: string[] = [];
  for (const path of paths) if (!(await cache.match(path))) missing.push(path);
  for (let at = 0; at < missing.length; at += 6) {
    await Promise.all(
      missing.slice(at, at + 6).map((path) => cache.add(path).catch(() => undefined)),
    );
  }
}

/** Keeps a whole, successful answer (not an error, a partial or an opaque one). */
async function keep(cacheName: string, request: Request, response: Response): Promise<void> {
  if (response.status !== 200) return;
  const cache = await caches.open(cacheName);
  // A page or an answer brings the pictures it names (see below the fold included).
  if (cacheName !== FILES && cacheName !== PICTURES_CACHE) {
    await keepPictures(picturesIn(await response.clone().text()));
  }
  await cache.put(request.url, response);
  const limit = limitOf(cacheName);
  if (limit === undefined) return;
  // The oldest entries go first past the limit.
  const keys = await cache.keys();
  if (keys.length > limit)
    await Promise.all(keys.slice(0, keys.length - limit).map((key) => cache.delete(key)));
}

/** The cached copy first; fetched and kept on a miss. */
async function cacheFirst(event: FetchEvent, cacheName: string): Promise<Response> {
  const { request } = event;
  const kept = await caches.match(request.url, { cacheName, ignoreVary: true });
  if (kept) return kept;
  const response = await fetch(request);
  event.waitUntil(keep(cacheName, request, response.clone()));
  return response;
}

/** The network's answer, or null when it fails or is slower than NETWORK_WAIT_MS. */
async function networkOrNothing(network: Promise<Response>): Promise<Response | null> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const wait = new Promise<null>((resolve) => {
    timer = setTimeout(() => resolve(null), NETWORK_WAIT_MS);
  });
  const first = await Promise.race([network, wait]).catch(() => null);
  clearTimeout(timer);
  return first;
}

/**
 * The network first, kept for later; the cached copy when the network fails or is slow (the
 * network's answer, when it comes, still refreshes the copy).
 */
async function networkFirst(event: FetchEvent, cacheName: string): Promise<Response> {
  const { request } = event;
  const network = fetch(request).then((response) => {
    event.waitUntil(keep(cacheName, request, response.clone()));
    return response;
  });
  const kept = async () => caches.match(request.url, { cacheName, ignoreVary: true });
  return (await networkOrNothing(network)) ?? (await kept()) ?? network;
}

/**
 * A page: the server's, kept for this deployment (it is rendered for a signed-out visitor, with
 * the answers it shows, and names this deployment's files). Offline, the page's copy, else the
 * shell, which renders the page from the cached answers.
 */
async function pageOrShell(event: FetchEvent): Promise<Response> {
  const { request } = event;
  const network = fetch(request).then((response) => {
    const html = response.headers.get('content-type')?.startsWith('text/html') ?? false;
    if (html && !response.redirected) event.waitUntil(keep(PAGES, request, response.clone()));
    return response;
  });
  const kept = async () =>
    (await caches.match(request.url, { cacheName: PAGES, ignoreVary: true })) ??
    (await caches.match(SHELL_PAGE, { cacheName: FILES }));
  return (await networkOrNothing(network)) ?? (await kept()) ?? network;
}

self.addEventListener('fetch', (event) => {
  const route = requestRoute(event.request, {
    origin: self.location.origin,
    remoteBases,
    shellFiles,
  });
  // Anything else (other sites' pictures, the sign-in exchange) is the browser's as usual.
  if (route === null) return;
  event.respondWith(
    {
      page: pageOrShell,
      file: (e: FetchEvent) => cacheFirst(e, FILES),
      entry: (e: FetchEvent) => networkFirst(e, FILES),
      answer: (e: FetchEvent) => networkFirst(e, ANSWERS_CACHE),
      accountAnswer: (e: FetchEvent) => networkFirst(e, ACCOUNT_CACHE),
      picture: (e: FetchEvent) => cacheFirst(e, PICTURES_CACHE),
    }[route](event),
  );
});

import { describe, expect, it } from 'vitest';
import {
  MAX_PICTURES_PER_PAGE,
  picturesIn,
  requestRoute,
  staleCaches,
  type RequestFacts,
  type SiteFacts,
} from './requestRoutes';

const SITE = 'https://poe.example';
const site = (remoteBases: string[] = []): SiteFacts => ({
  origin: SITE,
  remoteBases,
  shellFiles: new Set(['/index.html', '/remoteEntry-DLebufrs.js']),
});

function request(
  url: string,
  more: Partial<RequestFacts> = {},
  headers: Record<string, string> = {},
) {
  const lower = new Map(Object.entries(headers).map(([k, v]) => [k.toLowerCase(), v]));
  return {
    method: 'GET',
    url: new URL(url, SITE).href,
    mode: 'cors',
    headers: {
      has: (name: string) => lower.has(name),
      get: (name: string) => lower.get(name) ?? null,
    },
    ...more,
  };
}

describe('requestRoute', () => {
  it.each([
    ['/build/custom/1/suivre', { mode: 'navigate' }, {}, 'page'],
    ['/assets/index-CoXidsov.js', {}, {}, 'file'],
    ['/remotes/reader/assets/BuildPage-UyCHO03m.js', {}, {}, 'file'],
    ['/remoteEntry-DLebufrs.js', {}, {}, 'file'],
    ['/remotes/reader/remoteEntry.js', {}, {}, 'entry'],
    ['/remotes/manifest.json', {}, {}, 'entry'],
    ['/manifest.webmanifest', {}, {}, 'entry'],
    ['/icons/icon-192.png', {}, {}, 'entry'],
    ['/api/builds/custom/1/steps', {}, {}, 'answer'],
    ['/api/builds/custom/1', {}, { Authorization: 'Bearer x' }, 'accountAnswer'],
    ['/images/gems/Fireball.png', {}, {}, 'picture'],
    ['/uploads/3/picture.webp', {}, {}, 'picture'],
  ] as const)('%s → %s', (url, more, headers, expected) => {
    expect(requestRoute(request(url, more, headers), site())).toBe(expected);
  });

  it.each([
    ['a write', request('/api/builds/custom/1/progress', { method: 'PUT' })],
    ['the sign-in exchange', request('/api/auth/me', {}, { Authorization: 'Bearer x' })],
    ['the admin side', request('/api/admin/users', {}, { Authorization: 'Bearer x' })],
    ['an upload', request('/api/uploads/images', {})],
    ['the health check', request('/health')],
    ['a stream of events', request('/api/twitch/live', {}, { Accept: 'text/event-stream' })],
    ['another site', request('https://static-cdn.jtvnw.net/a.png')],
    ['a file the site does not name', request('/sitemaps/builds.xml')],
  ])('leaves %s to the network', (_what, facts) => {
    expect(requestRoute(facts, site())).toBeNull();
  });

  it('takes a remote served from another origin as the site’s own files', () => {
    const bases = ['https://cdn.example/reader-v2/'];
    expect(requestRoute(request('https://cdn.example/reader-v2/assets/a-1.js'), site(bases))).toBe(
      'file',
    );
    expect(requestRoute(request('https://cdn.example/reader-v2/remoteEntry.js'), site(bases))).toBe(
      'entry',
    );
    expect(requestRoute(request('https://cdn.example/other/a.js'), site(bases))).toBeNull();
  });
});

describe('staleCaches', () => {
  it('drops the files and pages of other deployments and unknown stores of the site only', () => {
    expect(
      staleCaches(
        [
          'poe-fichiers-old',
          'poe-pages-old',
          'poe-fichiers-new',
          'poe-pages-new',
          'poe-reponses',
          'poe-compte',
          'poe-images',
          'poe-v0',
          'other',
        ],
        'new',
      ),
    ).toEqual(['poe-fichiers-old', 'poe-pages-old', 'poe-v0']);
  });
});

describe('picturesIn', () => {
  it('finds the site’s pictures in a page or an answer, once each, and nothing else', () => {
    const text = [
      '<img src="/images/gems/Cleave.png" loading="lazy">',
      '{"icon":"/images/gems/Arc.png","again":"/images/gems/Cleave.png"}',
      '<div style="background:url(/ascendancy/Slayer.webp)">',
      '<img src="https://web.poecdn.com/image/a.png"><a href="/images">',
    ].join('');
    expect(picturesIn(text)).toEqual([
      '/images/gems/Cleave.png',
      '/images/gems/Arc.png',
      '/ascendancy/Slayer.webp',
    ]);
  });

  it('brings at most a bounded number from one page', () => {
    const many = Array.from({ length: 500 }, (_, i) => `"/images/gems/G${i}.png"`).join(',');
    expect(picturesIn(many)).toHaveLength(MAX_PICTURES_PER_PAGE);
  });
});

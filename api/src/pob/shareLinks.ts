/** A build-sharing link: where its raw export code is read, and the page to link to. */
export interface ShareLink {
  host: string;
  /** Path (and nothing else) of the plain-text code on that host. */
  rawPath: string;
  /** The address readers open: the share page, never the raw one. */
  page: string;
}

interface ShareHost {
  host: string;
  aliases: string[];
  /** Share page and raw paths this host uses, each capturing the export's id. */
  paths: RegExp[];
  raw: (id: string) => string;
  page: (id: string) => string;
}

/**
 * The sharing sites whose raw format we know (plain text holding the code). Only these are
 * fetched, and only if `UPSTREAM_HOSTS` lists them too.
 */
export const SHARE_HOSTS: readonly ShareHost[] = [
  {
    host: 'pobb.in',
    aliases: ['www.pobb.in'],
    paths: [/^\/([A-Za-z0-9_-]{4,64})(?:\/raw)?\/?$/],
    raw: (id) => `/${id}/raw`,
    page: (id) => `https://pobb.in/${id}`,
  },
  {
    host: 'poe.ninja',
    aliases: ['www.poe.ninja'],
    paths: [/^\/(?:poe1\/)?pob\/(?:raw\/)?([A-Za-z0-9_-]{4,64})\/?$/],
    raw: (id) => `/poe1/pob/raw/${id}`,
    page: (id) => `https://poe.ninja/poe1/pob/${id}`,
  },
  {
    host: 'pastebin.com',
    aliases: ['www.pastebin.com'],
    paths: [/^\/(?:raw\/)?([A-Za-z0-9]{4,16})\/?$/],
    raw: (id) => `/raw/${id}`,
    page: (id) => `https://pastebin.com/${id}`,
  },
];

export const SHARE_HOST_NAMES = SHARE_HOSTS.map((h) => h.host);

/**
 * The raw address of a share link on a known host (page or raw form), or undefined for any
 * other address: other hosts, credentials, ports, unknown paths.
 *
 * @example shareLink('https://pobb.in/AbCd1234')?.rawPath // '/AbCd1234/raw'
 */
export function shareLink(address: string): ShareLink | undefined {
  if (!URL.canParse(address.trim())) return undefined;
  const url = new URL(address.trim());
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return undefined;
  if (url.username || url.password || url.port) return undefined;
  const hostname = url.hostname.toLowerCase();
  const site = SHARE_HOSTS.find((h) => h.host === hostname || h.aliases.includes(hostname));
  if (!site) return undefined;
  for (const path of site.paths) {
    const id = path.exec(url.pathname)?.[1];
    if (id) return { host: site.host, rawPath: site.raw(id), page: site.page(id) };
  }
  return undefined;
}

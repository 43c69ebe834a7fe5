/**
 * The game wiki's public address. The server's POE_WIKI_URL may point at a local stand-in that
 * readers' browsers cannot reach, so the links readers follow always use the public wiki.
 */
export const WIKI_BASE = 'https://www.poewiki.net/wiki/';

/**
 * The wiki page of an English game name: spaces become underscores (the wiki's own page names),
 * everything else is percent-encoded. encodeURIComponent leaves `'()*!` as they are; they are
 * encoded too, so that an apostrophe ("Maligaro's Virtuosity") never ends an attribute or a
 * quoted address where the link is copied.
 */
export function wikiUrl(name: string): string {
  const page = name.trim().replace(/\s+/g, '_');
  const encoded = encodeURIComponent(page).replace(
    /['()*!]/g,
    (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `${WIKI_BASE}${encoded}`;
}

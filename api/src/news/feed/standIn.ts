import { startStandInServer, type StandInServer } from '../../platform/upstream/standInServer.js';

const FORUM = 'https://fr.pathofexile.com/forum/view-thread';

/** The feed's real shape (RSS 2.0, CDATA descriptions, RFC 822 dates), in French. */
export const STAND_IN_NEWS = [
  ['Notes de mise à jour 3.26.0d', 3800101, 'Tue, 08 Jul 2025 01:43:50 +0000'],
  ['Ligue Mercenaires : la fin approche', 3800102, 'Mon, 07 Jul 2025 21:10:00 +0000'],
  ['Week-end de soldes & objets « mystère »', 3800103, 'Fri, 04 Jul 2025 18:00:00 +0000'],
  ['Présentation de la classe Ascendant', 3800104, 'Wed, 02 Jul 2025 16:30:00 +0000'],
  ['Rétrospective de la ligue Settlers', 3800105, 'Mon, 30 Jun 2025 12:00:00 +0000'],
] as const;

const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;');

export function standInFeed(): string {
  const items = STAND_IN_NEWS.map(
    ([title, thread, date]) => `
    <item>
      <title>${escape(title)}</title>
      <description><![CDATA[<p>${title}</p><p><a href="${FORUM}/${thread}">Lire la suite</a></p>]]></description>
      <pubDate>${date}</pubDate>
      <link>${FORUM}/${thread}</link>
      <guid>${FORUM}/${thread}</guid>
      <category>Annonces</category>
    </item>`,
  ).join('');
  return `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">
  <channel>
    <title>Path of Exile - Actualités</title>
    <link>https://fr.pathofexile.com/news</link>
    <description>Actualités de Path of Exile</description>
    <language>fr</language>${items}
  </channel>
</rss>`;
}

/** The game's French news feed at `/news/rss`. */
export function startNewsStandIn(): Promise<StandInServer> {
  return startStandInServer((url) => {
    if (url.pathname !== '/news/rss') return { status: 404, type: 'text/html', body: 'Not found' };
    return { type: 'application/rss+xml; charset=utf-8', body: standInFeed() };
  }, 'application/rss+xml');
}

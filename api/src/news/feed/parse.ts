import {
  childNamed,
  childrenNamed,
  readXml,
  XmlError,
  type XmlElement,
} from '../../platform/xml/readXml.js';
import { UpstreamError } from '../../platform/upstream/http.js';

export interface NewsItem {
  title: string;
  link: string;
  guid: string;
  /** ISO 8601, from the item's `pubDate`; null when absent or unreadable. */
  date: string | null;
}

/** A feed is tens of kilobytes and four levels deep; these leave room and stop a bomb. */
const FEED_LIMITS = { maxBytes: 4 * 1024 * 1024, maxElements: 50_000, maxDepth: 32 };

const textOf = (element: XmlElement | undefined) => element?.text.trim() ?? '';

function isoDate(raw: string): string | null {
  const time = Date.parse(raw);
  return raw === '' || Number.isNaN(time) ? null : new Date(time).toISOString();
}

/** Only web addresses: a feed that was tampered with must not slip a `javascript:` link in. */
function webLink(text: string): string | undefined {
  if (!URL.canParse(text)) return undefined;
  return /^https?:$/.test(new URL(text).protocol) ? text : undefined;
}

function readFeed(xml: string): XmlElement {
  try {
    return readXml(xml, FEED_LIMITS);
  } catch (err) {
    if (err instanceof XmlError)
      throw new UpstreamError('format', `not an RSS 2.0 document (${err.why})`);
    throw err;
  }
}

/**
 * The items of an RSS 2.0 feed, newest first as the feed lists them; items without a title or a
 * web link are skipped. A document that is not RSS, or not well-formed XML, is a `format`
 * failure.
 */
export function parseRss(xml: string): NewsItem[] {
  const root = readFeed(xml);
  const channel = root.name === 'rss' ? childNamed(root, 'channel') : undefined;
  if (channel === undefined) throw new UpstreamError('format', 'not an RSS 2.0 document');
  const items: NewsItem[] = [];
  for (const item of childrenNamed(channel, 'item')) {
    const title = textOf(childNamed(item, 'title'));
    const link = webLink(textOf(childNamed(item, 'link')));
    if (!title || link === undefined) continue;
    const guid = textOf(childNamed(item, 'guid')) || link;
    items.push({ title, link, guid, date: isoDate(textOf(childNamed(item, 'pubDate'))) });
  }
  return items;
}

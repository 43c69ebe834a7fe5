import { UpstreamError } from '../http.js';
import { elementText, firstElement } from '../xmlText.js';

export interface NewsItem {
  title: string;
  link: string;
  guid: string;
  /** ISO 8601, from the item's `pubDate`; null when absent or unreadable. */
  date: string | null;
}

function isoDate(raw: string | undefined): string | null {
  if (raw === undefined) return null;
  const time = Date.parse(elementText(raw));
  return Number.isNaN(time) ? null : new Date(time).toISOString();
}

/** Only web addresses: a feed that was tampered with must not slip a `javascript:` link in. */
function webLink(raw: string | undefined): string | undefined {
  const text = raw === undefined ? undefined : elementText(raw);
  if (text === undefined || !URL.canParse(text)) return undefined;
  return /^https?:$/.test(new URL(text).protocol) ? text : undefined;
}

/**
 * The items of an RSS 2.0 feed, newest first as the feed lists them; items without a title or a
 * web link are skipped. A document that is not RSS is a `format` failure.
 */
export function parseRss(xml: string): NewsItem[] {
  const channel = /<rss[\s>]/i.test(xml) ? firstElement(xml, 'channel') : undefined;
  if (channel === undefined) throw new UpstreamError('format', 'not an RSS 2.0 document');
  const items: NewsItem[] = [];
  for (const [, body = ''] of channel.matchAll(/<item(?:\s[^>]*)?>([\s\S]*?)<\/item>/gi)) {
    const title = elementText(firstElement(body, 'title') ?? '');
    const link = webLink(firstElement(body, 'link'));
    if (!title || link === undefined) continue;
    const guid = elementText(firstElement(body, 'guid') ?? '') || link;
    items.push({ title, link, guid, date: isoDate(firstElement(body, 'pubDate')) });
  }
  return items;
}

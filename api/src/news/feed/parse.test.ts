import { describe, expect, it } from 'vitest';
import { UpstreamError } from '../../platform/upstream/http.js';
import { STAND_IN_NEWS, standInFeed } from './standIn.js';
import { parseRss } from './parse.js';

describe('parseRss', () => {
  it('reads every item of the feed with its title, link, guid and date', () => {
    const items = parseRss(standInFeed());
    expect(items).toHaveLength(STAND_IN_NEWS.length);
    expect(items[0]).toEqual({
      title: 'Notes de mise à jour 3.26.0d',
      link: 'https://fr.pathofexile.com/forum/view-thread/3800101',
      guid: 'https://fr.pathofexile.com/forum/view-thread/3800101',
      date: '2025-07-08T01:43:50.000Z',
    });
    expect(items[2]?.title).toBe('Week-end de soldes & objets « mystère »');
  });

  it('takes CDATA titles as they are and falls back to the link for a missing guid', () => {
    const xml = `<rss version="2.0"><channel><item><title><![CDATA[A & <b>B</b>]]></title>
      <link>https://www.pathofexile.com/forum/view-thread/1</link><pubDate>nonsense</pubDate>
      </item></channel></rss>`;
    expect(parseRss(xml)).toEqual([
      {
        title: 'A & <b>B</b>',
        link: 'https://www.pathofexile.com/forum/view-thread/1',
        guid: 'https://www.pathofexile.com/forum/view-thread/1',
        date: null,
      },
    ]);
  });

  it('skips items without a title or a web link', () => {
    const xml = `<rss><channel>
      <item><title>No link</title></item>
      <item><title>Script</title><link>javascript:alert(1)</link></item>
      <item><link>https://x.example/</link></item></channel></rss>`;
    expect(parseRss(xml)).toEqual([]);
  });

  it('reads each item’s own elements, not look-alikes inside its CDATA', () => {
    const xml = `<rss><channel><item>
      <description><![CDATA[<title>Faux</title><link>javascript:alert(1)</link>]]></description>
      <title>Vrai &amp; seul</title><link> https://www.pathofexile.com/forum/view-thread/2 </link>
      <pubDate>Tue, 08 Jul 2025 01:43:50 +0000</pubDate></item></channel></rss>`;
    expect(parseRss(xml)).toEqual([
      {
        title: 'Vrai & seul',
        link: 'https://www.pathofexile.com/forum/view-thread/2',
        guid: 'https://www.pathofexile.com/forum/view-thread/2',
        date: '2025-07-08T01:43:50.000Z',
      },
    ]);
  });

  it('refuses a feed that is not well-formed, or brings a DOCTYPE, as a format failure', () => {
    const broken = '<rss><channel><item><title>A</item></channel></rss>';
    const bomb = `<!DOCTYPE rss [<!ENTITY a "${'x'.repeat(100)}"><!ENTITY b "&a;&a;&a;&a;">]>
      <rss><channel><item><title>&b;</title></item></channel></rss>`;
    for (const xml of [broken, bomb, `<rss>${'<x>'.repeat(40)}`]) {
      expect(() => parseRss(xml)).toThrow(
        expect.objectContaining({ name: 'UpstreamError', reason: 'format' }),
      );
    }
    expect(() => parseRss(bomb)).toThrow(/DOCTYPE refusé/);
    expect(() => parseRss(`<rss>${'<x>'.repeat(40)}`)).toThrow(/trop grand/);
  });

  it('refuses a document that is not RSS', () => {
    expect(() => parseRss('<html><body>maintenance</body></html>')).toThrow(UpstreamError);
    expect(() => parseRss('{"lines": [{')).toThrow(/not an RSS/);
  });
});

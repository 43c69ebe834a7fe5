// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { serializeChildren } from './serializeHtml';

function parse(html: string): HTMLElement {
  return new DOMParser().parseFromString(html, 'text/html').body;
}

describe('serializeChildren writes HTML as the server sanitizer does', () => {
  it.each([
    [
      'text escapes & < > only',
      '<p>a &amp; b &lt; c &gt; "d" \'e\'</p>',
      '<p>a &amp; b &lt; c &gt; "d" \'e\'</p>',
    ],
    [
      'attributes also escape quotes',
      '<img alt="&quot;x&quot; &lt;y&gt; &amp; \'z\'">',
      '<img alt="&quot;x&quot; &lt;y&gt; &amp; \'z\'" />',
    ],
    ['void elements end in />', '<p>a<br>b</p><hr>', '<p>a<br />b</p><hr />'],
    ['an empty alt stays', '<img src="/p.png" alt="">', '<img src="/p.png" alt="" />'],
    [
      'other empty attributes are bare',
      '<img src="/p.png" data-description="">',
      '<img src="/p.png" data-description />',
    ],
    ['entities are written as characters', '<p>&eacute;&#233;&nbsp;&#39;</p>', "<p>éé\u00a0'</p>"],
    ['a leading newline of a pre is doubled', '<pre>\n\nx</pre>', '<pre>\n\nx</pre>'],
    ['comments are dropped', '<p>a<!-- b --></p>', '<p>a</p>'],
  ])('%s', (_name, html, expected) => {
    expect(serializeChildren(parse(html))).toBe(expected);
  });
});

import { describe, expect, it } from 'vitest';
import { fillShell, scriptSafeJson, SERVER_STATE_ID } from './pageState';

describe('scriptSafeJson', () => {
  it('writes every < as its escape, and still reads back the same', () => {
    const value = { title: '</script><script>alert(1)</script>', note: '<!-- x -->' };
    const json = scriptSafeJson(value);
    expect(json).not.toContain('<');
    expect(JSON.parse(json)).toEqual(value);
  });
});

describe('fillShell', () => {
  const index =
    '<!doctype html><html><head><title>t</title></head><body><div id="root"></div><script type="module" src="/a.js"></script></body></html>';
  const page = { html: '<main>Cyclone</main>', styles: '<style>.a{}</style>', state: '{"api":{}}' };

  it('puts styles in the head, the page in #root and the answers right after it', () => {
    const filled = fillShell(index, page);
    expect(filled).toContain('<style>.a{}</style>\n  </head>');
    expect(filled).toContain(
      `<div id="root"><main>Cyclone</main></div>\n    <script type="application/json" id="${SERVER_STATE_ID}">{"api":{}}</script>`,
    );
    expect(filled?.indexOf(SERVER_STATE_ID)).toBeLessThan(filled?.indexOf('/a.js') ?? 0);
  });

  it('keeps replacement patterns in the page as they are', () => {
    const filled = fillShell(index, { ...page, html: '<p>$& $1 $$</p>' });
    expect(filled).toContain('<div id="root"><p>$& $1 $$</p></div>');
  });

  it('gives up on HTML without an empty #root or a head', () => {
    expect(fillShell('<html><body></body></html>', page)).toBeNull();
    expect(fillShell('<body><div id="root"></div></body>', page)).toBeNull();
  });
});

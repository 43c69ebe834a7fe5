import { describe, expect, it } from 'vitest';
import { fillShell, scriptSafeJson, SERVER_STATE_ID, settledAnswers } from './pageState';

describe('scriptSafeJson', () => {
  it('writes every < as its escape, and still reads back the same', () => {
    const value = { title: '</script><script>alert(1)</script>', note: '<!-- x -->' };
    const json = scriptSafeJson(value);
    expect(json).not.toContain('<');
    expect(JSON.parse(json)).toEqual(value);
  });
});

describe('settledAnswers', () => {
  it('leaves out the queries cancelled while running, so the browser asks for them again', () => {
    const api = {
      queries: {
        'getBuild(1)': { status: 'fulfilled', data: { id: 1 } },
        'getBuildCost(1)': { status: 'pending' },
        'getBuild(2)': { status: 'rejected', error: { status: 404 } },
      },
      config: { online: true },
    };
    expect(settledAnswers(api)).toEqual({
      queries: {
        'getBuild(1)': { status: 'fulfilled', data: { id: 1 } },
        'getBuild(2)': { status: 'rejected', error: { status: 404 } },
      },
      config: { online: true },
    });
  });
});

describe('fillShell', () => {
  const index =
    '<!doctype html><html><head><title>t</title></head><body><div id="root"></div><script type="module" src="/a.js"></script></body></html>';
  const page = {
    html: '<main>Cyclone</main>',
    styles: '<style>.a{}</style>',
    state: '{"api":{}}',
    lang: 'fr' as const,
    status: 200,
    complete: true,
  };

  it('puts styles in the head, the page in #root and the answers right after it', () => {
    const filled = fillShell(index, page);
    expect(filled).toContain('<style>.a{}</style>\n  </head>');
    expect(filled).toContain(
      `<div id="root"><main>Cyclone</main></div>\n    <script type="application/json" id="${SERVER_STATE_ID}" data-complet>{"api":{}}</script>`,
    );
    expect(filled?.indexOf(SERVER_STATE_ID)).toBeLessThan(filled?.indexOf('/a.js') ?? 0);
  });

  it('says whether every answer was in (parts may then wait to be taken over)', () => {
    expect(fillShell(index, page)).toContain(`id="${SERVER_STATE_ID}" data-complet>`);
    expect(fillShell(index, { ...page, complete: false })).toContain(`id="${SERVER_STATE_ID}">`);
  });

  it('keeps replacement patterns in the page as they are', () => {
    const filled = fillShell(index, { ...page, html: '<p>$& $1 $$</p>' });
    expect(filled).toContain('<div id="root"><p>$& $1 $$</p></div>');
  });

  it('gives up on HTML without an empty #root or a head', () => {
    expect(fillShell('<html><body></body></html>', page)).toBeNull();
    expect(fillShell('<body><div id="root"></div></body>', page)).toBeNull();
  });

  it('gives the document the language the page was rendered in', () => {
    expect(fillShell(index, { ...page, lang: 'en' })).toContain('<html lang="en">');
    expect(fillShell(index.replace('<html>', '<html lang="fr">'), { ...page, lang: 'en' })).toMatch(
      /^<!doctype html><html lang="en">/,
    );
  });

  it('puts the page’s own title in, escaped, and keeps the shell’s when unsaid', () => {
    expect(fillShell(index, { ...page, title: 'Builds <pour> débuter' })).toContain(
      '<title>Builds &lt;pour&gt; débuter | PoE Débutants</title>',
    );
    expect(fillShell(index, page)).toContain('<title>t</title>');
  });

  it('keeps a missing page out of search results', () => {
    expect(fillShell(index, { ...page, status: 404 })).toContain(
      '<meta name="robots" content="noindex" />',
    );
    expect(fillShell(index, page)).not.toContain('noindex');
  });
});

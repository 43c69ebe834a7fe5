import { describe, expect, it } from 'vitest';
import { wrapWords } from './card.js';
import { plainSummary, withPreview, type Preview } from './meta.js';

const preview: Preview = {
  title: 'Cyclone Slayer | PoE Débutants',
  description: 'Un build solide',
  url: 'https://poe.example/build/custom/3',
  image: 'https://poe.example/share/builds/3.png',
  imageAlt: 'Cyclone Slayer',
  type: 'article',
};

const SHELL = `<!doctype html>
<html lang="fr">
  <head>
    <meta charset="UTF-8" />
    <meta
      name="description"
      content="Builds, guides et communauté pour bien débuter sur Path of Exile."
    />
    <title>PoE Débutants</title>
    <script type="module" crossorigin src="/assets/index-abc.js"></script>
  </head>
  <body><div id="root"></div></body>
</html>`;

describe('plainSummary', () => {
  it('drops tags and scripts, reads entities and collapses white space', () => {
    expect(plainSummary('<p>Un <b>build</b>\n  solide &amp; sûr</p><script>x()</script>')).toBe(
      'Un build solide & sûr',
    );
  });

  it('cuts on a word with an ellipsis past the limit', () => {
    const cut = plainSummary('mot '.repeat(100), 30);
    expect(cut.length).toBeLessThanOrEqual(30);
    expect(cut).toMatch(/^mot( mot)*…$/);
  });

  it('keeps a short text whole', () => {
    expect(plainSummary('Court', 30)).toBe('Court');
  });
});

describe('withPreview', () => {
  it("replaces the shell's title and description and adds the share tags before </head>", () => {
    const html = withPreview(SHELL, preview);
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html).toContain('<title>Cyclone Slayer | PoE Débutants</title>');
    expect(html.match(/name="description"/g)).toHaveLength(1);
    expect(html).toContain('<meta name="description" content="Un build solide" />');
    expect(html).toContain(
      '<meta property="og:image" content="https://poe.example/share/builds/3.png" />',
    );
    expect(html).toContain('<meta name="twitter:card" content="summary_large_image" />');
    expect(html).toContain('<link rel="canonical" href="https://poe.example/build/custom/3" />');
    // The module script and the body are untouched.
    expect(html).toContain(
      '<script type="module" crossorigin src="/assets/index-abc.js"></script>',
    );
    expect(html.indexOf('og:title')).toBeLessThan(html.indexOf('</head>'));
    expect(html).toContain('<body><div id="root"></div></body>');
    expect(html).not.toContain('noindex');
  });

  it('escapes every value, so a title cannot open a tag', () => {
    const html = withPreview(SHELL, {
      ...preview,
      title: '"><script>alert(1)</script>',
      description: "l'<img src=x onerror=alert(1)>",
    });
    expect(html).not.toContain('<script>alert(1)');
    expect(html).not.toContain('<img');
    expect(html).toContain('<title>&#34;&#62;&#60;script&#62;alert(1)&#60;/script&#62;</title>');
  });

  it('marks a page to keep out of search results', () => {
    expect(withPreview(SHELL, { ...preview, noindex: true })).toContain(
      '<meta name="robots" content="noindex" />',
    );
  });

  it('leaves HTML without a head alone', () => {
    expect(withPreview('<title>x</title>', preview)).toBe('<title>x</title>');
  });
});

describe('wrapWords', () => {
  it('lays words on lines of the given width', () => {
    expect(wrapWords('Cyclone Slayer pour bien débuter', 16, 3)).toEqual([
      'Cyclone Slayer',
      'pour bien',
      'débuter',
    ]);
  });

  it('stops at the last line with an ellipsis, and cuts a word longer than a line', () => {
    expect(wrapWords('un deux trois quatre cinq six', 9, 2)).toEqual(['un deux', 'trois…']);
    expect(wrapWords('Anticonstitutionnellement', 10, 2)).toEqual(['Anticonst…']);
  });
});

// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { NO_INSERT_NAMES, type InsertNames } from './insertLabels';
import { insertNamesIn, readableHtml } from './readableHtml';

const FRENCH: InsertNames = {
  gem: new Map([['flame dash', 'Ruée enflammée']]),
  currency: new Map([['chaos orb', 'Orbe du chaos']]),
  unique: new Map([['goldrim', 'Bordoré']]),
};

const GEM =
  '<img class="gem-insert" src="/images/gems/Flame_Dash.png" alt="Flame Dash" width="50" height="50" ' +
  'data-name="Flame Dash" data-couleur="blue" data-tags="Spell" data-levelrequired="10">';
const CURRENCY =
  '<img class="currency-insert" src="/c.png" alt="Chaos Orb" data-name="Chaos Orb" data-type="Currency">';
const UNIQUE =
  '<img class="item-insert" src="/u.png" alt="Goldrim" data-name="Goldrim" data-base="Leather Cap" data-rarity="unique">';

/** The HTML as the reader shows it, parsed back to look at. */
function read(html: string, names = NO_INSERT_NAMES) {
  const box = document.createElement('div');
  box.innerHTML = readableHtml(html, names);
  return box;
}

const shownNames = (box: Element) =>
  Array.from(box.querySelectorAll('.insert-name'), (name) => name.textContent);

describe('readableHtml: inserts read without hovering', () => {
  it('puts the name beside the picture, coloured by the gem colour, the picture kept for the tooltip', () => {
    const box = read(`<p>Prenez ${GEM} tôt.</p>`);
    const chip = box.querySelector('.insert-chip');
    expect(chip?.classList.contains('insert-chip-gem')).toBe(true);
    const img = chip?.querySelector('img.gem-insert[data-name="Flame Dash"]');
    expect(img?.getAttribute('data-couleur')).toBe('blue');
    expect(img?.getAttribute('alt')).toBe('Flame Dash');
    const name = chip?.querySelector('.insert-name');
    expect(name?.textContent).toBe('Flame Dash');
    expect(name?.classList.contains('insert-name-gem-blue')).toBe(true);
    expect(name?.getAttribute('aria-hidden')).toBe('true');
    expect(box.textContent).toBe('Prenez Flame Dash tôt.');
  });

  it('names gems, currencies and uniques in French when the catalogue knows them', () => {
    const box = read(`<p>${GEM} ${CURRENCY} ${UNIQUE}</p>`, FRENCH);
    expect(shownNames(box)).toEqual(['Ruée enflammée', 'Orbe du chaos', 'Bordoré']);
    expect(box.querySelector('img.item-insert')?.getAttribute('alt')).toBe('Bordoré');
    expect(box.querySelector('.insert-name-rarity-unique')?.textContent).toBe('Bordoré');
  });

  it('falls back to data-name for an insert the catalogue does not know, and for a rare item', () => {
    const rare =
      '<img class="item-insert" data-name="Doom Visor" data-base="Leather Cap" data-rarity="rare">';
    const box = read(`<p>${rare}<img class="gem-insert" data-name="Homemade Gem"></p>`, {
      ...FRENCH,
      unique: new Map([['doom visor', 'Nope']]),
    });
    expect(shownNames(box)).toEqual(['Doom Visor', 'Homemade Gem']);
  });

  it('does not repeat a name the author wrote right after the insert', () => {
    const box = read(
      `<p>${GEM} Flame Dash, puis ${CURRENCY}<strong>Orbe du chaos</strong></p>`,
      FRENCH,
    );
    expect(shownNames(box)).toEqual([]);
    expect(box.querySelectorAll('.insert-chip')).toHaveLength(2);
    expect(box.textContent).toBe(' Flame Dash, puis Orbe du chaos');
  });

  it('leaves an older span insert that holds its name, and names an empty one', () => {
    const box = read(
      '<p><span class="gem-insert" data-name="Cyclone">Cyclone</span>' +
        '<span data-name="Chaos Orb" data-type="Currency"></span></p>',
    );
    expect(box.textContent).toBe('CycloneChaos Orb');
    expect(box.querySelectorAll('.insert-chip')).toHaveLength(0);
  });

  it('shows the same text again with other names, the first showing leaving no trace', () => {
    const html = `<p>${GEM} puis ${CURRENCY}</p>`;
    expect(insertNamesIn(html)).toEqual(['Chaos Orb', 'Flame Dash']);
    expect(shownNames(read(html, FRENCH))).toEqual(['Ruée enflammée', 'Orbe du chaos']);
    expect(shownNames(read(html))).toEqual(['Flame Dash', 'Chaos Orb']);
    expect(readableHtml(html)).toBe(readableHtml(html));
    expect(insertNamesIn(html)).toEqual(['Chaos Orb', 'Flame Dash']);
    // Many other texts shown in between: the first is sanitised again, the same.
    const first = readableHtml(html, FRENCH);
    for (let n = 0; n < 40; n++) readableHtml(`<p>Texte ${n} ${GEM}</p>`);
    expect(readableHtml(html, FRENCH)).toBe(first);
  });

  it('gives the same HTML when run again on its own output (no second name)', () => {
    const once = readableHtml(`<p>${GEM}</p>`, FRENCH);
    expect(readableHtml(once, FRENCH)).toBe(once);
  });

  it('prints a hostile name as text, never as HTML', () => {
    const hostile = '<img src=x onerror=alert(1)><script>alert(2)';
    const escaped = hostile.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
    const box = read(`<p><img class="gem-insert" data-name="${escaped}"></p>`, {
      ...NO_INSERT_NAMES,
      gem: new Map([[hostile.toLowerCase(), '<b onmouseover="x()">Piège</b>']]),
    });
    expect(box.querySelectorAll('script, b, [onerror], [onmouseover]')).toHaveLength(0);
    expect(shownNames(box)).toEqual(['<b onmouseover="x()">Piège</b>']);
  });

  it('leaves text with no inserts as DOMPurify gives it', () => {
    expect(readableHtml('<p>Bonjour <em>toi</em></p>')).toBe('<p>Bonjour <em>toi</em></p>');
  });
});

describe('insertNamesIn', () => {
  it('lists the inserts’ names once each, sorted', () => {
    expect(insertNamesIn(`<p>${UNIQUE}${GEM}${GEM}</p>`)).toEqual(['Flame Dash', 'Goldrim']);
    expect(insertNamesIn('<p>Rien</p>')).toEqual([]);
  });
});

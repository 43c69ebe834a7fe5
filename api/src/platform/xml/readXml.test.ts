import { describe, expect, it } from 'vitest';
import { readXml, XmlError } from './readXml.js';

const LIMITS = { maxBytes: 10_000, maxElements: 100, maxDepth: 8 };
const read = (xml: string) => readXml(xml, LIMITS);
const why = (xml: string) => {
  try {
    read(xml);
  } catch (err) {
    if (err instanceof XmlError) return err.why;
    throw err;
  }
  throw new Error('the document was accepted');
};

describe('readXml', () => {
  it('reads elements, attributes, text, entities, CDATA, comments and the prolog', () => {
    const root = read(
      '\ufeff<?xml version="1.0"?><!-- c --><A k="a &amp; b" j=\'&#233;\'><B>x &lt; y</B><C/><D><![CDATA[<raw>]]></D></A>',
    );
    expect(root.name).toBe('A');
    expect(root.attrs).toEqual({ k: 'a & b', j: 'é' });
    expect(root.children.map((c) => [c.name, c.text])).toEqual([
      ['B', 'x < y'],
      ['C', ''],
      ['D', '<raw>'],
    ]);
  });

  it('takes CDATA as it is: entities, markup and a DOCTYPE inside are only text', () => {
    const root = read('<a>x<![CDATA[&amp; <b>&lol9; <!DOCTYPE z>]]>y</a>');
    expect(root.text).toBe('x&amp; <b>&lol9; <!DOCTYPE z>y');
    expect(root.children).toEqual([]);
  });

  it('gives attributes no prototype, so Object method names are plain attributes', () => {
    const root = read('<a constructor="1" __proto__="2"/>');
    expect(Object.getPrototypeOf(root.attrs)).toBeNull();
    expect(root.attrs.constructor).toBe('1');
    expect(Object.keys(root.attrs)).toEqual(['constructor', '__proto__']);
  });

  it('refuses an entity bomb at its DOCTYPE, before any entity is expanded', () => {
    const lol = Array.from(
      { length: 9 },
      (_, i) => `<!ENTITY lol${i + 1} "${`&lol${i};`.repeat(10)}">`,
    ).join('');
    const bomb = `<?xml version="1.0"?><!DOCTYPE lolz [<!ENTITY lol0 "lol">${lol}]><lolz>&lol9;</lolz>`;
    expect(why(bomb)).toBe('DOCTYPE refusé');
    expect(why('<!DOCTYPE a SYSTEM "file:///etc/passwd"><a/>')).toBe('DOCTYPE refusé');
  });

  it('refuses entities other than the five predefined ones and numeric references', () => {
    expect(why('<a>&nbsp;</a>')).toBe('entité inconnue');
    expect(why('<a>&#x110000;</a>')).toBe('référence');
    expect(why('<a>&#0;</a>')).toBe('référence');
    expect(read('<a>&lt;&gt;&amp;&quot;&apos;&#65;&#x42;</a>').text).toBe('<>&"\'AB');
  });

  it('refuses documents nested deeper than the limit, at the first level too many', () => {
    expect(read(`${'<a>'.repeat(8)}${'</a>'.repeat(8)}`).name).toBe('a');
    expect(why(`${'<a>'.repeat(9)}${'</a>'.repeat(9)}`)).toBe('document trop grand');
    // Never closed: refused on the way down, not at the end of a huge input.
    expect(why('<a>'.repeat(100_000))).toBe('document trop grand');
  });

  it('refuses more elements or bytes than the limits', () => {
    expect(read(`<a>${'<b/>'.repeat(99)}</a>`).children).toHaveLength(99);
    expect(why(`<a>${'<b/>'.repeat(100)}</a>`)).toBe('document trop grand');
    expect(why(`<a>${'é'.repeat(5_000)}</a>`)).toBe('document trop grand');
  });

  it.each([
    ['mismatched tags', '<a><b></a></b>', 'balise fermante inattendue'],
    ['a closing tag after the root', '<a/></a>', 'balise fermante </a> inattendue'],
    ['an unclosed element', '<a><b>', 'balise <b> non fermée'],
    ['two roots', '<a/><b/>', 'plusieurs racines'],
    ['text outside the root', 'hello<a/>', 'texte hors de la racine'],
    ['an empty document', '   ', 'document vide'],
    ['a broken attribute', '<a x=1/>', 'ligne 1, colonne 6'],
  ])('refuses %s, saying why in French', (_name, xml, reason) => {
    expect(why(xml)).toBe(reason);
  });
});

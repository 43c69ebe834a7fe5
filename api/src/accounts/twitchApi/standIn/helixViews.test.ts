import { SaxesParser } from 'saxes';
import { describe, expect, it } from 'vitest';
import { avatarSvg, escapeXml } from './helixViews.js';
import type { Persona } from './personas.js';

const persona = (displayName: string): Persona => ({
  id: '42',
  login: 'test_persona_16',
  displayName,
  role: 'user',
  broadcasterType: '',
  description: '',
  subscribedTo: [],
});

interface Drawn {
  elements: string[];
  label: string | undefined;
  text: string;
}

/** Parses an SVG as a strict XML parser does (throwing on anything malformed). */
function parse(svg: string): Drawn {
  const parser = new SaxesParser({ xmlns: true });
  const drawn: Drawn = { elements: [], label: undefined, text: '' };
  parser.on('error', (error) => {
    throw error;
  });
  parser.on('opentag', (tag) => {
    drawn.elements.push(tag.local);
    if (tag.local === 'svg') drawn.label = tag.attributes['aria-label']?.value;
  });
  parser.on('text', (text) => {
    drawn.text += text.trim();
  });
  parser.write(svg).close();
  return drawn;
}

describe('the stand-in’s avatar', () => {
  it.each([
    ['markup and quotes', '<script>&"\'', '<'],
    ['a closing tag and an attribute', '"/><image href=x onerror="alert(1)"/>', '"'],
    ['an ampersand first', '&amp; Cie', '&'],
    ['an emoji first', '🦊 Renard', '🦊'],
  ])('draws a name with %s escaped, as well-formed XML', (_what, name, initial) => {
    const svg = avatarSvg(persona(name));
    expect(parse(svg)).toEqual({ elements: ['svg', 'circle', 'text'], label: name, text: initial });
    expect(svg).not.toContain('<script');
    expect(svg).not.toContain('<image');
  });

  it('leaves out what XML cannot hold at all, and draws a mark when nothing is left', () => {
    const svg = avatarSvg(persona('\u0001\uD800'));
    expect(parse(svg)).toEqual({ elements: ['svg', 'circle', 'text'], label: '', text: '?' });
  });

  it('escapes text and attributes alike', () => {
    expect(escapeXml('<b class="x">l\'été & co</b>')).toBe(
      '&lt;b class=&quot;x&quot;&gt;l&apos;été &amp; co&lt;/b&gt;',
    );
    expect(escapeXml('a\u0000b\tc')).toBe('ab\tc');
  });
});

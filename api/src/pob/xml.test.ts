import { describe, expect, it } from 'vitest';
import { PobError } from './decode.js';
import { parseXml } from './xml.js';

describe('parseXml', () => {
  it('reads elements, attributes, text, entities, CDATA, comments and the prolog', () => {
    const root = parseXml(
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

  it.each([
    ['a DOCTYPE with entities', '<!DOCTYPE a [<!ENTITY x "xx">]><a>&x;</a>'],
    ['an unknown entity', '<a>&nbsp;</a>'],
    ['mismatched tags', '<a><b></a></b>'],
    ['an unclosed element', '<a><b>'],
    ['two roots', '<a/><b/>'],
    ['text outside the root', 'hello<a/>'],
    ['an empty document', '   '],
    ['a lone ampersand reference out of range', '<a>&#x110000;</a>'],
  ])('refuses %s', (_name, xml) => {
    expect(() => parseXml(xml)).toThrow(PobError);
  });

  it('refuses documents nested deeper than 64 levels', () => {
    const deep = `${'<a>'.repeat(70)}${'</a>'.repeat(70)}`;
    expect(() => parseXml(deep)).toThrow(/trop grand/);
  });
});

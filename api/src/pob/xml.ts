import { PobError } from './decode.js';

/** One element of a parsed document: its attributes, child elements and own text. */
export interface XmlElement {
  name: string;
  attrs: Record<string, string>;
  children: XmlElement[];
  /** The text directly inside the element (CDATA included), entities decoded. */
  text: string;
}

const MAX_ELEMENTS = 200_000;
const MAX_DEPTH = 64;
const NAME = /[A-Za-z_][\w.:-]*/y;
const ATTRIBUTE = /\s+([A-Za-z_][\w.:-]*)\s*=\s*(?:"([^"<]*)"|'([^'<]*)')/y;
const TAG_END = /\s*(\/?)>/y;
const PREDEFINED: Record<string, string> = { lt: '<', gt: '>', amp: '&', quot: '"', apos: "'" };

const invalid = (why: string) =>
  new PobError('invalid', `Code Path of Building invalide : XML mal formé (${why}).`);

/** The five predefined entities and numeric references; anything else is refused. */
function decodeText(raw: string): string {
  return raw.replace(/&([^;&\s]{1,10});/g, (_all, ref: string) => {
    if (ref.startsWith('#')) {
      const code = ref[1] === 'x' ? parseInt(ref.slice(2), 16) : Number(ref.slice(1));
      if (!Number.isInteger(code) || code <= 0 || code > 0x10ffff) throw invalid('référence');
      return String.fromCodePoint(code);
    }
    if (!Object.hasOwn(PREDEFINED, ref)) throw invalid(`entité « ${ref} »`);
    return PREDEFINED[ref] as string;
  });
}

function readAt(pattern: RegExp, source: string, at: number): RegExpExecArray | null {
  pattern.lastIndex = at;
  return pattern.exec(source);
}

/**
 * A small strict XML reader for Path of Building exports: elements, attributes, text, CDATA,
 * comments and the prolog. A DOCTYPE (and so any entity definition) is refused outright, as
 * are unknown entities, mismatched tags, more than 200,000 elements or 64 levels: nothing in
 * the input can make it expand or recurse without bound.
 *
 * @example parseXml('<a x="1"><b>t&amp;u</b></a>').children[0]?.text // 't&u'
 */
export function parseXml(source: string): XmlElement {
  const root: XmlElement = { name: '#document', attrs: {}, children: [], text: '' };
  const stack: XmlElement[] = [root];
  let count = 0;
  let at = source.charCodeAt(0) === 0xfeff ? 1 : 0;
  while (at < source.length) {
    const lt = source.indexOf('<', at);
    const parent = stack[stack.length - 1] as XmlElement;
    const textEnd = lt < 0 ? source.length : lt;
    if (textEnd > at) {
      const text = source.slice(at, textEnd);
      if (stack.length === 1 && text.trim() !== '') throw invalid('texte hors de la racine');
      parent.text += decodeText(text);
    }
    if (lt < 0) break;
    if (source.startsWith('<!--', lt)) {
      const end = source.indexOf('-->', lt + 4);
      if (end < 0) throw invalid('commentaire non fermé');
      at = end + 3;
    } else if (source.startsWith('<![CDATA[', lt)) {
      const end = source.indexOf(']]>', lt + 9);
      if (end < 0) throw invalid('CDATA non fermé');
      parent.text += source.slice(lt + 9, end);
      at = end + 3;
    } else if (source.startsWith('<?', lt)) {
      const end = source.indexOf('?>', lt + 2);
      if (end < 0) throw invalid('instruction non fermée');
      at = end + 2;
    } else if (source.startsWith('<!', lt)) {
      throw invalid('DOCTYPE refusé');
    } else if (source.startsWith('</', lt)) {
      const name = readAt(NAME, source, lt + 2)?.[0];
      const close = name && readAt(/\s*>/y, source, lt + 2 + name.length);
      if (!name || !close || stack.length === 1 || parent.name !== name) {
        throw invalid(`balise fermante </${name ?? ''}> inattendue`);
      }
      stack.pop();
      at = lt + 2 + name.length + close[0].length;
    } else {
      const name = readAt(NAME, source, lt + 1)?.[0];
      if (!name) throw invalid('balise sans nom');
      if (stack.length === 1 && root.children.length > 0) throw invalid('plusieurs racines');
      if (++count > MAX_ELEMENTS || stack.length > MAX_DEPTH) throw invalid('document trop grand');
      // No prototype: an attribute named like an Object method is just an attribute.
      const attrs = Object.create(null) as Record<string, string>;
      const element: XmlElement = { name, attrs, children: [], text: '' };
      let cursor = lt + 1 + name.length;
      for (let attr = readAt(ATTRIBUTE, source, cursor); attr;) {
        const [whole, key = '', double, single] = attr;
        element.attrs[key] = decodeText(double ?? single ?? '');
        cursor += whole.length;
        attr = readAt(ATTRIBUTE, source, cursor);
      }
      const end = readAt(TAG_END, source, cursor);
      if (!end) throw invalid(`balise <${name}> mal fermée`);
      parent.children.push(element);
      if (end[1] !== '/') stack.push(element);
      at = cursor + end[0].length;
    }
  }
  if (stack.length > 1) throw invalid(`balise <${stack[stack.length - 1]?.name ?? ''}> non fermée`);
  const top = root.children[0];
  if (!top) throw invalid('document vide');
  return top;
}

/** The element's children with this name. */
export const childrenNamed = (element: XmlElement | undefined, name: string) =>
  element?.children.filter((child) => child.name === name) ?? [];

/** The element's first child with this name. */
export const childNamed = (element: XmlElement | undefined, name: string) =>
  element?.children.find((child) => child.name === name);

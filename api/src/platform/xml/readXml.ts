import { SaxesParser } from 'saxes';

/** One element of a parsed document: its attributes, child elements and own text. */
export interface XmlElement {
  name: string;
  attrs: Record<string, string>;
  children: XmlElement[];
  /** The text directly inside the element (CDATA included), entities decoded. */
  text: string;
}

/** What a document may cost before it is refused; every reader states its own. */
export interface XmlLimits {
  /** Size of the document in UTF-8 bytes. */
  maxBytes: number;
  /** Elements in the whole document. */
  maxElements: number;
  /** Levels of nesting, the root being level 1. */
  maxDepth: number;
}

/**
 * Why a document was refused, in French, as the end of a sentence ("XML mal formé (why)"):
 * each caller wraps it in its own error.
 */
export class XmlError extends Error {
  constructor(
    readonly why: string,
    /** Refused for its size (a limit), not for its syntax. */
    readonly tooLarge = false,
  ) {
    super(why);
    this.name = 'XmlError';
  }
}

// The parser's own English messages, for the few mistakes a person could fix by reading them.
const SAXES_REASONS: [RegExp, string][] = [
  [/undefined entity/, 'entité inconnue'],
  [/character entity|entity name/, 'référence'],
  [/text data outside of root/, 'texte hors de la racine'],
  [/only one root/, 'plusieurs racines'],
  [/must contain a root element/, 'document vide'],
  [/unclosed tag: (.*)/, 'balise <$1> non fermée'],
  [/unmatched closing tag: (.*)\./, 'balise fermante </$1> inattendue'],
  [/unexpected close tag/, 'balise fermante inattendue'],
];

function reason(message: string): string {
  // saxes prefixes "line:column: " to every message.
  const [, line, column, rest = message] = /^(\d+):(\d+): ([\s\S]*)$/.exec(message) ?? [];
  for (const [pattern, why] of SAXES_REASONS) {
    const match = pattern.exec(rest);
    if (match) return match[0].replace(pattern, why);
  }
  return line === undefined ? 'syntaxe' : `ligne ${line}, colonne ${column}`;
}

/**
 * A strict XML 1.0 reader over `saxes` (well-formedness as the standard has it) with our own
 * limits on top: more than `maxBytes`, `maxElements` or `maxDepth` levels is refused as soon as
 * it is seen, and so is a DOCTYPE (and with it any entity definition), so only the five
 * predefined entities and numeric references are ever decoded: nothing in the input can make it
 * expand or recurse without bound. Comments, processing instructions and the prolog are skipped.
 *
 * @example readXml('<a x="1"><b>t&amp;u</b></a>', limits).children[0]?.text // 't&u'
 */
export function readXml(source: string, limits: XmlLimits): XmlElement {
  if (source.length > limits.maxBytes || Buffer.byteLength(source) > limits.maxBytes) {
    throw new XmlError('document trop grand', true);
  }
  const parser = new SaxesParser();
  const document: XmlElement = { name: '#document', attrs: {}, children: [], text: '' };
  const stack: XmlElement[] = [document];
  let count = 0;
  const current = () => stack[stack.length - 1] as XmlElement;

  parser.on('doctype', () => {
    throw new XmlError('DOCTYPE refusé');
  });
  parser.on('opentag', (tag) => {
    if (++count > limits.maxElements || stack.length > limits.maxDepth) {
      throw new XmlError('document trop grand', true);
    }
    // No prototype: an attribute named like an Object method is just an attribute.
    const attrs = Object.assign(Object.create(null) as Record<string, string>, tag.attributes);
    const element: XmlElement = { name: tag.name, attrs, children: [], text: '' };
    current().children.push(element);
    stack.push(element);
  });
  parser.on('closetag', () => {
    stack.pop();
  });
  // Outside the root only blank text gets here: anything else is the parser's own error.
  parser.on('text', (text) => {
    if (stack.length > 1) current().text += text;
  });
  parser.on('cdata', (text) => {
    current().text += text;
  });
  try {
    parser.write(source).close();
  } catch (err) {
    if (err instanceof XmlError) throw err;
    throw new XmlError(reason(err instanceof Error ? err.message : String(err)));
  }
  const root = document.children[0];
  if (!root) throw new XmlError('document vide');
  return root;
}

/** The element's children with this name. */
export const childrenNamed = (element: XmlElement | undefined, name: string) =>
  element?.children.filter((child) => child.name === name) ?? [];

/** The element's first child with this name. */
export const childNamed = (element: XmlElement | undefined, name: string) =>
  element?.children.find((child) => child.name === name);

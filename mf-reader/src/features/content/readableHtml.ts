import DOMPurify from 'dompurify';
import { elementsNamed, labelInserts, NO_INSERT_NAMES, type InsertNames } from './insertLabels';
import { LAZY_SRC } from './lazyImages';

/** An image waits until it comes near the viewport: its `src` moves to `data-lazy-src`. */
function deferSource(node: Element) {
  const src = node.nodeName === 'IMG' ? node.getAttribute('src') : null;
  if (src === null) return;
  node.removeAttribute('src');
  node.setAttribute('loading', 'lazy');
  node.setAttribute(LAZY_SRC, src);
}

const CONFIG = { ALLOW_DATA_ATTR: true, FORBID_TAGS: ['style', 'form'] };

// By node type, not `instanceof`: on the server the node is jsdom's, not a global class's.
const isElement = (node: Node): node is Element => node.nodeType === 1;

/** The sanitised HTML as a DOM (its `<body>`), images deferred, for reading or reshaping. */
function sanitisedBody(html: string): Element {
  DOMPurify.addHook('afterSanitizeAttributes', deferSource);
  try {
    const body = DOMPurify.sanitize(html, { ...CONFIG, RETURN_DOM: true });
    if (!isElement(body)) throw new Error('DOMPurify returned no element');
    return body;
  } finally {
    DOMPurify.removeHook('afterSanitizeAttributes', deferSource);
  }
}

/** Texts kept sanitised at most: a page shows a few (a build's phases, a guide, comments). */
const KEPT_TEXTS = 32;
const sanitised = new Map<string, Element>();

/**
 * The sanitised body of a text, made once for the names it asks (insertNamesIn) and the HTML it
 * shows (readableHtml): DOMPurify making a document per call was most of a text's cost, on the
 * server's render threads and on a phone's main thread alike. Never changed once kept: whoever
 * reshapes it works on a copy.
 */
function keptBody(html: string): Element {
  let body = sanitised.get(html);
  if (body === undefined) {
    body = sanitisedBody(html);
    if (sanitised.size >= KEPT_TEXTS) {
      const oldest = sanitised.keys().next();
      if (!oldest.done) sanitised.delete(oldest.value);
    }
    sanitised.set(html, body);
  }
  return body;
}

/**
 * Rich text from the server, sanitised again (the server already did when it was written):
 * scripts, event handlers and dangerous URLs go, the inserts' data-* attributes stay, images
 * wait for useLazyImages (`loading="lazy"` stays as the browser's own fallback), and each insert
 * gets its name as text, in the reader's language when `names` knows it (labelInserts). One pass
 * of DOMPurify per text (keptBody), which the server's rendering of reading pages runs on its
 * own DOM: both sides build the same HTML from the same names, so taking the page over changes
 * nothing.
 *
 * @example readableHtml('<img src="/a.png" onerror="x()">') // '<img loading="lazy" data-lazy-src="/a.png">'
 */
export function readableHtml(html: string, names: InsertNames = NO_INSERT_NAMES): string {
  const body = keptBody(html).cloneNode(true);
  if (!isElement(body)) throw new Error('a copy of an element is an element');
  labelInserts(body, names);
  return body.innerHTML;
}

/**
 * The English names of the inserts in `html` (sorted, without repeats), to ask the catalogue
 * for their names in the reader's language.
 */
export function insertNamesIn(html: string): string[] {
  if (!html.includes('data-name')) return [];
  const names = new Set<string>();
  for (const element of elementsNamed(keptBody(html))) {
    const name = element.getAttribute('data-name')?.trim();
    if (name) names.add(name);
  }
  return [...names].sort();
}

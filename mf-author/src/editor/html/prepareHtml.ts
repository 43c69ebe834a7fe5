import { INSERT_CHARACTER, MAX_INDENT, parseBlockClasses } from '../model';
import { KEPT_SPACE } from './spaces';

const BLOCKS = 'p, div, h1, h2, h3, h4, h5, h6, li, blockquote, pre';

function textNodes(root: Element): Text[] {
  const walker = root.ownerDocument.createTreeWalker(root, 4 /* NodeFilter.SHOW_TEXT */);
  const nodes: Text[] = [];
  while (walker.nextNode()) nodes.push(walker.currentNode as Text);
  return nodes;
}

function unwrap(element: Element) {
  element.replaceWith(...Array.from(element.childNodes));
}

function ownIndent(item: Element): number {
  return parseBlockClasses(item.getAttribute('class') ?? '').indent;
}

function withIndent(item: Element, indent: number) {
  const others = (item.getAttribute('class') ?? '')
    .split(/\s+/)
    .filter((name) => name !== '' && !/^ql-indent-\d+$/.test(name));
  if (indent > 0) others.push(`ql-indent-${Math.min(indent, MAX_INDENT)}`);
  if (others.length > 0) item.setAttribute('class', others.join(' '));
  else item.removeAttribute('class');
}

/** Every item of a (possibly nested) list, in order, with its nesting depth added to its indent. */
function collectItems(list: Element, depth: number, items: { item: Element; tag: string }[]) {
  for (const child of Array.from(list.children)) {
    if (child.matches('ul, ol')) {
      collectItems(child, depth + 1, items);
      continue;
    }
    if (child.tagName !== 'LI') continue;
    const nested = Array.from(child.children).filter((element) => element.matches('ul, ol'));
    nested.forEach((element) => element.remove());
    withIndent(child, ownIndent(child) + depth);
    items.push({ item: child, tag: list.tagName.toLowerCase() });
    nested.forEach((element) => collectItems(element, depth + 1, items));
  }
}

/**
 * Nested lists as Quill writes them: flat items carrying `ql-indent-N`. draft-convert caps
 * nesting at 4 and mishandles items inside items; one flat form avoids both.
 */
function flattenLists(root: Element) {
  const outermost = Array.from(root.querySelectorAll('ul, ol')).filter(
    (list) => !list.parentElement?.closest('ul, ol'),
  );
  for (const list of outermost) {
    const items: { item: Element; tag: string }[] = [];
    collectItems(list, 0, items);
    const lists = items.map(({ item, tag }) => {
      const wrapper = root.ownerDocument.createElement(tag);
      wrapper.append(item);
      return wrapper;
    });
    list.replaceWith(...lists);
  }
}

/** Quill's empty line `<p><br></p>` is an empty block; a final `<br>` shows nothing either. */
function dropTrailingBreaks(root: Element) {
  for (const block of Array.from(root.querySelectorAll(BLOCKS))) {
    const last = block.lastChild;
    if (last?.nodeName === 'BR') last.remove();
  }
}

/**
 * The HTML draft-convert reads, made regular: inline code unwrapped (not an editor style),
 * nested lists flattened, closing line breaks dropped, no-break spaces kept from folding, and
 * each `<img>` given the one character its entity sits on.
 */
export function prepareHtml(html: string): HTMLElement {
  const body = new DOMParser().parseFromString(html, 'text/html').body;
  for (const node of textNodes(body)) {
    node.data = node.data.replaceAll(INSERT_CHARACTER, '').replaceAll('\u00a0', KEPT_SPACE);
  }
  body.querySelectorAll('code').forEach(unwrap);
  flattenLists(body);
  dropTrailingBreaks(body);
  for (const image of Array.from(body.querySelectorAll('img'))) {
    image.append(body.ownerDocument.createTextNode(INSERT_CHARACTER));
  }
  return body;
}

import DOMPurify from 'dompurify';
import { LAZY_SRC } from './lazyImages';

/** An image waits until it comes near the viewport: its `src` moves to `data-lazy-src`. */
function deferSource(node: Element) {
  const src = node.nodeName === 'IMG' ? node.getAttribute('src') : null;
  if (src === null) return;
  node.removeAttribute('src');
  node.setAttribute('loading', 'lazy');
  node.setAttribute(LAZY_SRC, src);
}

/**
 * Rich text from the server, sanitised again (the server already did when it was written):
 * scripts, event handlers and dangerous URLs go, the inserts' data-* attributes stay, and images
 * wait for useLazyImages (`loading="lazy"` stays as the browser's own fallback). One pass of
 * DOMPurify, which the server's rendering of reading pages runs on its own DOM.
 *
 * @example readableHtml('<img src="/a.png" onerror="x()">') // '<img loading="lazy" data-lazy-src="/a.png">'
 */
export function readableHtml(html: string): string {
  DOMPurify.addHook('afterSanitizeAttributes', deferSource);
  try {
    return DOMPurify.sanitize(html, { ALLOW_DATA_ATTR: true, FORBID_TAGS: ['style', 'form'] });
  } finally {
    DOMPurify.removeHook('afterSanitizeAttributes', deferSource);
  }
}

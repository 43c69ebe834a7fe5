import { fullTitle } from 'shared-ui';

/** The element that carries the answers a server-rendered page was rendered from. */
export const SERVER_STATE_ID = 'etat-serveur';

/**
 * JSON that is safe inside a `<script type="application/json">`: no `<` can close the element or
 * open a comment, since every one is written as its escape.
 *
 * @example scriptSafeJson({ a: '</script>' }) // '{"a":"\\u003c/script>"}'
 */
export function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}

/**
 * The store's API state without the queries still running when the page was finished: those
 * were cancelled, and a query sent as pending would read as under way in the browser, which
 * would then wait for it forever instead of asking again.
 */
export function settledAnswers<
  T extends { queries: Record<string, { status: string } | undefined> },
>(api: T): T {
  const queries = Object.fromEntries(
    Object.entries(api.queries).filter(([, query]) => query?.status !== 'pending'),
  );
  return { ...api, queries };
}

export interface RenderedPage {
  /** The page's markup, for the inside of `#root`. */
  html: string;
  /** The `<style>` elements of the styles that markup uses. */
  styles: string;
  /** The store's API answers, as script-safe JSON. */
  state: string;
  /** The language it was rendered in: the document's `lang`. */
  lang: 'fr' | 'en';
  /** The page's own title, in that language; the shell's title stays when unsaid. */
  title?: string;
  /** 404 for a page that is not there. */
  status: number;
  /** False when an answer had not arrived by the deadline: that part shows its loading state. */
  complete: boolean;
}

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * The shell's `index.html` with a rendered page in it: the document's language, the page's own
 * title (and `noindex` for a missing page), styles at the end of the head, the markup inside
 * `#root`, the answers just after it (read by main.tsx before React takes over).
 */
export function fillShell(index: string, page: RenderedPage): string | null {
  const root = '<div id="root"></div>';
  if (!index.includes(root) || !/<\/head>/i.test(index)) return null;
  // Complete: every answer is in. Only then may parts wait to be taken over (main.tsx): with an
  // answer missing, the browser's may arrive first and differ from what the server showed.
  const complete = page.complete ? ' data-complet' : '';
  const state = `<script type="application/json" id="${SERVER_STATE_ID}"${complete}>${page.state}</script>`;
  const robots =
    page.status === 404 && !/<meta name="robots"/i.test(index)
      ? '<meta name="robots" content="noindex" />\n  '
      : '';
  let html = index.replace(/<html\b[^>]*>/i, (tag) =>
    /\slang="[^"]*"/i.test(tag)
      ? tag.replace(/\slang="[^"]*"/i, ` lang="${page.lang}"`)
      : tag.replace(/>$/, ` lang="${page.lang}">`),
  );
  if (page.title !== undefined) {
    html = html.replace(
      /<title>[^<]*<\/title>/i,
      () => `<title>${escapeHtml(fullTitle(page.title))}</title>`,
    );
  }
  return html
    .replace(/<\/head>/i, () => `${robots}${page.styles}\n  </head>`)
    .replace(root, () => `<div id="root">${page.html}</div>\n    ${state}`);
}

import sanitize from 'sanitize-html';

/** The data attributes the editor's gem, currency and unique-item inserts carry. */
export const INSERT_ATTRIBUTES = [
  'data-name',
  'data-icon',
  'data-couleur',
  'data-tags',
  'data-description',
  'data-levelrequired',
  'data-type',
  'data-base',
  'data-image',
  'data-itemclass',
  'data-rarity',
  'data-text',
];

const LENGTH = /^\d+(\.\d+)?(px|%|em|rem)?$|^auto$/;
const COLOUR = /^#[0-9a-f]{3,8}$|^rgba?\(\s*[\d.%\s,]+\)$/i;

const options: sanitize.IOptions = {
  allowedTags: [
    ...['p', 'br', 'hr', 'div', 'span', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'blockquote'],
    ...['pre', 'code'],
    ...['strong', 'b', 'em', 'i', 'u', 's', 'strike', 'del', 'sub', 'sup', 'mark', 'small'],
    ...['ul', 'ol', 'li', 'a', 'img', 'figure', 'figcaption'],
    ...['table', 'thead', 'tbody', 'tr', 'th', 'td', 'caption'],
  ],
  allowedAttributes: {
    a: ['href', 'title', 'target', 'rel'],
    img: ['src', 'alt', 'title', 'width', 'height', 'loading', ...INSERT_ATTRIBUTES],
    span: INSERT_ATTRIBUTES,
    // Quill 2 wrote every list as <ol> and told bullets by this marker; the editor reads it.
    li: [{ name: 'data-list', multiple: false, values: ['bullet', 'ordered'] }],
    td: ['colspan', 'rowspan'],
    th: ['colspan', 'rowspan'],
    '*': ['class', 'style'],
  },
  // The editor's own classes (alignment, indent, size) and the inserts' markers only.
  allowedClasses: { '*': ['ql-*', '*-insert', 'insert-*'] },
  allowedStyles: {
    '*': {
      'text-align': [/^(left|right|center|justify)$/],
      color: [COLOUR],
      'background-color': [COLOUR],
      width: [LENGTH],
      height: [LENGTH],
    },
  },
  allowedSchemes: ['http', 'https'],
  // No `data:` anywhere: pictures are uploaded (`/uploads/...`) and referenced, never inlined
  // as base64, which would bloat every list and page that carries the HTML.
  allowedSchemesByTag: { a: ['http', 'https', 'mailto', 'tel'] },
  allowedSchemesAppliedToAttributes: ['href', 'src', 'cite', 'data-icon', 'data-image'],
  allowProtocolRelative: false,
  transformTags: {
    // A link opening a new tab must not hand the opener to the target page.
    a: (tagName, attribs) => ({
      tagName,
      attribs: attribs.target
        ? { ...attribs, target: '_blank', rel: 'noopener noreferrer nofollow' }
        : attribs,
    }),
  },
};

/**
 * Rich HTML (guide content, build phase texts) as it may be stored: an allowlist of tags and
 * attributes that keeps the inserts' data-* attributes, http(s) and relative URLs (`/uploads/...`,
 * `/images/...`), and drops scripts, event handlers, style sheets, `javascript:` and `data:` URLs.
 * @example sanitizeHtml('<p onclick="x()">Salut<script>x()</script></p>') // '<p>Salut</p>'
 */
export function sanitizeHtml(html: string): string {
  return sanitize(html, options);
}

/**
 * Stored-XSS attack strings, written for this site after the public cheat sheets: OWASP's « XSS
 * Filter Evasion Cheat Sheet » and PortSwigger's « Cross-site scripting cheat sheet » (event
 * handlers, URL schemes, encodings, parser confusion, mutation XSS). Each one, if it ever runs,
 * calls `window.__xss(id)` (or `alert(id)`), so that a browser test sees it run.
 */
export interface XssPayload {
  id: number;
  /** Where the idea comes from, to find it again in the sheets. */
  family: string;
  html: string;
}

/** `call(7)` is the JavaScript every payload runs: `__xss(7)`. */
type Template = (call: string, id: number) => string;

const TEMPLATES: [family: string, template: Template][] = [
  // Script elements
  ['script tag', (c) => `<script>${c}</script>`],
  ['script with src data:', (c) => `<script src="data:text/javascript,${c}"></script>`],
  ['script split by a broken tag', (c) => `<scr<script>ipt>${c}</scr</script>ipt>`],
  ['script in upper case', (c) => `<SCRIPT>${c}</SCRIPT>`],
  ['script with odd attribute', (c) => `<script/xss src="data:,${c}"></script>`],
  ['unclosed script', (c) => `<script>${c}//`],
  // Event handlers
  ['img onerror', (c) => `<img src=x onerror=${c}>`],
  ['img onerror quoted', (c) => `<img src="x" onerror="${c}">`],
  ['img onerror with slash separator', (c) => `<img/src="x"/onerror=${c}>`],
  ['img onerror with newline', (c) => `<img src=x\nonerror=\n${c}>`],
  ['img mixed case handler', (c) => `<IMG SRC=x OnErRoR=${c}>`],
  ['svg onload', (c) => `<svg onload=${c}>`],
  ['svg/onload', (c) => `<svg/onload=${c}>`],
  ['body onload', (c) => `<body onload=${c}>`],
  ['details ontoggle', (c) => `<details open ontoggle=${c}>`],
  ['input autofocus onfocus', (c) => `<input autofocus onfocus=${c}>`],
  ['video source onerror', (c) => `<video><source onerror="${c}"></video>`],
  ['audio onerror', (c) => `<audio src=x onerror=${c}>`],
  ['marquee onstart', (c) => `<marquee onstart=${c}>x</marquee>`],
  [
    'div onpointerover',
    (c) => `<div onpointerover="${c}" style="width:100%;height:60px">survol</div>`,
  ],
  ['p onmouseover in a kept tag', (c) => `<p onmouseover="${c}">survol</p>`],
  ['span with insert class and handler', (c) => `<span class="gem-insert" onclick="${c}">x</span>`],
  // URL schemes
  ['a href javascript:', (c) => `<a href="javascript:${c}">lien</a>`],
  ['a href JaVaScRiPt: with tab', (c) => `<a href="jav\tascript:${c}">lien</a>`],
  [
    'a href entity-encoded javascript:',
    (c) => `<a href="&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;${c}">lien</a>`,
  ],
  [
    'a href hex entities without semicolons',
    (c) => `<a href="&#x6A&#x61&#x76&#x61&#x73&#x63&#x72&#x69&#x70&#x74&#x3A${c}">lien</a>`,
  ],
  ['a href with leading spaces and control', (c) => `<a href=" &#14;  javascript:${c}">lien</a>`],
  ['a href data:text/html', (c) => `<a href="data:text/html,<script>${c}</script>">lien</a>`],
  [
    'a href data: base64',
    (c) =>
      `<a href="data:text/html;base64,${Buffer.from(`<script>${c}</script>`).toString('base64')}">lien</a>`,
  ],
  ['img src javascript:', (c) => `<img src="javascript:${c}">`],
  ['img src data:svg', (c) => `<img src="data:image/svg+xml,<svg onload='${c}'/>">`],
  [
    'svg a xlink:href',
    (c) => `<svg><a xlink:href="javascript:${c}"><text x="20" y="20">lien</text></a></svg>`,
  ],
  [
    'form action javascript:',
    (c) => `<form action="javascript:${c}"><button>envoyer</button></form>`,
  ],
  ['button formaction', (c) => `<button formaction="javascript:${c}">envoyer</button>`],
  ['math href', (c) => `<math href="javascript:${c}">lien</math>`],
  // Frames and plugins
  ['iframe src javascript:', (c) => `<iframe src="javascript:parent.${c}"></iframe>`],
  ['iframe srcdoc', (c) => `<iframe srcdoc="<script>parent.${c}</script>"></iframe>`],
  ['iframe from elsewhere', () => `<iframe src="https://evil.example/"></iframe>`],
  ['object data', (c) => `<object data="data:text/html,<script>parent.${c}</script>"></object>`],
  ['embed src', (c) => `<embed src="data:text/html,<script>parent.${c}</script>">`],
  ['base href hijack', () => `<base href="https://evil.example/">`],
  ['meta refresh', (c) => `<meta http-equiv="refresh" content="0;url=javascript:${c}">`],
  // Styles
  ['style tag with expression', (c) => `<style>body{background:url("javascript:${c}")}</style>`],
  ['style attribute expression', (c) => `<div style="width: expression(${c});">x</div>`],
  [
    'style attribute javascript: url',
    (c) => `<div style="background-image: url(javascript:${c})">x</div>`,
  ],
  ['link stylesheet', (c) => `<link rel="stylesheet" href="javascript:${c}">`],
  // Parser confusion and mutation XSS
  ['noscript title mXSS', (c) => `<noscript><p title="</noscript><img src=x onerror=${c}>">`],
  ['svg style mXSS', (c) => `<svg><style><img src=x onerror=${c}></style></svg>`],
  [
    'math mglyph mXSS',
    (c) =>
      `<math><mtext><table><mglyph><style><!--</style><img title="--&gt;&lt;/mglyph&gt;&lt;img&Tab;src=1&Tab;onerror=${c}&gt;">`,
  ],
  ['textarea breakout', (c) => `</textarea><img src=x onerror=${c}>`],
  ['title breakout', (c) => `</title><svg onload=${c}>`],
  ['comment breakout', (c) => `<!--<img src="--><img src=x onerror=${c}//">`],
  ['attribute breakout', (c) => `"><img src=x onerror=${c}>`],
  ['single-quote attribute breakout', (c) => `'><svg onload=${c}>`],
  ['template tag', (c) => `<template><img src=x onerror=${c}></template>`],
  ['xmp breakout', (c) => `<xmp></xmp><img src=x onerror=${c}></xmp>`],
  ['cdata in svg', (c) => `<svg><![CDATA[><img src=x onerror=${c}>]]></svg>`],
  // Encoded forms that must stay text
  ['html entities', (c) => `&lt;img src=x onerror=${c}&gt;`],
  ['url-encoded', (c) => `%3Cimg%20src%3Dx%20onerror%3D${c}%3E`],
  ['unicode escapes', (c) => `\\u003cimg src=x onerror=${c}\\u003e`],
  // Template injection
  ['Angular-like template', (c) => `{{constructor.constructor('${c}')()}}`],
  ['template literal', (c) => `\${${c}}`],
  ['Vue-like directive', (c) => `<div v-html="'<img src=x onerror=${c}>'">x</div>`],
  // Inserts of the editor carrying attacks in their data-* attributes (their tooltips read them)
  [
    'gem insert with hostile data',
    (c) =>
      `<img class="gem-insert" data-name="<img src=x onerror=${c}>" data-couleur="red" data-description="<svg onload=${c}>" data-icon="javascript:${c}" src="javascript:${c}">`,
  ],
  [
    'currency insert with hostile data',
    (c) =>
      `<img class="currency-insert" data-name="Orb<script>${c}</script>" data-type="<img src=x onerror=${c}>" data-icon="javascript:${c}">`,
  ],
  [
    'item insert with hostile data',
    (c) =>
      `<span class="item-insert" data-name="<img src=x onerror=${c}>" data-base="<svg onload=${c}>" data-rarity="unique" data-image="javascript:${c}" data-text="<img src=x onerror=${c}>">objet</span>`,
  ],
];

export const XSS_PAYLOADS: XssPayload[] = TEMPLATES.map(([family, template], index) => {
  const id = index + 1;
  return { id, family, html: template(`__xss(${id})`, id) };
});

/** Every payload one after the other, each in its own paragraph, to fill a rich-text field. */
export function allPayloadsHtml(marker: string): string {
  return [
    `<p>${marker}</p>`,
    ...XSS_PAYLOADS.map((payload) => `<p>${payload.id}:</p>${payload.html}`),
  ].join('\n');
}

/** The payloads as plain text in pieces of at most `max` characters (comments, names...). */
export function payloadChunks(max: number, prefix = ''): string[] {
  const chunks: string[] = [];
  let current = prefix;
  for (const { html } of XSS_PAYLOADS) {
    const piece = `${html} `;
    if (piece.length + prefix.length > max) continue;
    if (current.length + piece.length > max) {
      chunks.push(current.trimEnd());
      current = prefix;
    }
    current += piece;
  }
  if (current.trim() !== prefix.trim()) chunks.push(current.trimEnd());
  return chunks;
}

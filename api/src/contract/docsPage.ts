const METHODS = ['get', 'put', 'post', 'delete', 'patch', 'head', 'options'] as const;

/** What the page reads of an OpenAPI document. */
export interface DocumentForPage {
  openapi?: string;
  info: { title: string; version: string; description?: string };
  paths?: unknown;
}

interface MediaObject {
  schema?: unknown;
}
interface ResponseObject {
  description?: string;
  content?: Record<string, MediaObject>;
}
interface ParameterObject {
  name: string;
  in: string;
  required?: boolean;
  description?: string;
  schema?: unknown;
}
interface OperationObject {
  summary?: string;
  description?: string;
  parameters?: ParameterObject[];
  requestBody?: { content?: Record<string, MediaObject> };
  responses?: Record<string, ResponseObject>;
}

/** Text made safe for HTML content and attribute values. */
export function escapeHtml(text: string): string {
  return text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );
}

const json = (value: unknown) => `<pre>${escapeHtml(JSON.stringify(value, null, 2))}</pre>`;

/** `/api/builds/{id}` as a fragment id: `get-api-builds-id`. */
const anchor = (method: string, path: string) =>
  `${method}${path}`.replace(/[^a-zA-Z0-9]+/g, '-').replace(/-$/, '');

function media(content: Record<string, MediaObject> | undefined): string {
  if (content === undefined) return '<p>Pas de corps.</p>';
  return Object.entries(content)
    .map(([type, { schema }]) => `<p><code>${escapeHtml(type)}</code></p>${json(schema)}`)
    .join('');
}

function parameters(list: ParameterObject[] | undefined): string {
  if (list === undefined || list.length === 0) return '';
  const rows = list
    .map(
      (p) =>
        `<tr><td><code>${escapeHtml(p.name)}</code></td><td>${escapeHtml(p.in)}</td>` +
        `<td>${p.required === true ? 'oui' : 'non'}</td>` +
        `<td><code>${escapeHtml(JSON.stringify(p.schema ?? {}))}</code></td></tr>`,
    )
    .join('');
  return (
    '<h4>Paramètres</h4><table><thead><tr><th>Nom</th><th>Où</th><th>Requis</th><th>Schéma</th>' +
    `</tr></thead><tbody>${rows}</tbody></table>`
  );
}

function operation(method: string, path: string, op: OperationObject): string {
  const responses = Object.entries(op.responses ?? {})
    .map(
      ([status, response]) =>
        `<details><summary><strong>${escapeHtml(status)}</strong> ` +
        `${escapeHtml(response.description ?? '')}</summary>${media(response.content)}</details>`,
    )
    .join('');
  const body = op.requestBody === undefined ? '' : `<h4>Corps</h4>${media(op.requestBody.content)}`;
  return (
    `<section id="${anchor(method, path)}"><h3><span class="method">${method.toUpperCase()}</span> ` +
    `<code>${escapeHtml(path)}</code></h3>` +
    (op.summary === undefined ? '' : `<p>${escapeHtml(op.summary)}</p>`) +
    (op.description === undefined ? '' : `<p>${escapeHtml(op.description)}</p>`) +
    `${parameters(op.parameters)}${body}<h4>Réponses</h4>${responses}</section>`
  );
}

/**
 * The developer reference page of the API, rendered on the server from its OpenAPI document:
 * plain HTML and one style sheet in the page, no script at all (the site's CSP forbids inline
 * scripts, and no reader's bundle carries any of it).
 */
export function docsPage(document: DocumentForPage): string {
  const paths = (document.paths ?? {}) as Record<string, Record<string, OperationObject>>;
  const operations = Object.entries(paths)
    .sort(([a], [b]) => a.localeCompare(b))
    .flatMap(([path, item]) =>
      METHODS.filter((m) => item[m] !== undefined).map((m) => ({
        method: m,
        path,
        op: item[m] as OperationObject,
      })),
    );
  const index = operations
    .map(
      ({ method, path }) =>
        `<li><a href="#${anchor(method, path)}"><span class="method">${method.toUpperCase()}</span> ` +
        `${escapeHtml(path)}</a></li>`,
    )
    .join('');
  const { title, version, description } = document.info;
  return `<!doctype html>
<html lang="fr">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)} : référence</title>
<style>
body { font: 15px/1.5 system-ui, sans-serif; margin: 0 auto; max-width: 72rem; padding: 1rem 2rem; color: #1d1d1d; }
pre { background: #f4f4f4; padding: .75rem; overflow-x: auto; font-size: 13px; }
table { border-collapse: collapse; } td, th { border: 1px solid #ccc; padding: .25rem .5rem; text-align: left; }
section { border-top: 1px solid #ddd; padding-top: .5rem; margin-top: 1.5rem; }
.method { display: inline-block; min-width: 4.5rem; font-weight: bold; }
ul { columns: 2; list-style: none; padding: 0; }
</style>
</head>
<body>
<h1>${escapeHtml(title)} <small>v${escapeHtml(version)}</small></h1>
${description === undefined ? '' : `<p>${escapeHtml(description)}</p>`}
<p>Le document lui-même : <a href="/api/openapi.json"><code>/api/openapi.json</code></a> (OpenAPI ${escapeHtml(document.openapi ?? '')}).</p>
<h2>Routes</h2>
<ul>${index}</ul>
${operations.map(({ method, path, op }) => operation(method, path, op)).join('\n')}
</body>
</html>
`;
}

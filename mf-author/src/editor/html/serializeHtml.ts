const VOID_ELEMENTS = new Set(['br', 'img', 'hr']);

function escapeText(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

function escapeAttribute(value: string): string {
  return escapeText(value).replace(/"/g, '&quot;');
}

function serializeAttribute(name: string, value: string): string {
  if (value !== '') return ` ${name}="${escapeAttribute(value)}"`;
  return name === 'alt' ? ' alt=""' : ` ${name}`;
}

function serializeNode(node: Node): string {
  if (node.nodeType === 3) return escapeText(node.textContent ?? '');
  if (node.nodeType !== 1) return '';
  const element = node as Element;
  const tag = element.tagName.toLowerCase();
  const attributes = Array.from(element.attributes)
    .map((attribute) => serializeAttribute(attribute.name, attribute.value))
    .join('');
  if (VOID_ELEMENTS.has(tag)) return `<${tag}${attributes} />`;
  // The HTML parser drops a newline right after <pre>: a leading one is written twice.
  const children = serializeChildren(element);
  const lead = tag === 'pre' && children.startsWith('\n') ? '\n' : '';
  return `<${tag}${attributes}>${lead}${children}</${tag}>`;
}

/**
 * The HTML of a node's children written the way the server's sanitizer writes it (text escapes
 * `& < >`, attributes also `"`, void elements end in ` />`, an empty attribute is bare except
 * `alt=""`), so what the editor saves comes back from the server byte for byte.
 * @example serializeChildren(parse('<p>a<br>"b"</p>')) // '<p>a<br />"b"</p>'
 */
export function serializeChildren(parent: Node): string {
  return Array.from(parent.childNodes).map(serializeNode).join('');
}

/** An element to write: attributes in the order given, then either children or text. */
export interface XmlNode {
  name: string;
  attrs?: Record<string, string | number | boolean>;
  children?: XmlNode[];
  text?: string;
}

// Characters XML 1.0 cannot hold at all (most C0 controls, lone surrogates, U+FFFE/FFFF):
// matching them is the point, so the control-character rule does not apply here.
// eslint-disable-next-line no-control-regex
const FORBIDDEN = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uD800-\uDFFF\uFFFE\uFFFF]/g;

/**
 * Text content with the three characters that could end or open markup escaped.
 * @example escapeText('a < b & c') // 'a &lt; b &amp; c'
 */
export function escapeText(value: string): string {
  return value
    .replace(FORBIDDEN, '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;');
}

/**
 * An attribute value between double quotes. Line breaks become spaces rather than numeric
 * references: Path of Building's XML reader is small, and every value here is one line.
 * @example escapeAttribute('Tom "Rage" & <co>') // 'Tom &quot;Rage&quot; &amp; &lt;co&gt;'
 */
export function escapeAttribute(value: string): string {
  return escapeText(value.replace(/[\r\n\t]+/g, ' '))
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}

/** The node and its children, one element per line, indented with tabs as PoB writes them. */
export function writeXml(node: XmlNode, depth = 0): string {
  const indent = '\t'.repeat(depth);
  const attrs = Object.entries(node.attrs ?? {})
    .map(([key, value]) => ` ${key}="${escapeAttribute(String(value))}"`)
    .join('');
  const open = `${indent}<${node.name}${attrs}`;
  if (node.text !== undefined) {
    return `${open}>\n${escapeText(node.text)}\n${indent}</${node.name}>`;
  }
  const children = node.children ?? [];
  if (children.length === 0) return `${open}/>`;
  const inner = children.map((child) => writeXml(child, depth + 1)).join('\n');
  return `${open}>\n${inner}\n${indent}</${node.name}>`;
}

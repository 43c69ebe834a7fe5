const EMPTY_BLOCK = String.raw`<(?:p|h[1-4])(?: class="[^"]*")?>\s*<br\s*/?>\s*</(?:p|h[1-4])>`;
const LIST_OPEN = String.raw`<(?:ul|ol)[\s>]`;
const LIST_CLOSE = String.raw`</(?:ul|ol)>`;
const BREAK = String.raw`<br\s*/?>`;

const rules: [RegExp, string][] = [
  // Empty lines right before a list.
  [new RegExp(String.raw`(?:${EMPTY_BLOCK}\s*)+(?=${LIST_OPEN})`, 'g'), ''],
  // Empty lines right after a list.
  [new RegExp(String.raw`(${LIST_CLOSE})(?:\s*${EMPTY_BLOCK})+`, 'g'), '$1'],
  // Empty list items (nothing but a line break).
  [new RegExp(String.raw`<li(?: class="[^"]*")?>\s*(?:${BREAK}\s*)?</li>`, 'g'), ''],
  // Line breaks between list items, or at the very start or end of an item.
  [new RegExp(String.raw`(</li>)\s*(?:${BREAK}\s*)+(?=<li[\s>])`, 'g'), '$1'],
  [new RegExp(String.raw`(<li(?: class="[^"]*")?>)(?:\s*${BREAK})+`, 'g'), '$1'],
  [new RegExp(String.raw`(?:${BREAK}\s*)+(?=</li>|<(?:ul|ol)[\s>])`, 'g'), ''],
  // A list left with no item at all.
  [/<(ul|ol)>\s*<\/\1>/g, ''],
];

/**
 * Removes the stray line breaks around lists: empty lines just before or after a list, empty
 * items, and breaks between items or at an item's edges. Other empty lines are the author's.
 * @example cleanListBreaks('<p><br /></p><ul><li>a<br /></li></ul>') // '<ul><li>a</li></ul>'
 */
export function cleanListBreaks(html: string): string {
  let result = html;
  let previous: string;
  do {
    previous = result;
    for (const [pattern, replacement] of rules) result = result.replace(pattern, replacement);
  } while (result !== previous);
  return result;
}

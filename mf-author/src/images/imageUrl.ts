/**
 * Whether a typed address may be inserted as it is: http or https only (no `data:`, no
 * `javascript:`, no relative path the reader could not resolve).
 * @example isHttpUrl('https://i.imgur.com/a.png') // true
 */
export function isHttpUrl(text: string): boolean {
  const trimmed = text.trim();
  if (!URL.canParse(trimmed)) return false;
  const { protocol, hostname } = new URL(trimmed);
  return (protocol === 'http:' || protocol === 'https:') && hostname !== '';
}

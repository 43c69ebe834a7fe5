/** Schemes a link in a guide may point to (the spec's list). */
export const LINK_SCHEMES = ['http', 'https', 'mailto', 'tel'] as const;

const SCHEME = /^([a-z][a-z0-9+.-]*):/i;

/**
 * The destination a link keeps: the trimmed address when its scheme is http, https, mailto or
 * tel, otherwise '' (a link without a destination). Control characters and spaces inside the
 * scheme, which browsers ignore, cannot smuggle another scheme through.
 * @example safeLinkUrl(' https://poe.ninja ') // 'https://poe.ninja'
 * @example safeLinkUrl('javascript:alert(1)') // ''
 */
export function safeLinkUrl(input: string): string {
  const url = input.trim();
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is refused
  if (/[\u0000-\u001f\u007f]/.test(url)) return '';
  const scheme = SCHEME.exec(url);
  if (!scheme) return '';
  const name = (scheme[1] ?? '').toLowerCase();
  if (!(LINK_SCHEMES as readonly string[]).includes(name)) return '';
  if ((name === 'http' || name === 'https') && !/^https?:\/\/[^/\s]/i.test(url)) return '';
  return url;
}

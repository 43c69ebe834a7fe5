/** The one character PostgreSQL text and jsonb cannot hold. */
const NUL = '\u0000';

/**
 * A request body with every NUL character removed from its strings, at any depth: PostgreSQL
 * refuses them, and a 500 is no answer to a stray byte.
 */
export function withoutNul<T>(value: T): T {
  if (typeof value === 'string') return value.replaceAll(NUL, '') as T;
  if (Array.isArray(value)) return value.map(withoutNul) as T;
  if (typeof value === 'object' && value !== null) {
    return Object.fromEntries(
      Object.entries(value).map(([key, inner]) => [key, withoutNul(inner)]),
    ) as T;
  }
  return value;
}

/** '' or an absolute http(s) address: the only links a build shows. */
export const isLink = (value: string) =>
  value === '' || (URL.canParse(value) && /^https?:$/.test(new URL(value).protocol));

/** Timestamps leave as ISO 8601 text, whichever driver read them. */
export const isoDate = (value: Date | string) => new Date(value).toISOString();

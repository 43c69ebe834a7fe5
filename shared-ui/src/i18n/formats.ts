// Intl formatters are costly to make and cheap to use: one per language and options, kept for
// the page's life (a build page formats hundreds of prices and dates, and the server renders many).
const numbers = new Map<string, Intl.NumberFormat>();
const dates = new Map<string, Intl.DateTimeFormat>();

function kept<T>(cache: Map<string, T>, locale: string, options: object, make: () => T): T {
  const key = `${locale}\u0000${JSON.stringify(options)}`;
  let format = cache.get(key);
  if (!format) {
    format = make();
    cache.set(key, format);
  }
  return format;
}

/** @example numberFormat('fr', { maximumFractionDigits: 1 }).format(4.25) // '4,3' */
export const numberFormat = (locale: string, options: Intl.NumberFormatOptions = {}) =>
  kept(numbers, locale, options, () => new Intl.NumberFormat(locale, options));

/** @example dateFormat('fr-FR', { dateStyle: 'short' }).format(new Date('2026-11-22')) // '22/11/2026' */
export const dateFormat = (locale: string, options: Intl.DateTimeFormatOptions = {}) =>
  kept(dates, locale, options, () => new Intl.DateTimeFormat(locale, options));

/** Lower-case without accents, so 'eclair' finds 'Éclair'. */
export const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();

/**
 * The entries whose French or English name contains the filter text (accents and case ignored);
 * all of them for an empty filter.
 *
 * @example filterByName([{ name: 'Fireball', displayName: 'Boule de feu' }], 'boule') // the one
 */
export function filterByName<T extends { name: string; displayName: string }>(
  entries: readonly T[],
  filter: string,
): T[] {
  const wanted = fold(filter.trim());
  if (wanted === '') return [...entries];
  return entries.filter(
    (entry) => fold(entry.displayName).includes(wanted) || fold(entry.name).includes(wanted),
  );
}

/**
 * Resolves the gendered variants of a French unique name, written `{masculine/feminine}`, by the
 * grammatical gender of the item's French base name (`M` or `F`; masculine when unknown).
 * @example resolveGendered('Le Cœur {ardent/ardente}', 'F') // 'Le Cœur ardente'
 */
export function resolveGendered(name: string, inflection: string | null): string {
  const feminine = inflection?.toUpperCase().startsWith('F') ?? false;
  return name.replace(/\{([^{}/]*)\/([^{}/]*)\}/g, (_all, masculine: string, fem: string) =>
    feminine ? fem : masculine,
  );
}

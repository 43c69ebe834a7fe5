import type { useClassNames } from 'shared-ui';

type Names = ReturnType<typeof useClassNames>;

/**
 * A build's class, ascendancy and bloodline as the reader's language names them, joined by
 * « · »: « Rôdeuse · Archère d'élite · Aul Bloodline ». What the build does not say is left out.
 * @example buildLineage({ classe: 'Ranger', ascendancy: 'Raider', bloodline: '' }, names) // 'Rôdeuse · Furie (avant 3.25)'
 */
export function buildLineage(
  build: { classe: string; ascendancy: string; bloodline?: string },
  names: Names,
): string {
  return [
    build.classe && names.classe(build.classe),
    build.ascendancy && names.ascendancy(build.ascendancy),
    build.bloodline && names.bloodline(build.bloodline),
  ]
    .filter(Boolean)
    .join(' · ');
}

/**
 * Orbit angles in degrees, clockwise from the top of the group. The game spaces most orbits
 * evenly, but since 3.17 the 16-node orbits (2 and 3) take the 30° and 45° steps the export's
 * README lists (0, 30, 45, 60, 90, …), and the 40-node orbit (4) every 10° plus the four
 * diagonals (0, 10, 20, 30, 40, 45, 50, …): the same rule, which the README does not list and
 * which Path of Building applies as well.
 */
function unevenAngles(nodes: number): number[] | undefined {
  if (nodes !== 16 && nodes !== 40) return undefined;
  const step = nodes === 16 ? 30 : 10;
  const angles = new Set<number>([45, 135, 225, 315]);
  for (let a = 0; a < 360; a += step) angles.add(a);
  return [...angles].sort((x, y) => x - y);
}

/**
 * The angle in radians of a node on an orbit of `skillsPerOrbit` places.
 * @example orbitAngle(16, 2) // Math.PI / 4 (45°)
 * @example orbitAngle(6, 1) // Math.PI / 3 (60°)
 */
export function orbitAngle(skillsPerOrbit: number, orbitIndex: number): number {
  const uneven = unevenAngles(skillsPerOrbit);
  const degrees = uneven?.[orbitIndex] ?? (360 * orbitIndex) / skillsPerOrbit;
  return (degrees * Math.PI) / 180;
}

/** A node's place: y grows downwards, angle 0 straight up from the group's centre. */
export function orbitPosition(
  group: { x: number; y: number },
  radius: number,
  angle: number,
): { x: number; y: number } {
  return {
    x: round(group.x + radius * Math.sin(angle)),
    y: round(group.y - radius * Math.cos(angle)),
  };
}

/** Two decimals are far below a pixel at any zoom the browser offers; the file stays smaller. */
export const round = (n: number) => Math.round(n * 100) / 100;

import { describe, expect, it } from 'vitest';
import { orbitAngle, orbitPosition } from './orbits.js';

const deg = (radians: number) => Math.round(((radians * 180) / Math.PI) * 1000) / 1000;

describe('orbit angles', () => {
  it('spaces small orbits evenly', () => {
    expect([0, 1, 2, 3, 4, 5].map((i) => deg(orbitAngle(6, i)))).toEqual([
      0, 60, 120, 180, 240, 300,
    ]);
    expect(deg(orbitAngle(72, 9))).toBe(45);
  });

  it('uses the README table for the 16-node orbits', () => {
    const table = [0, 30, 45, 60, 90, 120, 135, 150, 180, 210, 225, 240, 270, 300, 315, 330];
    expect(table.map((_, i) => deg(orbitAngle(16, i)))).toEqual(table);
  });

  it('puts the 40-node orbit every 10 degrees plus the diagonals', () => {
    const angles = Array.from({ length: 40 }, (_, i) => deg(orbitAngle(40, i)));
    expect(angles.slice(0, 8)).toEqual([0, 10, 20, 30, 40, 45, 50, 60]);
    expect(angles.at(-1)).toBe(350);
    expect(new Set(angles).size).toBe(40);
  });

  it('places angle 0 above the centre and 90 degrees to its right', () => {
    expect(orbitPosition({ x: 100, y: 100 }, 82, 0)).toEqual({ x: 100, y: 18 });
    expect(orbitPosition({ x: 100, y: 100 }, 82, Math.PI / 2)).toEqual({ x: 182, y: 100 });
  });
});

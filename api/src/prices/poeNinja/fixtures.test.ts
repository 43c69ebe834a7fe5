import { describe, expect, it } from 'vitest';
import { gems } from '../../demo/gems.js';
import { FIXTURE_GEMS } from './standInData.js';

describe('the poe.ninja stand-in', () => {
  // A gem refresh against the stand-in writes these levels into the catalogue; the demo builds'
  // shopping lists then read them, so both must tell the game's level.
  it('gives every demo gem the level required the demo builds give it', () => {
    const demo = new Map(Object.values(gems).map((gem) => [gem.name, Number(gem.levelRequired)]));
    const differing = FIXTURE_GEMS.filter(
      (gem) => demo.has(gem.name) && demo.get(gem.name) !== gem.levelRequired,
    ).map((gem) => `${gem.name}: ${gem.levelRequired} ≠ ${demo.get(gem.name)}`);
    expect(differing).toEqual([]);
    expect(FIXTURE_GEMS.filter((gem) => demo.has(gem.name)).length).toBeGreaterThan(20);
  });
});

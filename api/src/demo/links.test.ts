import { describe, expect, it } from 'vitest';
import { currentGems } from '../gameData/catalogue/current/gems.js';
import { cleanSlotLinks } from '../content/gemLinks.js';
import { gems } from './gems.js';
import { demoBuilds } from './seed.js';

/** The catalogue's French name of each gem; a gem with no French name keeps its English one. */
const frenchNames = new Map(currentGems().map((gem) => [gem.name, gem.nameFr ?? gem.name]));
// The catalogue writes a few French names with a no-break space after « : ».
const plain = (name: string) => name.replace(/\s/g, ' ');

/** The link groups of the game's `Sockets:` line: `-` links, a space breaks the link. */
const socketLinks = (text: string) =>
  (/^Sockets: (.+)$/m.exec(text)?.[1] ?? '')
    .split(' ')
    .flatMap((group, index) => group.split('-').map(() => index));

const COLOURS: Record<string, string> = { R: 'red', G: 'green', B: 'blue' };

describe('the demo gems', () => {
  it.each(Object.values(gems).map((gem) => [gem.name, gem] as const))(
    '%s is a gem of the catalogue, under its French name',
    (name, gem) => {
      expect(frenchNames.has(name)).toBe(true);
      expect(plain(gem.displayName ?? '')).toBe(plain(frenchNames.get(name) ?? ''));
    },
  );
});

describe.each(demoBuilds.map((build) => [build.body.title, build]))('%s', (_title, build) => {
  const torse = build.body.gem_sockets_main?.Torse ?? [];
  const body = build.body.equipment?.body;

  it('has a 6-link body armour holding six gems', () => {
    expect(torse).toHaveLength(6);
    expect(torse.every((gem) => gem !== null && frenchNames.has(gem.name))).toBe(true);
    const stored = build.body.gem_links?.gem_sockets_main?.Torse;
    expect(cleanSlotLinks(stored)).toEqual([0, 0, 0, 0, 0, 0]);
  });

  it('has a body armour whose Sockets line is that 6-link, in the gems’ colours', () => {
    const text = typeof body === 'object' && body !== null && 'text' in body ? body.text : '';
    expect(socketLinks(String(text))).toEqual([0, 0, 0, 0, 0, 0]);
    const letters = /^Sockets: (.+)$/m.exec(String(text))?.[1]?.split(/[- ]/) ?? [];
    letters.forEach((letter, i) => {
      // A white socket takes a gem of any colour.
      if (letter !== 'W') expect(COLOURS[letter]).toBe(torse[i]?.couleur);
    });
  });

  it('links helmet, gloves and boots as their items do: at least two sockets together', () => {
    const links = build.body.gem_links?.gem_sockets_main ?? {};
    for (const slot of ['Casque', 'Gants', 'Bottes']) {
      const groups = links[slot];
      if (!groups) continue;
      const largest = Math.max(...groups.map((g) => groups.filter((other) => other === g).length));
      expect(largest, slot).toBeGreaterThanOrEqual(2);
    }
  });
});

/**
 * The demo builds the beginner pages point to. Their ids follow the order they were seeded in
 * (and an admin may delete one), so they are found by a search on words of their title, which
 * the seed never changes; a link whose build is not found goes to the build list instead.
 */
export const DEMO_BUILDS = {
  cyclone: { search: 'Cyclone Slayer', label: 'Cyclone Slayer' },
  tornadoShot: { search: 'Tornado Shot Deadeye', label: 'Tornado Shot Deadeye' },
  necromancer: { search: 'Nécromancien invocateur', label: 'Necromancer' },
} as const;

export type DemoBuild = keyof typeof DEMO_BUILDS;

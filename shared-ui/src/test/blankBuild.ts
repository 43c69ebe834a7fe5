import type { Build } from '../content/buildTypes';

/**
 * A build with every field the API sends, all empty, for tests to fill what they look at.
 * @example blankBuild({ classe: 'Templar', leveling: '<p>…</p>' })
 */
export function blankBuild(overrides: Partial<Build> = {}): Build {
  return {
    id: 1,
    user_id: 1,
    author: 'MarieCrea',
    title: 'Build',
    introduction: '',
    classe: 'Duelist',
    ascendancy: '',
    ratings: null,
    is_public: true,
    created_at: '2026-11-22T08:00:00.000Z',
    atlas_tree_url: '',
    pobb_in_url: '',
    video_url: '',
    equipment: {},
    leveling_equipment: {},
    premier_equipement_equipment: {},
    endgame_equipment: {},
    optimisation_equipment: {},
    gem_sockets: {},
    gem_sockets_main: {},
    gem_sockets_leveling: {},
    gem_sockets_premier_equipement: {},
    gem_sockets_endgame: {},
    gem_sockets_optimisation: {},
    gem_links: {},
    leveling: '',
    premier_equipement: '',
    endgame: '',
    optimisation: '',
    mecaniques: '',
    ...overrides,
  };
}

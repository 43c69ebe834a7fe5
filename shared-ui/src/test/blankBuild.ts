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
    bloodline: '',
    ratings: { difficulte: 1, cout: 1, boss: 1, rapidite: 1, survie: 1 },
    is_public: true,
    created_at: '2026-11-22T08:00:00.000Z',
    updated_at: '2026-11-22T08:00:00.000Z',
    review_status: null,
    league: 'Mercenaries',
    game_version: '3.26',
    favourite_count: 0,
    main_skill: '',
    main_skill_fr: '',
    main_skill_icon: '',
    main_cost_chaos: null,
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
    passive_trees: {},
    leveling: '',
    premier_equipement: '',
    endgame: '',
    optimisation: '',
    mecaniques: '',
    ...overrides,
  };
}

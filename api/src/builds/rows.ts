import { CRITERIA, type Ratings, type ReviewStatus } from 'game-facts';
import { imagePath } from '../gameData/images/paths.js';
import { cleanGemLinks } from '../content/gemLinks.js';
import { cleanEquipment, cleanGemSockets } from '../content/jsonFields.js';
import { isoDate } from '../content/text.js';
import { storedTrees } from '../gameData/passiveTree/buildTrees.js';
import type { PendingEditRow } from '../content/pendingEdit.js';
import { cleanPobNotes, cleanPobStats } from './pobStats.js';
import type { Build, BuildCard } from './schemas.js';

export const TEXT_FIELDS = [
  'leveling',
  'premier_equipement',
  'endgame',
  'optimisation',
  'mecaniques',
] as const;
export const LINK_FIELDS = ['atlas_tree_url', 'pobb_in_url', 'video_url'] as const;
export const EQUIPMENT_FIELDS = [
  'equipment',
  'leveling_equipment',
  'premier_equipement_equipment',
  'endgame_equipment',
  'optimisation_equipment',
] as const;
export const GEM_FIELDS = [
  'gem_sockets',
  'gem_sockets_main',
  'gem_sockets_leveling',
  'gem_sockets_premier_equipement',
  'gem_sockets_endgame',
  'gem_sockets_optimisation',
] as const;

type Text = (typeof TEXT_FIELDS)[number] | (typeof LINK_FIELDS)[number];
type Json = (typeof EQUIPMENT_FIELDS)[number] | (typeof GEM_FIELDS)[number] | 'gem_links';

export type CardRow = {
  id: number;
  user_id: number | null;
  author: string;
  title: string;
  introduction: string;
  classe: string;
  ascendancy: string;
  bloodline: string;
  is_public: boolean;
  is_example: boolean;
  review_status: ReviewStatus | null;
  created_at: Date | string;
  updated_at: Date | string;
  league: string;
  game_version: string;
  favourite_count: number;
  main_skill: string;
  main_skill_fr: string | null;
  main_cost_chaos: number | null;
  pob_life: number | null;
  pob_dps: number | null;
} & Ratings;

/** A whole row: the JSON columns are `unknown` until cleaned, as stored data may be anything. */
export type BuildRow = CardRow &
  Record<Text, string> &
  Record<Json, unknown> & {
    updated_at: Date;
    passive_trees: unknown;
    pob_stats: unknown;
    pob_notes: string;
  } & PendingEditRow;

/** Every column an edit may write: what a pending edit is compared with and laid over. */
export const EDITABLE_COLUMNS = [
  'title',
  'introduction',
  'classe',
  'ascendancy',
  'bloodline',
  'league',
  'game_version',
  ...CRITERIA,
  ...TEXT_FIELDS,
  ...LINK_FIELDS,
  ...EQUIPMENT_FIELDS,
  ...GEM_FIELDS,
  'gem_links',
  'passive_trees',
  'pob_stats',
  'pob_notes',
] as const;

/** A main-phase stat as a number, null when absent (stored stats are numbers: cleanPobStats). */
const mainStat = (name: string) => `(pob_stats #>> '{main,${name}}')::float8`;
/** The card's life and DPS (pobStats.ts's mainDps, in SQL): only these leave the row. */
export const POB_LIFE = mainStat('Life');
export const POB_DPS = `coalesce(${['CombinedDPS', 'FullDPS', 'TotalDPS', 'TotalDotDPS']
  .map((name) => `nullif(greatest(${mainStat(name)}, 0), 0)`)
  .join(', ')})`;

/** The list projection: the introduction is already cut by the query. */
export const CARD_COLUMNS = [
  'id',
  'user_id',
  'author',
  'title',
  'left(introduction, 250) as introduction',
  'classe',
  'ascendancy',
  'bloodline',
  ...CRITERIA,
  'is_public',
  'is_example',
  'review_status',
  'created_at',
  'updated_at',
  'league',
  'game_version',
  'favourite_count',
  'main_skill',
  // One primary-key lookup per card of the page, never a scan.
  '(select g.name_fr from gems g where g.name = builds.main_skill) as main_skill_fr',
  'main_cost_chaos',
  `${POB_LIFE} as pob_life`,
  `${POB_DPS} as pob_dps`,
].join(', ');

export function toCard(row: CardRow): BuildCard {
  const ratings = Object.fromEntries(CRITERIA.map((c) => [c, Number(row[c])])) as Ratings;
  return {
    id: row.id,
    user_id: row.user_id,
    author: row.author,
    title: row.title,
    introduction: row.introduction,
    classe: row.classe,
    ascendancy: row.ascendancy,
    bloodline: row.bloodline ?? '',
    ratings,
    is_public: row.is_public,
    is_example: row.is_example,
    review_status: row.review_status,
    created_at: isoDate(row.created_at),
    updated_at: isoDate(row.updated_at),
    league: row.league,
    game_version: row.game_version,
    favourite_count: Number(row.favourite_count),
    main_skill: row.main_skill,
    main_skill_fr: row.main_skill_fr ?? '',
    main_skill_icon: row.main_skill ? imagePath('gems', row.main_skill) : '',
    main_cost_chaos: row.main_cost_chaos === null ? null : Number(row.main_cost_chaos),
    pob_life: row.pob_life === null || row.pob_life === undefined ? null : Number(row.pob_life),
    pob_dps: row.pob_dps === null || row.pob_dps === undefined ? null : Number(row.pob_dps),
  };
}

export function toBuild(row: BuildRow): Build {
  const build = {
    ...toCard(row),
    updated_at: isoDate(row.updated_at),
  } as Build;
  for (const field of [...TEXT_FIELDS, ...LINK_FIELDS]) build[field] = row[field];
  for (const field of EQUIPMENT_FIELDS) build[field] = cleanEquipment(row[field]);
  for (const field of GEM_FIELDS) build[field] = cleanGemSockets(row[field]);
  build.gem_links = cleanGemLinks(row.gem_links, GEM_FIELDS);
  build.passive_trees = storedTrees(row.passive_trees);
  build.pob_stats = cleanPobStats(row.pob_stats);
  build.pob_notes = cleanPobNotes(row.pob_notes);
  return build;
}

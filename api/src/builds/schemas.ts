import { Type, type Static } from 'typebox';
import { ALL_ASCENDANCIES, CLASSES } from 'game-facts';
import { commonListQuery, Html, Nullable, Title } from '../content/listSchemas.js';
import { PendingEditSchema } from '../content/pendingEdit.js';
import { ReviewStatusSchema } from '../content/review.js';
import {
  EquipmentInput,
  EquipmentOutput,
  GemLinksInput,
  GemLinksOutput,
  GemSocketsInput,
  GemSocketsOutput,
} from '../content/shapeSchemas.js';
import { PassiveTreesInputSchema, PassiveTreesSchema } from '../gameData/passiveTree/schemas.js';
import { PobNotesInput, PobStatsInput, PobStatsOutput } from './pobStats.js';

const Rating = Type.Integer({ minimum: 1, maximum: 5 });
const RatingsInput = Type.Object({
  difficulte: Rating,
  cout: Rating,
  boss: Rating,
  rapidite: Rating,
  survie: Rating,
});
/** Checked by the service, which names the offending link in its message. */
const Link = Type.String({ maxLength: 2048 });
const Optional = Type.Optional;

/**
 * Every field a build form may send. The form's camelCase names (`premierEquipement`,
 * `levelingEquipment`, ...) and the wire's snake_case ones are both accepted; `midgame` is the
 * legacy name of `premierEquipement`, `pobbin` and `video` those of the two links. Anything else (the form's `*Iframe` duplicates, `content`)
 * is ignored.
 */
const buildFields = {
  title: Optional(Title),
  introduction: Optional(Type.String({ maxLength: 20_000 })),
  classe: Optional(Type.String({ maxLength: 40 })),
  ascendancy: Optional(Type.String({ maxLength: 40 })),
  /** The secondary ascendancy since 3.27 (game-facts BLOODLINES id), '' for none. */
  bloodline: Optional(Type.String({ maxLength: 40 })),
  /** Checked by the service (content/league.ts), which names the rule in its message. */
  league: Optional(Type.String({ maxLength: 200 })),
  game_version: Optional(Type.String({ maxLength: 200 })),
  is_public: Optional(Type.Boolean()),
  ratings: Optional(RatingsInput),
  atlas_tree_url: Optional(Link),
  pobb_in_url: Optional(Link),
  video_url: Optional(Link),
  /** Older builds' names of `pobb_in_url` and `video_url`, used when those are missing or empty. */
  pobbin: Optional(Link),
  video: Optional(Link),
  leveling: Optional(Html),
  premier_equipement: Optional(Html),
  premierEquipement: Optional(Html),
  midgame: Optional(Html),
  endgame: Optional(Html),
  optimisation: Optional(Html),
  mecaniques: Optional(Html),
  equipment: Optional(EquipmentInput),
  leveling_equipment: Optional(EquipmentInput),
  levelingEquipment: Optional(EquipmentInput),
  premier_equipement_equipment: Optional(EquipmentInput),
  premierEquipementEquipment: Optional(EquipmentInput),
  endgame_equipment: Optional(EquipmentInput),
  endgameEquipment: Optional(EquipmentInput),
  optimisation_equipment: Optional(EquipmentInput),
  optimisationEquipment: Optional(EquipmentInput),
  gem_sockets: Optional(GemSocketsInput),
  gem_sockets_main: Optional(GemSocketsInput),
  gem_sockets_leveling: Optional(GemSocketsInput),
  gem_sockets_premier_equipement: Optional(GemSocketsInput),
  gem_sockets_endgame: Optional(GemSocketsInput),
  gem_sockets_optimisation: Optional(GemSocketsInput),
  /** Which sockets are linked, per gem-socket field above and slot label. */
  gem_links: Optional(GemLinksInput),
  /** The passive tree per phase tab; replaces the whole stored object when sent. */
  passive_trees: Optional(PassiveTreesInputSchema),
  /** The stats Path of Building computed, per phase tab, as an import gave them. */
  pob_stats: Optional(PobStatsInput),
  /** The export's notes, plain text. */
  pob_notes: Optional(PobNotesInput),
};

/** PUT changes only the fields it is given. */
export const BuildUpdateBody = Type.Object(buildFields);
export type BuildInput = Static<typeof BuildUpdateBody>;

export const BuildCreateBody = Type.Object({
  ...buildFields,
  title: Title,
  classe: Type.String({ maxLength: 40 }),
});

export const RatingsSchema = Type.Object({
  difficulte: Type.Integer(),
  cout: Type.Integer(),
  boss: Type.Integer(),
  rapidite: Type.Integer(),
  survie: Type.Integer(),
});

/** A list card: no equipment, sockets or phase texts; the introduction cut at 250 characters. */
export const BuildCardSchema = Type.Object({
  id: Type.Integer(),
  user_id: Nullable(Type.Integer()),
  author: Type.String(),
  title: Type.String(),
  introduction: Type.String(),
  classe: Type.String(),
  ascendancy: Type.String(),
  /** The bloodline (secondary ascendancy, game-facts BLOODLINES id); '' for none. */
  bloodline: Type.String(),
  ratings: RatingsSchema,
  is_public: Type.Boolean(),
  /** One of the examples the site ships (DEMO_CONTENT): the reader marks it « Exemple ». */
  is_example: Type.Boolean(),
  review_status: ReviewStatusSchema,
  created_at: Type.String(),
  updated_at: Type.String(),
  /** The league and game version it was written for; '' when not said. */
  league: Type.String(),
  game_version: Type.String(),
  favourite_count: Type.Integer(),
  /** The main skill gem's English name, derived from the main set's links; '' when none. */
  main_skill: Type.String(),
  /** Its French name from the catalogue; '' when the catalogue has none. */
  main_skill_fr: Type.String(),
  /** Its picture's address; '' without a main skill. */
  main_skill_icon: Type.String(),
  /** The main set's estimated price in chaos; null when nothing in it has a known price. */
  main_cost_chaos: Nullable(Type.Number()),
  /** The main phase's life as Path of Building computed it; null for a build typed by hand. */
  pob_life: Nullable(Type.Number()),
  /** The main skill's DPS as Path of Building computed it; null without. */
  pob_dps: Nullable(Type.Number()),
  /** Only for a signed-in viewer: whether it is among their favourites. */
  is_favourite: Optional(Type.Boolean()),
});
export type BuildCard = Static<typeof BuildCardSchema>;

export const BuildSchema = Type.Object({
  ...BuildCardSchema.properties,
  updated_at: Type.String(),
  atlas_tree_url: Type.String(),
  pobb_in_url: Type.String(),
  video_url: Type.String(),
  equipment: EquipmentOutput,
  leveling_equipment: EquipmentOutput,
  premier_equipement_equipment: EquipmentOutput,
  endgame_equipment: EquipmentOutput,
  optimisation_equipment: EquipmentOutput,
  gem_sockets: GemSocketsOutput,
  gem_sockets_main: GemSocketsOutput,
  gem_sockets_leveling: GemSocketsOutput,
  gem_sockets_premier_equipement: GemSocketsOutput,
  gem_sockets_endgame: GemSocketsOutput,
  gem_sockets_optimisation: GemSocketsOutput,
  /** Per gem-socket field and slot, each socket's link group; a slot left out is all linked. */
  gem_links: GemLinksOutput,
  /** The passive tree per phase tab, with its points and keystones and notables. */
  passive_trees: PassiveTreesSchema,
  /** Per phase tab, the stats Path of Building computed (`{ main: { Life: 4533 } }`); `{}` when typed by hand. */
  pob_stats: PobStatsOutput,
  /** The export's notes, plain text; '' when none. */
  pob_notes: Type.String(),
  leveling: Type.String(),
  premier_equipement: Type.String(),
  endgame: Type.String(),
  optimisation: Type.String(),
  mecaniques: Type.String(),
  /** Only for its owner and admins: an edit waiting for an admin, shown here over the build. */
  pending_edit: Optional(PendingEditSchema),
});
export type Build = Static<typeof BuildSchema>;

export const BUILD_SORTS = [
  'newest',
  'oldest',
  'title',
  'favourites',
  ...['difficulte', 'cout', 'boss', 'rapidite', 'survie'].flatMap((c) => [`${c}_asc`, `${c}_desc`]),
];

const Bound = Optional(Type.Integer({ minimum: 0, maximum: 5 }));
export const BuildListQuery = Type.Object({
  ...commonListQuery,
  classe: Optional(Type.Enum(CLASSES)),
  ascendancy: Optional(Type.Enum(ALL_ASCENDANCIES)),
  league: Optional(Type.String({ minLength: 1, maxLength: 40 })),
  /** Only builds last updated for the current game version (`GET /api/site`'s), patches included. */
  up_to_date: Optional(Type.Boolean()),
  /** A main skill's English name, as `GET /api/builds/main-skills` lists them. */
  main_skill: Optional(Type.String({ minLength: 1, maxLength: 100 })),
  min_difficulte: Bound,
  max_difficulte: Bound,
  min_cout: Bound,
  max_cout: Bound,
  min_boss: Bound,
  max_boss: Bound,
  min_rapidite: Bound,
  max_rapidite: Bound,
  min_survie: Bound,
  max_survie: Bound,
  sort: Optional(Type.Enum(BUILD_SORTS)),
});
export type BuildListParams = Static<typeof BuildListQuery>;

export const BuildListSchema = Type.Object({
  builds: Type.Array(BuildCardSchema),
  total: Type.Integer(),
  page: Type.Integer(),
  limit: Type.Integer(),
});

export const MainSkillsQuery = Type.Object({
  lang: Optional(Type.Union([Type.Literal('fr'), Type.Literal('en')])),
});

export const MainSkillSchema = Type.Object({
  /** English name: the value of the list's `main_skill` filter. */
  name: Type.String(),
  /** The name in the language asked for (the English one where the catalogue has no French). */
  displayName: Type.String(),
  icon: Type.String(),
  /** How many builds the viewer may see have it. */
  count: Type.Integer(),
});
export const MainSkillsSchema = Type.Object({ skills: Type.Array(MainSkillSchema) });
export type MainSkill = Static<typeof MainSkillSchema>;

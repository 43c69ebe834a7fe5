import { Type, type Static } from 'typebox';
import { Nullable } from '../content/listSchemas.js';

export const StepRewardSchema = Type.Object({
  kind: Type.Union([Type.Literal('quest'), Type.Literal('vendor')]),
  act: Type.Integer(),
  quest: Type.String(),
  /** The French quest name when known; the reading side falls back to `quest`. */
  questFr: Nullable(Type.String()),
  npc: Nullable(Type.String()),
});
export type StepReward = Static<typeof StepRewardSchema>;

export const StepGemSchema = Type.Object({
  name: Type.String(),
  displayName: Type.String(),
  icon: Type.String(),
  /** Minimum character level; null when neither the catalogue nor the build knows it. */
  level: Nullable(Type.Integer()),
  /** Where a character of the build's class gets it first; null: no quest nor vendor gives it. */
  reward: Nullable(StepRewardSchema),
});
export type StepGem = Static<typeof StepGemSchema>;

export const StepItemSchema = Type.Object({
  /** The equipment slot (game-facts EQUIPMENT_SLOTS: 'body', 'flask1', …). */
  slot: Type.String(),
  name: Type.String(),
  base: Type.String(),
  rarity: Nullable(Type.String()),
  image: Type.String(),
});
export type StepItem = Static<typeof StepItemSchema>;

export const StepPassiveSchema = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  /** The French client's name where the game's French strings give it. */
  name_fr: Nullable(Type.String()),
  kind: Type.String(),
});
export type StepPassive = Static<typeof StepPassiveSchema>;

export const StepSchema = Type.Object({
  /** Stable across regenerations: derived from the step's content. */
  key: Type.String(),
  kind: Type.Union([
    Type.Literal('items'),
    Type.Literal('gem'),
    Type.Literal('links'),
    Type.Literal('passives'),
  ]),
  /** The character level it is done at, when known. */
  level: Nullable(Type.Integer()),
  /** The campaign act it is done in, when known. */
  act: Nullable(Type.Integer()),
  /** For links: the gem-socket slot label ('Torse', …). */
  slot: Nullable(Type.String()),
  /** For a gem: that gem; for links: the group's gems in socket order. */
  gems: Type.Array(StepGemSchema),
  items: Type.Array(StepItemSchema),
  /** Passive points to add, in order, each next to one already taken. */
  passives: Type.Array(StepPassiveSchema),
  /** The author's own advice for this step (plain text); null when they wrote none. */
  note: Nullable(Type.String()),
});
export type Step = Static<typeof StepSchema>;

export const FollowPhaseSchema = Type.Object({
  phase: Type.Union([
    Type.Literal('leveling'),
    Type.Literal('premier_equipement'),
    Type.Literal('endgame'),
    Type.Literal('optimisation'),
    Type.Literal('mecaniques'),
  ]),
  /** The author's text of the phase (sanitised HTML, as the build serves it). */
  text: Type.String(),
  steps: Type.Array(StepSchema),
});
export type FollowPhase = Static<typeof FollowPhaseSchema>;

/** `GET /api/builds/{id}/steps`: the build as ordered steps to follow. */
export const BuildStepsSchema = Type.Object({
  buildId: Type.Integer(),
  classe: Type.String(),
  phases: Type.Array(FollowPhaseSchema),
});
export type BuildSteps = Static<typeof BuildStepsSchema>;

/** At most this many ticked keys per build: far above any build's step count. */
export const MAX_TICKED = 2000;

const StepKey = Type.String({ minLength: 1, maxLength: 300 });

/** Longest advice an author may write for one step, in characters. */
export const MAX_STEP_NOTE = 1000;
/** At most this many edited steps per build, and keys in one phase's order. */
export const MAX_STEP_EDITS = 300;
export const MAX_ORDERED_STEPS = 500;

export const StepEditSchema = Type.Object(
  {
    key: StepKey,
    /** Plain text, at most MAX_STEP_NOTE characters, no control character but line breaks. */
    note: Type.String(),
    hidden: Type.Boolean(),
  },
  { additionalProperties: false },
);
export type StepEdit = Static<typeof StepEditSchema>;

const OrderedKeys = Type.Array(StepKey, { maxItems: MAX_ORDERED_STEPS });

/** The author's order of a phase's steps, by key; the phases left out keep the generated one. */
export const StepOrderSchema = Type.Object(
  {
    leveling: Type.Optional(OrderedKeys),
    premier_equipement: Type.Optional(OrderedKeys),
    endgame: Type.Optional(OrderedKeys),
    optimisation: Type.Optional(OrderedKeys),
  },
  { additionalProperties: false },
);
export type StepOrder = Static<typeof StepOrderSchema>;

/** `PUT /api/builds/{id}/steps/edits`: the whole set of the author's edits (replaces it). */
export const StepEditsBody = Type.Object(
  {
    steps: Type.Array(StepEditSchema, { maxItems: MAX_STEP_EDITS }),
    order: StepOrderSchema,
  },
  { additionalProperties: false },
);
export type StepEditsInput = Static<typeof StepEditsBody>;

/** The author's edits with the steps as generated, none hidden, for the edit screen. */
export const StepEditsSchema = Type.Object({
  buildId: Type.Integer(),
  steps: Type.Array(StepEditSchema),
  order: StepOrderSchema,
  /** The build's steps before the edits are applied (no note, none hidden, generated order). */
  generated: BuildStepsSchema,
});
export type StepEdits = Static<typeof StepEditsSchema>;

/** `PUT /api/builds/{id}/progress`: the whole set of ticked keys (replaces the stored set). */
export const ProgressBody = Type.Object(
  { ticked: Type.Array(StepKey, { maxItems: MAX_TICKED }) },
  { additionalProperties: false },
);
export type ProgressInput = Static<typeof ProgressBody>;

export const ProgressSchema = Type.Object({
  buildId: Type.Integer(),
  ticked: Type.Array(Type.String()),
  /** When the account last saved it; null: never. */
  updated_at: Nullable(Type.String()),
});
export type Progress = Static<typeof ProgressSchema>;

/** One favourite build's next step not ticked, for the favourites page's cards. */
export const NextStepSchema = Type.Object({
  buildId: Type.Integer(),
  /** How many steps are ticked, of how many. */
  done: Type.Integer(),
  total: Type.Integer(),
  /** Null when every step is ticked. */
  step: Nullable(StepSchema),
  phase: Nullable(FollowPhaseSchema.properties.phase),
});
export const NextStepsSchema = Type.Object({ builds: Type.Array(NextStepSchema) });
export type NextSteps = Static<typeof NextStepsSchema>;

import { Type, type Static } from 'typebox';

/** The phase tabs of a build that may carry a tree. */
export const TREE_PHASES = [
  'main',
  'leveling',
  'premier_equipement',
  'endgame',
  'optimisation',
] as const;
export type TreePhase = (typeof TREE_PHASES)[number];

export const MAX_TREE_NODES = 400;
/** The first node id of cluster jewels' passives, which the game's tree export does not hold. */
export const FIRST_CLUSTER_NODE = 65536;
/** The highest: the tree address stores a cluster node as a 16-bit number above 65536. */
export const MAX_NODE_ID = 2 * 65536 - 1;

const NodeKindSchema = Type.Union([
  Type.Literal('normal'),
  Type.Literal('notable'),
  Type.Literal('keystone'),
  Type.Literal('mastery'),
  Type.Literal('jewel'),
  Type.Literal('classStart'),
  Type.Literal('ascendancyStart'),
]);

/**
 * One game version's tree as the browser draws it (drawing.ts): places already computed and
 * rounded, no stats (a build answer brings those of its keystones and notables).
 */
export const PassiveTreeDataSchema = Type.Object({
  version: Type.String(),
  classes: Type.Array(
    Type.Object({
      id: Type.Integer(),
      name: Type.String(),
      startNode: Type.Integer(),
      ascendancies: Type.Array(
        Type.Object({ id: Type.Integer(), name: Type.String(), startNode: Type.Integer() }),
      ),
    }),
  ),
  nodes: Type.Array(
    Type.Object({
      id: Type.Integer(),
      x: Type.Number(),
      y: Type.Number(),
      kind: NodeKindSchema,
      name: Type.String(),
      ascendancy: Type.Union([Type.String(), Type.Null()]),
    }),
  ),
  links: Type.Array(
    Type.Object({
      a: Type.Integer(),
      b: Type.Integer(),
      arc: Type.Optional(Type.Object({ cx: Type.Number(), cy: Type.Number(), r: Type.Number() })),
    }),
  ),
  bounds: Type.Object({
    minX: Type.Number(),
    minY: Type.Number(),
    maxX: Type.Number(),
    maxY: Type.Number(),
  }),
});

export const PassiveTreeVersionsSchema = Type.Object({
  /** The version new trees are read against (the current league's when it is stored). */
  current: Type.String(),
  versions: Type.Array(
    Type.Object({
      version: Type.String(),
      /** `/api/game/passive-tree/<version>/<contenthash>.json`, cached for ever. */
      dataUrl: Type.String(),
      fetchedAt: Type.String({ format: 'date-time' }),
    }),
  ),
});

/** A build's tree for one phase, as authors send it. */
export const PassiveTreeInputSchema = Type.Object({
  version: Type.String({ pattern: '^[0-9]{1,2}\\.[0-9]{1,2}(\\.[0-9]{1,2})?$' }),
  class_id: Type.Integer({ minimum: 0, maximum: 50 }),
  ascendancy_id: Type.Integer({ minimum: 0, maximum: 50 }),
  // Cluster jewel nodes are numbered from 65536 (Path of Building's and the tree address's).
  nodes: Type.Array(Type.Integer({ minimum: 0, maximum: MAX_NODE_ID }), {
    maxItems: MAX_TREE_NODES,
    uniqueItems: true,
  }),
  title: Type.Optional(Type.String({ maxLength: 100 })),
  url: Type.Optional(Type.String({ maxLength: 4096 })),
});
export type PassiveTreeInput = Static<typeof PassiveTreeInputSchema>;

const HighlightSchema = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  /** The French client's name, where the game's French strings give it (else null). */
  name_fr: Type.Union([Type.String(), Type.Null()]),
  kind: Type.Union([Type.Literal('keystone'), Type.Literal('notable')]),
  stats: Type.Array(Type.String()),
  ascendancy: Type.Union([Type.String(), Type.Null()]),
});

/**
 * The phases in the order a character goes through them, for comparing each tree with the one
 * before it (the main build comes after the endgame tab and before the optimisation).
 */
export const PROGRESSION_PHASES = [
  'leveling',
  'premier_equipement',
  'endgame',
  'main',
  'optimisation',
] as const satisfies readonly TreePhase[];

/** A phase's tree against the nearest earlier phase that has one, of the same class. */
export const TreeChangeSchema = Type.Object({
  /** The earlier phase compared with. */
  from: Type.Union([
    Type.Literal('main'),
    Type.Literal('leveling'),
    Type.Literal('premier_equipement'),
    Type.Literal('endgame'),
    Type.Literal('optimisation'),
  ]),
  /** Node ids both allocate (class and ascendancy starts left out). */
  kept: Type.Array(Type.Integer()),
  /**
   * Node ids this phase adds, in an order they can be taken: each one linked to the class start
   * through nodes already allocated (the ascendancy's after the main tree's; ids the tree cannot
   * link, such as another version's, last).
   */
  added: Type.Array(Type.Integer()),
  /** Node ids the earlier phase had and this one drops. */
  removed: Type.Array(Type.Integer()),
});
export type TreeChangeAnswer = Static<typeof TreeChangeSchema>;

/** A build's tree for one phase as readers get it. */
export const PassiveTreeSchema = Type.Object({
  ...PassiveTreeInputSchema.properties,
  title: Type.String(),
  url: Type.String(),
  /**
   * Allocated nodes that cost a point: not class starts, ascendancy starts or ascendancy nodes;
   * the nodes of another version (below) count too.
   */
  points: Type.Integer(),
  ascendancy_points: Type.Integer(),
  /** Allocated nodes the stored tree of `version` lacks (another version of the game's): kept. */
  other_version_nodes: Type.Array(Type.Integer()),
  /** Allocated nodes of cluster jewels (ids from 65536): kept and counted, not drawn. */
  cluster_nodes: Type.Array(Type.Integer()),
  /** Allocated keystones then notables, main tree and ascendancy, for the no-JavaScript list. */
  highlights: Type.Array(HighlightSchema),
  /** Against the earlier phase; absent on the first phase and on trees saved before it existed. */
  change: Type.Optional(TreeChangeSchema),
});
export type PassiveTree = Static<typeof PassiveTreeSchema>;

const phases = <T extends Parameters<typeof Type.Optional>[0]>(schema: T) =>
  Type.Object(
    {
      main: Type.Optional(schema),
      leveling: Type.Optional(schema),
      premier_equipement: Type.Optional(schema),
      endgame: Type.Optional(schema),
      optimisation: Type.Optional(schema),
    },
    { additionalProperties: false },
  );

export const PassiveTreesInputSchema = phases(PassiveTreeInputSchema);
export type PassiveTreesInput = Static<typeof PassiveTreesInputSchema>;
export const PassiveTreesSchema = phases(PassiveTreeSchema);
export type PassiveTrees = Static<typeof PassiveTreesSchema>;

export const DecodeBody = Type.Object({ url: Type.String({ minLength: 1, maxLength: 4096 }) });

/** One tree read from what an author pasted, with our class and ascendancy names. */
export type DecodedTree = PassiveTreeInput & { title: string; classe: string; ascendancy: string };

export const DecodedTreesSchema = Type.Object({
  trees: Type.Array(
    Type.Object({
      ...PassiveTreeInputSchema.properties,
      title: Type.String(),
      /** Our class and ascendancy names ('' when the tree names none). */
      classe: Type.String(),
      ascendancy: Type.String(),
    }),
  ),
});

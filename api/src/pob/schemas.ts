import { RARITIES } from 'game-facts';
import { Type, type Static } from 'typebox';
import { MAX_CODE_CHARS } from './decode.js';
import { PassiveTreeInputSchema } from '../gameData/passiveTree/schemas.js';

export const PobImportBody = Type.Object({
  /** The export code as Path of Building copies it. */
  code: Type.Optional(Type.String({ maxLength: MAX_CODE_CHARS })),
  /** Or a share link on pobb.in, poe.ninja or pastebin.com. */
  url: Type.Optional(Type.String({ maxLength: 2048 })),
  /** Language of the gems' `displayName`, as the gem picker's. */
  lang: Type.Optional(Type.Union([Type.Literal('fr'), Type.Literal('en')])),
});
export type PobImportInput = Static<typeof PobImportBody>;

const Item = Type.Object({
  text: Type.String(),
  name: Type.String(),
  base: Type.String(),
  itemClass: Type.String(),
  rarity: Type.Enum(RARITIES),
  image: Type.String(),
});

const Gem = Type.Object({
  name: Type.String(),
  displayName: Type.String(),
  icon: Type.String(),
  tags: Type.String(),
  couleur: Type.String(),
  description: Type.String(),
  levelRequired: Type.Union([Type.Integer(), Type.Null()]),
});

const SlotLinks = Type.Record(Type.String(), Type.Array(Type.Integer({ minimum: 0 })));

const setFields = { id: Type.String(), title: Type.String(), active: Type.Boolean() };

export const PobImportSchema = Type.Object({
  classe: Type.String(),
  ascendancy: Type.String(),
  /** The bloodline (game-facts BLOODLINES id), '' for none. */
  bloodline: Type.String(),
  level: Type.Union([Type.Integer(), Type.Null()]),
  targetVersion: Type.String(),
  /** The share page the export came from, '' for a pasted code. */
  sourceUrl: Type.String(),
  itemSets: Type.Array(
    Type.Object({
      ...setFields,
      equipment: Type.Record(Type.String(), Type.Union([Item, Type.String()])),
    }),
  ),
  skillSets: Type.Array(
    Type.Object({
      ...setFields,
      sockets: Type.Record(Type.String(), Type.Array(Gem)),
      /** Per slot label, each socket's link group: one group per PoB skill group. */
      links: SlotLinks,
      unplaced: Type.Array(Type.String()),
    }),
  ),
  /** The active skill set's links, keyed like a build's: `{ gem_sockets_main: { Torse: [...] } }`. */
  gem_links: Type.Record(Type.String(), SlotLinks),
  treeSpecs: Type.Array(
    Type.Object({
      ...setFields,
      url: Type.String(),
      treeVersion: Type.String(),
      /** The spec's tree (`nodes`, `classId`, `ascendClassId`, `treeVersion`), for a phase tab. */
      tree: Type.Union([PassiveTreeInputSchema, Type.Null()]),
    }),
  ),
  /** The stats PoB computed for its active loadout (`{ Life: 4533, CombinedDPS: … }`), `{}` when none. */
  stats: Type.Record(Type.String(), Type.Number()),
  /** The build's `<Notes>`, plain text, '' when none. */
  notes: Type.String(),
  warnings: Type.Array(Type.String()),
});

/** `GET /api/builds/{id}/pob`: the build as a code Path of Building imports. */
export const PobExportSchema = Type.Object({ code: Type.String() });

const Changed = Type.Optional(Type.Object({ before: Type.String(), after: Type.String() }));

/** `POST /api/builds/{id}/pob/review`: what an update from a new code changes, nothing written. */
export const PobUpdateReviewSchema = Type.Object({
  changes: Type.Object({
    classe: Changed,
    ascendancy: Changed,
    bloodline: Changed,
    league: Changed,
    game_version: Changed,
    /** The character's level in the new code; the site does not store one. */
    level: Type.Union([Type.Integer(), Type.Null()]),
    items: Type.Array(
      Type.Object({
        slot: Type.String(),
        change: Type.Union([
          Type.Literal('added'),
          Type.Literal('removed'),
          Type.Literal('changed'),
        ]),
        before: Type.String(),
        after: Type.String(),
      }),
    ),
    gems: Type.Array(
      Type.Object({
        slot: Type.String(),
        added: Type.Array(Type.String()),
        removed: Type.Array(Type.String()),
        links: Type.Boolean(),
      }),
    ),
    trees: Type.Array(
      Type.Object({
        phase: Type.String(),
        added: Type.Integer(),
        removed: Type.Integer(),
        before_nodes: Type.Integer(),
        after_nodes: Type.Integer(),
        before_version: Type.String(),
        after_version: Type.String(),
      }),
    ),
  }),
  warnings: Type.Array(Type.String()),
  /** Whether confirming stores the update for an admin to approve. */
  waits_for_review: Type.Boolean(),
});

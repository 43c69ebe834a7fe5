import { Type } from 'typebox';
import { EQUIPMENT_SLOTS, GEM_SLOT_LABELS, MAX_SOCKETS, RARITIES } from 'game-facts';

/** Images and icons in equipment and sockets: our own paths or http(s), never a script URL. */
const IMAGE_URL = '^(?:$|https?://[^\\s"<>]+$|/(?!/)[^\\s"<>]*$)';
const ImageUrl = Type.String({ maxLength: 2048, pattern: IMAGE_URL });
const Text = (maxLength: number) => Type.String({ maxLength });
const PASTED_TEXT = 10_000;

const ItemInput = Type.Object({
  image: Type.Optional(ImageUrl),
  name: Type.Optional(Text(200)),
  base: Type.Optional(Text(200)),
  itemClass: Type.Optional(Text(100)),
  text: Type.Optional(Text(PASTED_TEXT)),
  rarity: Type.Optional(Type.Enum([...RARITIES, ''])),
});

/**
 * What a form may send for one equipment set: each slot an item, the pasted text alone (when no
 * item was recognised in it) or empty. Slot names are checked by the service, which can say
 * which one is unknown.
 */
export const EquipmentInput = Type.Record(
  Type.String(),
  Type.Union([ItemInput, Text(PASTED_TEXT), Type.Null()]),
  { maxProperties: EQUIPMENT_SLOTS.length },
);

const GemInput = Type.Object({
  name: Type.String({ minLength: 1, maxLength: 100 }),
  displayName: Type.Optional(Text(100)),
  icon: Type.Optional(ImageUrl),
  tags: Type.Optional(Type.Union([Text(500), Type.Array(Text(50), { maxItems: 40 })])),
  couleur: Type.Optional(Text(20)),
  description: Type.Optional(Text(2000)),
  levelRequired: Type.Optional(
    Type.Union([Type.Integer({ minimum: 0, maximum: 100 }), Text(10), Type.Null()]),
  ),
});

/** One gem-socket map: up to six sockets per slot label, an empty socket being null. */
export const GemSocketsInput = Type.Record(
  Type.String(),
  Type.Array(Type.Union([GemInput, Type.Null()]), { maxItems: MAX_SOCKETS }),
  { maxProperties: GEM_SLOT_LABELS.length },
);

/**
 * Socket links per gem-socket field and slot label: one link-group index per socket
 * (`{ gem_sockets_main: { Torse: [0, 0, 0, 0, 1, 1] } }`). Field and slot names are checked by
 * the service, which names an unknown one.
 */
export const GemLinksInput = Type.Record(
  Type.String(),
  Type.Record(
    Type.String(),
    Type.Array(Type.Integer({ minimum: 0, maximum: MAX_SOCKETS - 1 }), {
      minItems: 1,
      maxItems: MAX_SOCKETS,
    }),
    { maxProperties: GEM_SLOT_LABELS.length },
  ),
  { maxProperties: 6 },
);

// What is served: the shapes `cleanEquipment` and `cleanGemSockets` produce, without the
// write limits (the serialiser needs types, not rules).
export const ItemOutput = Type.Object({
  image: Type.Optional(Type.String()),
  name: Type.Optional(Type.String()),
  base: Type.Optional(Type.String()),
  itemClass: Type.Optional(Type.String()),
  text: Type.Optional(Type.String()),
  /** Read items keep a known rarity only (`cleanEquipment`). */
  rarity: Type.Optional(Type.Enum(RARITIES)),
});
export const EquipmentOutput = Type.Record(Type.String(), Type.Union([ItemOutput, Type.String()]));

export const GemOutput = Type.Object({
  name: Type.String(),
  displayName: Type.Optional(Type.String()),
  icon: Type.Optional(Type.String()),
  tags: Type.Optional(Type.Union([Type.String(), Type.Array(Type.String())])),
  couleur: Type.Optional(Type.String()),
  description: Type.Optional(Type.String()),
  levelRequired: Type.Optional(Type.Union([Type.Number(), Type.String()])),
});
export const GemSocketsOutput = Type.Record(
  Type.String(),
  Type.Array(Type.Union([GemOutput, Type.Null()])),
);
export const GemLinksOutput = Type.Record(
  Type.String(),
  Type.Record(Type.String(), Type.Array(Type.Integer())),
);

import { ErrorSchema } from '../platform/http/schemas.js';
import {
  EquipmentOutput,
  GemLinksOutput,
  GemOutput,
  GemSocketsOutput,
  ItemOutput,
} from '../content/shapeSchemas.js';
import { MeSchema } from '../accounts/schemas.js';
import {
  BuildCardSchema,
  BuildCreateBody,
  BuildListSchema,
  BuildSchema,
  BuildUpdateBody,
  MainSkillSchema,
  RatingsSchema,
} from '../builds/schemas.js';
import {
  GuideCardSchema,
  GuideCreateBody,
  GuideListSchema,
  GuideSchema,
  GuideUpdateBody,
} from '../guides/schemas.js';
import { GameInfoSchema, SiteSchema } from '../site/routes.js';
import {
  PassiveTreeDataSchema,
  PassiveTreeVersionsSchema,
} from '../gameData/passiveTree/schemas.js';

/**
 * The wire shapes the document names (its `components.schemas`), and so the names of the
 * browser's generated types. Wherever a route's schema holds one of these, field for field, the
 * document refers to it by name instead of repeating it.
 */
export const NAMED_SCHEMAS: Readonly<Record<string, object>> = {
  Error: ErrorSchema,
  Me: MeSchema,
  Site: SiteSchema,
  GameInfo: GameInfoSchema,
  Ratings: RatingsSchema,
  SlotItem: ItemOutput,
  EquipmentSet: EquipmentOutput,
  SocketedGem: GemOutput,
  GemSockets: GemSocketsOutput,
  GemLinks: GemLinksOutput,
  BuildCard: BuildCardSchema,
  Build: BuildSchema,
  BuildList: BuildListSchema,
  MainSkill: MainSkillSchema,
  BuildCreate: BuildCreateBody,
  BuildUpdate: BuildUpdateBody,
  GuideCard: GuideCardSchema,
  Guide: GuideSchema,
  GuideList: GuideListSchema,
  GuideCreate: GuideCreateBody,
  GuideUpdate: GuideUpdateBody,
  PassiveTreeData: PassiveTreeDataSchema,
  PassiveTreeVersions: PassiveTreeVersionsSchema,
};

const byJson = new Map(
  Object.entries(NAMED_SCHEMAS).map(([name, schema]) => [JSON.stringify(schema), name]),
);

const NAME = 'x-name';

/**
 * A copy of a route schema where every named shape is marked with its name (`x-name`), for
 * `hoistNamed` to lift once the document is generated. The route's own schema, used to validate
 * and serialise, is left untouched.
 */
export function nameSchemas(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(nameSchemas);
  if (typeof schema !== 'object' || schema === null) return schema;
  const named = Object.fromEntries(
    Object.entries(schema).map(([key, value]) => [key, nameSchemas(value)]),
  );
  const name = byJson.get(JSON.stringify(schema));
  return name === undefined ? named : { ...named, [NAME]: name };
}

/**
 * Moves every marked shape of a generated document into `components.schemas` under its name,
 * innermost first, leaving a `$ref` where it was.
 */
export function hoistNamed<T extends object>(document: T): T {
  const components: Record<string, unknown> = {};
  const hoist = (node: unknown): unknown => {
    if (Array.isArray(node)) return node.map(hoist);
    if (typeof node !== 'object' || node === null) return node;
    const { [NAME]: name, ...rest } = node as Record<string, unknown>;
    const lifted = Object.fromEntries(Object.entries(rest).map(([k, v]) => [k, hoist(v)]));
    if (typeof name !== 'string') return lifted;
    components[name] = lifted;
    return { $ref: `#/components/schemas/${name}` };
  };
  const hoisted = hoist(document) as T & { components?: { schemas?: Record<string, unknown> } };
  const sorted = Object.fromEntries(
    Object.entries(components).sort(([a], [b]) => a.localeCompare(b)),
  );
  hoisted.components = {
    ...hoisted.components,
    schemas: { ...hoisted.components?.schemas, ...sorted },
  };
  return hoisted;
}

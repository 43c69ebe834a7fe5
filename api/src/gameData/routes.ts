import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { cachedAnswers } from '../content/cachedAnswers.js';
import { createCache } from '../platform/cache/cache.js';
import { cacheable } from '../platform/http/cacheable.js';
import { HttpError } from '../platform/http/httpError.js';
import { NotModified } from '../platform/http/schemas.js';
import {
  BaseSchema,
  CurrencySchema,
  CurrencySectionsSchema,
  ErrorSchema,
  GemInfoSchema,
  GemSchema,
  LangQuery,
  NameParams,
  UniqueSchema,
  type Gem,
  type Lang,
} from './schemas.js';
import { currencyTooltip } from './currencyTooltip.js';
import { createGemInfo } from './gemInfo.js';
import { askedNames, catalogueNames, CatalogueNameSchema, NamesQuery } from './names.js';
import { gemRewards, GemRewardsSchema, rewardNames, RewardsQuery } from './rewards.js';
import {
  currencySections,
  findCurrency,
  findGem,
  listBases,
  listGems,
  listUniques,
  pickGems,
  textIn,
  wheelGems,
} from './service.js';

/** The catalogue changes only when a refresh job runs; browsers may keep it a few minutes. */
const LIST_MAX_AGE = 300;
const WHEEL_DEFAULT = 25;

/** The game catalogue for pickers, inserts, tooltips and the item parser, under `/api/game`. */
export const gameRoutes: FastifyPluginAsyncTypebox = async (app) => {
  // The gems in each language, read once: every build page asks for its own, and the catalogue
  // changes only when a job refreshes it, which publishes `game` to every process.
  const catalogue = cachedAnswers<Gem[]>(app, ['game']);
  const gemsIn = (lang: Lang) =>
    catalogue ? catalogue.get(lang, () => listGems(app.db, lang)) : listGems(app.db, lang);

  app.get(
    '/api/game/gems',
    {
      schema: {
        querystring: Type.Object({
          ...LangQuery.properties,
          // A build's page asks for its own gems only (names, colours, levels in the reader's
          // language): the whole catalogue would weigh on every page the server renders.
          names: Type.Optional(RewardsQuery.properties.names),
        }),
        response: {
          200: Type.Object({ gems: Type.Array(GemSchema) }),
          304: NotModified,
          400: ErrorSchema,
        },
      },
    },
    async (request, reply) => {
      const { lang = 'fr', names } = request.query;
      const all = await gemsIn(lang);
      const gems = names === undefined ? all : pickGems(all, rewardNames(names));
      return cacheable(request, reply, { gems }, LIST_MAX_AGE);
    },
  );

  app.get(
    '/api/game/gems/wheel',
    {
      schema: {
        querystring: Type.Object({
          ...LangQuery.properties,
          count: Type.Optional(Type.Integer({ minimum: 1, maximum: 100 })),
        }),
        response: { 200: Type.Object({ gems: Type.Array(GemSchema) }), 400: ErrorSchema },
      },
    },
    async (request, reply) => {
      const { lang = 'fr', count = WHEEL_DEFAULT } = request.query;
      // A new draw on every spin: never served from a cache.
      reply.header('cache-control', 'no-store');
      return { gems: await wheelGems(app.db, lang, count) };
    },
  );

  app.get(
    '/api/game/gems/rewards',
    {
      schema: {
        querystring: RewardsQuery,
        response: {
          200: Type.Object({ gems: Type.Array(GemRewardsSchema) }),
          304: NotModified,
          400: ErrorSchema,
        },
      },
    },
    async (request, reply) => {
      const gems = await gemRewards(app.db, rewardNames(request.query.names));
      return cacheable(request, reply, { gems }, LIST_MAX_AGE);
    },
  );

  // The names of a text's inserts in the reader's language, without sending the whole catalogue.
  app.get(
    '/api/game/names',
    {
      schema: {
        querystring: NamesQuery,
        response: {
          200: Type.Object({ names: Type.Array(CatalogueNameSchema) }),
          304: NotModified,
          400: ErrorSchema,
        },
      },
    },
    async (request, reply) => {
      const names = askedNames(request.query.names);
      const found = await catalogueNames(app.db, names, request.query.lang ?? 'fr');
      return cacheable(request, reply, { names: found }, LIST_MAX_AGE);
    },
  );

  const cache = createCache(app.db);
  const gemInfo = createGemInfo({ cache, upstreams: app.upstreams, log: app.log });
  const tooltipDeps = { db: app.db, cache, wiki: app.upstreams.wiki, log: app.log };
  app.get(
    '/api/game/gems/:name/info',
    {
      schema: {
        params: NameParams,
        querystring: LangQuery,
        response: { 200: GemInfoSchema, 400: ErrorSchema, 404: ErrorSchema },
      },
    },
    async (request, reply) => {
      // Only catalogue gems reach the wiki: a visitor cannot make us fetch arbitrary pages.
      const lang = request.query.lang ?? 'fr';
      const gem = await findGem(app.db, request.params.name, lang);
      if (!gem) throw new HttpError(404, 'Gem introuvable');
      const info = await gemInfo(gem);
      // Without the wiki's box the answer is a stand-in: browsers ask again soon.
      reply.header('cache-control', `public, max-age=${info.sources.wiki ? 3600 : 60}`);
      // The wiki's and poe.ninja's sentences are English: a French reader gets the facts only.
      const english = lang === 'en';
      return {
        ...info,
        displayName: gem.displayName,
        description: textIn(lang, info.description),
        effects: english ? info.effects : [],
        qualityEffects: english ? info.qualityEffects : [],
      };
    },
  );

  app.get(
    '/api/game/currencies',
    {
      schema: {
        querystring: LangQuery,
        response: { 200: CurrencySectionsSchema, 304: NotModified, 400: ErrorSchema },
      },
    },
    async (request, reply) => {
      const sections = await currencySections(app.db, request.query.lang ?? 'fr');
      return cacheable(request, reply, { sections }, LIST_MAX_AGE);
    },
  );

  app.get(
    '/api/game/currencies/:name',
    {
      schema: {
        params: NameParams,
        querystring: LangQuery,
        response: { 200: CurrencySchema, 304: NotModified, 400: ErrorSchema, 404: ErrorSchema },
      },
    },
    async (request, reply) => {
      const lang = request.query.lang ?? 'fr';
      const currency = await findCurrency(app.db, request.params.name, lang);
      if (!currency) throw new HttpError(404, 'Currency introuvable');
      const tooltip = await currencyTooltip(tooltipDeps, currency);
      const answer = { ...tooltip, description: textIn(lang, tooltip.description) };
      return cacheable(request, reply, answer, LIST_MAX_AGE);
    },
  );

  app.get(
    '/api/game/bases',
    {
      schema: {
        querystring: LangQuery,
        response: {
          200: Type.Object({ bases: Type.Array(BaseSchema) }),
          304: NotModified,
          400: ErrorSchema,
        },
      },
    },
    async (request, reply) => {
      const bases = await listBases(app.db, request.query.lang ?? 'fr');
      return cacheable(request, reply, { bases }, LIST_MAX_AGE);
    },
  );

  app.get(
    '/api/game/uniques',
    {
      schema: {
        querystring: LangQuery,
        response: {
          200: Type.Object({ uniques: Type.Array(UniqueSchema) }),
          304: NotModified,
          400: ErrorSchema,
        },
      },
    },
    async (request, reply) => {
      const uniques = await listUniques(app.db, request.query.lang ?? 'fr');
      return cacheable(request, reply, { uniques }, LIST_MAX_AGE);
    },
  );
};

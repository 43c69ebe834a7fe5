import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply } from 'fastify';
import { Type, type Static, type TSchema } from 'typebox';
import { sessionUser } from '../accounts/plugin.js';
import { CachedJson, sendCachedJson } from '../platform/http/compress.js';
import { ErrorSchema } from '../platform/http/schemas.js';
import type { AnonymousRead } from './anonymousItems.js';
import { itemChanges, type ContentTagKind } from './changeTags.js';
import type { CachedAnswers } from './cachedAnswers.js';
import { ContentIdParams, parseId } from './listSchemas.js';
import { CREATOR_ROLES } from './rights.js';
import { optionalViewer, viewerOf, writerOf, type Viewer, type Writer } from './viewer.js';

/** The app a route plugin of builds or guides receives. */
export type ContentApp = Parameters<FastifyPluginAsyncTypebox>[0];

/** What a reader sees depends on who signs the request: never shared between viewers. */
export const privateAnswer = (reply: FastifyReply) =>
  reply.header('cache-control', 'private, no-cache').header('vary', 'Authorization');

/** JSON already written in the route's response shape: sent as is, never serialised again. */
const sendJsonText = (reply: FastifyReply, json: string) =>
  reply.type('application/json; charset=utf-8').send(json);

const errors = { 400: ErrorSchema, 401: ErrorSchema, 403: ErrorSchema, 404: ErrorSchema };

/** One kind's list: its query and answer schemas, how to read it, and what may be kept. */
export interface ContentList<Query extends TSchema, List> {
  querystring: Query;
  answer: TSchema;
  list(viewer: Viewer | null, query: Static<Query>): Promise<List>;
  /** Anonymous lists per normalised query, or null when none are cached. */
  cache: CachedAnswers<List> | null;
  /** What else the answer depends on, read per request (the current game version). */
  keyExtra?: () => string;
}

/**
 * A list query as a cache key: its validated parameters (defaults applied) in a fixed order,
 * so `?limit=20&page=1` and `?page=1` are one answer.
 */
const queryKey = (query: object) =>
  JSON.stringify(Object.entries(query).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));

/** `GET <path>`: a page of the kind for everyone, by visibility; only anonymous pages cached. */
export function contentListRoute<Query extends TSchema, List>(
  app: ContentApp,
  path: string,
  kind: ContentList<Query, List>,
) {
  app.get<{ Querystring: Static<Query>; Reply: unknown }>(
    path,
    { schema: { querystring: kind.querystring, response: { 200: kind.answer, 400: ErrorSchema } } },
    async (request, reply) => {
      privateAnswer(reply);
      const viewer = await optionalViewer(app, request);
      // Fastify validated the query against `kind.querystring`; the generic hides it from tsc.
      const query = request.query as Static<Query>;
      const list = () => kind.list(viewer, query);
      // Only what everyone may see is shared: a signed-in viewer may also see their own.
      if (viewer !== null || kind.cache === null) return list();
      return kind.cache.get(queryKey(query as object) + (kind.keyExtra?.() ?? ''), list);
    },
  );
}

/**
 * One kind of content (builds, guides) as its item routes see it: the same reading, writing
 * rights and answers for each, only the schemas, messages and services differ.
 */
export interface ContentKind<Item, Create extends TSchema, Update extends TSchema> {
  /** The collection's address, `/api/builds`: items are at `<path>/:id`. */
  path: string;
  /** The 404 message, also for an id that is no number. */
  notFound: string;
  /** The name its change tags use: `build` for `build:12` and `builds`. */
  tagKind: ContentTagKind;
  /** The French names of the body's fields in validation messages. */
  fieldLabels: Readonly<Record<string, string>>;
  schemas: { item: TSchema; create: Create; update: Update };
  read(viewer: Viewer | null, id: number): Promise<Item>;
  /**
   * The answer for signed-out readers, kept until what it shows changes (`app.anonymous`);
   * JSON text is kept with its compressed form (`CachedJson`).
   */
  anonymous: AnonymousRead;
  create(writer: Writer, body: Static<Create>): Promise<unknown>;
  update(viewer: Viewer, id: number, body: Static<Update>): Promise<unknown>;
  remove(viewer: Viewer, id: number): Promise<void>;
  /** Drops the item's pending edit (content/pendingEdit.ts), its approved version untouched. */
  withdrawEdit(viewer: Viewer, id: number): Promise<void>;
}

/**
 * `GET`, `PUT` and `DELETE <path>/:id`, `POST <path>` and `DELETE <path>/:id/pending-edit`:
 * reading for everyone (by visibility), creating for creators, changing for the author or an
 * admin (the services check).
 */
export function contentItemRoutes<Item, Create extends TSchema, Update extends TSchema>(
  app: ContentApp,
  kind: ContentKind<Item, Create, Update>,
) {
  const { path, notFound, fieldLabels, schemas, tagKind } = kind;
  const changes = itemChanges(tagKind);
  type IdParams = { Params: Static<typeof ContentIdParams> };

  app.get<IdParams & { Reply: unknown }>(
    `${path}/:id`,
    {
      schema: {
        params: ContentIdParams,
        response: { 200: schemas.item, 400: ErrorSchema, 404: ErrorSchema },
      },
    },
    async (request, reply) => {
      privateAnswer(reply);
      const viewer = await optionalViewer(app, request);
      const id = parseId(request.params.id, notFound);
      const item = viewer === null ? await kind.anonymous(id) : await kind.read(viewer, id);
      if (item instanceof CachedJson) return sendCachedJson(request, reply, item);
      // JSON text PostgreSQL wrote in the schema's shape is sent as is (see builds/buildJson.ts).
      return typeof item === 'string' ? sendJsonText(reply, item) : item;
    },
  );

  // Guards run before validation, so a stranger learns nothing about the body's rules.
  app.post<{ Body: Static<Create>; Reply: unknown }>(
    path,
    {
      config: { fieldLabels, rateBucket: 'contentWrite', changes: { tags: [`${tagKind}s`] } },
      preValidation: app.requireRole(...CREATOR_ROLES),
      schema: { body: schemas.create, response: { 201: schemas.item, ...errors } },
    },
    async (request, reply) => {
      // Validated against `schemas.create` (as the update's body below against its schema).
      const body = request.body as Static<Create>;
      const item = await kind.create(writerOf(sessionUser(request)), body);
      return reply.code(201).send(item);
    },
  );

  app.put<IdParams & { Body: Static<Update>; Reply: unknown }>(
    `${path}/:id`,
    {
      config: { fieldLabels, rateBucket: 'contentWrite', changes },
      preValidation: app.requireUser,
      schema: {
        params: ContentIdParams,
        body: schemas.update,
        response: { 200: schemas.item, ...errors },
      },
    },
    async (request) =>
      kind.update(
        viewerOf(sessionUser(request)),
        parseId(request.params.id, notFound),
        request.body as Static<Update>,
      ),
  );

  app.delete<IdParams & { Reply: unknown }>(
    `${path}/:id`,
    {
      config: { rateBucket: 'contentWrite', changes },
      preValidation: app.requireUser,
      schema: { params: ContentIdParams, response: { 204: Type.Null(), ...errors } },
    },
    async (request, reply) => {
      await kind.remove(viewerOf(sessionUser(request)), parseId(request.params.id, notFound));
      return reply.code(204).send(null);
    },
  );

  app.delete<IdParams & { Reply: unknown }>(
    `${path}/:id/pending-edit`,
    {
      // A withdrawn edit was never public, but its row is written: its cached answer goes with it.
      config: { rateBucket: 'contentWrite', changes },
      preValidation: app.requireUser,
      schema: { params: ContentIdParams, response: { 204: Type.Null(), ...errors } },
    },
    async (request, reply) => {
      const id = parseId(request.params.id, notFound);
      await kind.withdrawEdit(viewerOf(sessionUser(request)), id);
      return reply.code(204).send(null);
    },
  );
}

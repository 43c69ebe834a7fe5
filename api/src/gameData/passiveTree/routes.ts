import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { Type } from 'typebox';
import { acceptedEncoding } from '../../platform/http/compress.js';
import { HttpError } from '../../platform/http/httpError.js';
import { ErrorSchema, SHARE_READ_ERRORS } from '../../platform/http/schemas.js';
import { CREATOR_ROLES } from '../../content/rights.js';
import {
  DecodeBody,
  type DecodedTree,
  DecodedTreesSchema,
  PassiveTreeDataSchema,
  PassiveTreeVersionsSchema,
} from './schemas.js';
import { currentTreeVersion, listTreeVersions, readTreeJson } from './sql.js';
import { drawingAnswer, drawingHash } from './drawing.js';

/** The job may add a version at any time; the list is cheap to ask again. */
const LIST_MAX_AGE = 300;
/** A data address names its content (the hash): it never changes. */
const IMMUTABLE = 'public, max-age=31536000, immutable';

export const TREE_NOT_FOUND = 'Arbre passif introuvable : version ou empreinte inconnue';

/** Stored already written in the answer's shape: sent as it is, never serialised again. */
const sendJsonText = (reply: FastifyReply, json: string | Buffer) =>
  reply.type('application/json; charset=utf-8').send(json);

/** `/api/game/passive-tree/<version>/<hash>.json`: the drawing (drawing.ts) of a stored tree. */
export const treeDataUrl = (version: string, storedHash: string) =>
  `/api/game/passive-tree/${encodeURIComponent(version)}/${drawingHash(storedHash)}.json`;

/**
 * What an author pasted, read into trees: `decodeTrees` of pob/treeDecode.ts, handed in by
 * app.ts because pob builds on gameData (reading a share link is Path of Building's part).
 */
export type DecodeTrees = (app: FastifyInstance, pasted: string) => Promise<DecodedTree[]>;

export interface PassiveTreeRoutesOptions {
  decodeTrees: DecodeTrees;
}

/** The passive tree's data for the browser, per game version. */
export const passiveTreeRoutes: FastifyPluginAsyncTypebox<PassiveTreeRoutesOptions> = async (
  app,
  { decodeTrees },
) => {
  app.get(
    '/api/game/passive-tree',
    { schema: { response: { 200: PassiveTreeVersionsSchema } } },
    async (_request, reply) => {
      const stored = await listTreeVersions(app.db);
      const current = await currentTreeVersion(app.db, app.league.current().gameVersion);
      reply.header('cache-control', `public, max-age=${LIST_MAX_AGE}`);
      return {
        current,
        versions: stored.map((v) => ({
          version: v.version,
          dataUrl: treeDataUrl(v.version, v.hash),
          fetchedAt: v.fetchedAt.toISOString(),
        })),
      };
    },
  );

  app.get(
    '/api/game/passive-tree/:version/:file',
    {
      schema: {
        params: Type.Object({
          version: Type.String({ maxLength: 20 }),
          file: Type.String({ pattern: '^[A-Za-z0-9_-]{1,64}\\.json$' }),
        }),
        response: { 200: PassiveTreeDataSchema, 400: ErrorSchema, 404: ErrorSchema },
      },
    },
    async (request, reply) => {
      const { version, file } = request.params;
      const hash = file.slice(0, -'.json'.length);
      const stored = (await listTreeVersions(app.db)).find(
        (v) => v.version === version && drawingHash(v.hash) === hash,
      );
      const json = stored && (await readTreeJson(app.db, version, stored.hash));
      if (!stored || json === undefined) throw new HttpError(404, TREE_NOT_FOUND);
      const drawing = await drawingAnswer(stored.hash, json);
      reply.header('cache-control', IMMUTABLE).header('vary', 'Accept-Encoding');
      if (acceptedEncoding(request) !== 'br') return sendJsonText(reply, drawing.json);
      return sendJsonText(reply.header('content-encoding', 'br'), drawing.brotli);
    },
  );

  // Reading only, for those who write builds: the author puts the trees into the form's tabs.
  app.post(
    '/api/game/passive-tree/decode',
    {
      // Part of writing a build too, and the server may fetch a share link for it.
      // Nothing written.
      config: { rateBucket: 'contentWrite', changes: { tags: [] } },
      // Guards before validation: a stranger learns nothing of the body's rules.
      preValidation: app.requireRole(...CREATOR_ROLES),
      schema: {
        body: DecodeBody,
        response: { 200: DecodedTreesSchema, ...SHARE_READ_ERRORS },
      },
    },
    async (request) => ({ trees: await decodeTrees(app, request.body.url) }),
  );
};

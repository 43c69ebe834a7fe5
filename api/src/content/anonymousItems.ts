import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { CachedJson } from '../platform/http/compress.js';
import { cachedItems } from './cachedAnswers.js';

/**
 * A build or guide as every signed-out reader sees it: JSON text (kept with its brotli), or the
 * item itself. Rejects with the 404 of an item nobody signed out may read.
 */
export type AnonymousRead = (id: number) => Promise<unknown>;

/** An answer of `app.anonymous` as an object: cached JSON text is parsed. */
export const anonymousObject = <T>(answer: unknown): T =>
  (answer instanceof CachedJson ? JSON.parse(answer.text) : answer) as T;

/** One kind's signed-out reading: how to read an item, and the change tags that drop it. */
export interface AnonymousKind {
  read: (id: number) => Promise<unknown>;
  tags: (id: number) => string[];
}

/** The kinds of item signed-out readers read. */
export type AnonymousKindName = 'build' | 'guide';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Builds and guides as signed-out readers see them, kept until what they show changes: the
     * same answer for `GET /api/builds/:id` and for the page's preview tags.
     */
    anonymous: Record<AnonymousKindName, AnonymousRead>;
  }
}

/** Reads `kind` for signed-out readers, keeping each answer (JSON text with its brotli). */
function cachedReader(app: FastifyInstance, kind: AnonymousKind): AnonymousRead {
  const kept = cachedItems<unknown>(app);
  const keep = async (id: number) => {
    const answer = await kind.read(id);
    return typeof answer === 'string' ? new CachedJson(answer) : answer;
  };
  return (id) => (kept ? kept.get(String(id), kind.tags(id), () => keep(id)) : keep(id));
}

/**
 * `app.anonymous`: one reader per kind of item, each set by its feature (`addAnonymousKind`)
 * before the routes and the pages that share it. Without a change bus nothing is kept.
 */
export const anonymousItemsPlugin = fp(
  async (app) => {
    // Until its feature sets it, reading a kind is a mistake of the plugins' order, said plainly.
    const notYet = (kind: string) => async () => {
      throw new Error(`no signed-out reader for ${kind}: its feature registers after its reader`);
    };
    app.decorate('anonymous', { build: notYet('build'), guide: notYet('guide') });
  },
  { name: 'anonymousItems', dependencies: ['db', 'changes'] },
);

/** How signed-out readers read `kind`, kept until its tags change; before the routes reading it. */
export function addAnonymousKind(
  app: FastifyInstance,
  kind: AnonymousKindName,
  reader: AnonymousKind,
): void {
  app.anonymous[kind] = cachedReader(app, reader);
}

import { Transform } from 'node:stream';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { HttpError } from './httpError.js';

export const TEXT_INPUT_MESSAGE =
  'Requête invalide : le texte envoyé contient un caractère interdit (caractère nul ou encodage UTF-8 invalide).';

/** Levels of nesting a request may hold; the deepest of our own bodies (a guide's text) has 8. */
export const MAX_INPUT_DEPTH = 64;
export const TOO_DEEP_MESSAGE = `Requête invalide : données imbriquées sur plus de ${MAX_INPUT_DEPTH} niveaux.`;

/** Text PostgreSQL cannot store, or that is not Unicode at all: a NUL, or half of a surrogate pair. */
const badText = (text: string) => text.includes('\0') || !text.isWellFormed();

/**
 * What is wrong with a parsed request part, walked without recursion (a 100,000-level object
 * cannot overflow the stack here, and is refused before anything recursive sees it): 'text' for
 * a string or key `badText` refuses, 'depth' past `maxDepth` levels, undefined when it is fine.
 */
export function inputProblem(
  value: unknown,
  maxDepth = MAX_INPUT_DEPTH,
): 'text' | 'depth' | undefined {
  const stack: [unknown, number][] = [[value, 0]];
  for (let next = stack.pop(); next; next = stack.pop()) {
    const [item, depth] = next;
    if (typeof item === 'string') {
      if (badText(item)) return 'text';
      continue;
    }
    if (typeof item !== 'object' || item === null) continue;
    if (depth >= maxDepth) return 'depth';
    for (const [key, child] of Object.entries(item)) {
      if (badText(key)) return 'text';
      stack.push([child, depth + 1]);
    }
  }
  return undefined;
}

/**
 * Whether every `name=value` of a query string decodes to well-formed text without NUL: the
 * query parser leaves a broken escape (`%FF`, an encoded surrogate) as it came, which would
 * reach the database as garbage.
 */
export function queryIsText(query: string): boolean {
  for (const part of query.split('&')) {
    let decoded: string;
    try {
      decoded = decodeURIComponent(part.replace(/\+/g, ' '));
    } catch {
      return false;
    }
    if (badText(decoded)) return false;
  }
  return true;
}

/** Bodies read as text (JSON, forms); pictures and other bytes are left as they are. */
const TEXT_BODY =
  /^(?:application\/(?:[\w.+-]*\+)?json|text\/|application\/x-www-form-urlencoded)/i;

/** Passes the body through, failing with a French 400 at the first byte that is not UTF-8. */
function utf8Only(): Transform {
  const decoder = new TextDecoder('utf-8', { fatal: true });
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      try {
        decoder.decode(chunk, { stream: true });
      } catch {
        return done(new HttpError(400, TEXT_INPUT_MESSAGE));
      }
      done(null, chunk);
    },
    flush(done) {
      try {
        decoder.decode();
      } catch {
        return done(new HttpError(400, TEXT_INPUT_MESSAGE));
      }
      done();
    },
  });
}

const MESSAGES = { text: TEXT_INPUT_MESSAGE, depth: TOO_DEEP_MESSAGE };

/** Answers the refusal itself: routes registered before our error handler (the docs) get it too. */
const refuse = (reply: FastifyReply, problem: keyof typeof MESSAGES) =>
  reply.code(400).header('cache-control', 'no-store').send({ error: MESSAGES[problem] });

/**
 * Every request's text is text before anything reads it: a query, path or body holding a NUL or
 * invalid UTF-8 gets a French 400 (PostgreSQL would answer an error, so a 500), and a body nested
 * deeper than `MAX_INPUT_DEPTH` levels is refused before validation or any handler walks it.
 */
export const textInputPlugin = fp(
  async (app) => {
    app.addHook('onRequest', async (request: FastifyRequest, reply: FastifyReply) => {
      const at = request.url.indexOf('?');
      if (at >= 0 && !queryIsText(request.url.slice(at + 1))) return refuse(reply, 'text');
    });
    app.addHook('preParsing', async (request, _reply, payload) =>
      TEXT_BODY.test(request.headers['content-type'] ?? '') ? payload.pipe(utf8Only()) : payload,
    );
    app.addHook('preValidation', async (request: FastifyRequest, reply: FastifyReply) => {
      const problem = inputProblem(request.params, 4) ?? inputProblem(request.body);
      if (problem) return refuse(reply, problem);
    });
  },
  { name: 'text-input' },
);

import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Queryable } from '../db/client.js';
import { HttpError } from '../http/httpError.js';
import '../http/routeConfig.js';
import { RATE_RULES, type RateRule } from './rules.js';
import { hitWindows, type WindowTable } from './windows.js';

const RATE_WINDOWS: WindowTable = { table: 'rate_windows', keyColumns: ['bucket', 'subject'] };
const PRUNE_EVERY_MS = 10 * 60 * 1000;

/** Deletes the windows that have ended: they count nothing any more, and hold addresses. */
export async function pruneRateWindows(db: Queryable): Promise<void> {
  await db.query(
    'delete from rate_windows where window_start + make_interval(secs => window_seconds) <= now()',
  );
}

/** A page load (not a script's call): a GET that asks for HTML. */
function isNavigation(request: FastifyRequest): boolean {
  return request.method === 'GET' && (request.headers.accept ?? '').includes('text/html');
}

/** 429 with the limit's French message; Retry-After is set on the reply before it is thrown. */
export class TooManyRequests extends HttpError {
  constructor(
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super(429, message);
  }
}

/**
 * Rate limits on sign-in (per address), admin actions and build and guide writes (per account),
 * counted in PostgreSQL so that every API process shares them. Each route naming a bucket in its
 * config (`rateBucket`) gets a preHandler, which runs after its guards: an account is known, and
 * refused calls never count.
 */
export const rateLimitPlugin = fp(
  async (app) => {
    const limiter = (rule: RateRule) => {
      const limits = app.config.rateLimits[rule.bucket];
      return async (request: FastifyRequest, reply: FastifyReply): Promise<void> => {
        const subject = rule.per === 'address' ? request.ip : request.session?.user?.id.toString();
        if (subject === undefined) return;
        // One statement, atomic on its own: no transaction to hold a connection open.
        const wait = await hitWindows(app.db, RATE_WINDOWS, [rule.bucket, subject], limits);
        if (wait === undefined) return;
        reply.header('retry-after', String(wait));
        // A browser following the sign-in link would land on a bare JSON page: send it home with
        // the message, the way every other failed sign-in comes back.
        if (rule.bucket === 'signIn' && isNavigation(request)) {
          const params = { auth: 'error', error: 'rate_limited', error_description: rule.message };
          return reply.redirect(`${app.config.publicUrl}/?${new URLSearchParams(params)}`, 302);
        }
        // The errors plugin writes the body on this same reply, keeping the header.
        throw new TooManyRequests(rule.message, wait);
      };
    };

    app.addHook('onRoute', (route) => {
      // The route names its bucket (`config.rateBucket`), beside its guards.
      const bucket = route.config?.rateBucket;
      if (bucket === undefined) return;
      const rule = RATE_RULES[bucket];
      const existing = route.preHandler ?? [];
      route.preHandler = [...(Array.isArray(existing) ? existing : [existing]), limiter(rule)];
    });

    // Ended windows are useless; deleting them keeps no address longer than its window.
    const prune = () =>
      pruneRateWindows(app.db).catch((err: unknown) => app.log.warn({ err }, 'rate windows prune'));
    const timer = setInterval(prune, PRUNE_EVERY_MS);
    timer.unref();
    app.addHook('onClose', async () => clearInterval(timer));
  },
  { name: 'rate-limit', dependencies: ['config', 'db'] },
);

import type { FastifyBaseLogger } from 'fastify';
import type { Cache } from '../platform/cache/cache.js';
import type { Queryable } from '../platform/db/client.js';
import type { WikiClient } from './wiki/client.js';
import { createFailureMemory, PAGE_WAIT_MS, waitAtMost } from '../platform/upstream/patience.js';
import type { Currency } from './schemas.js';

/** A page without an effect line is not asked again for a day. */
const NO_TEXT_SECONDS = 24 * 60 * 60;

export interface TooltipDeps {
  db: Queryable;
  cache: Cache;
  wiki: WikiClient;
  log: FastifyBaseLogger;
  /** How long a tooltip waits on the wiki before answering the stored data. */
  waitMs?: number;
}

/** Reads the description from the wiki and stores it; never rejects, as nobody may wait on it. */
async function readDescription(deps: TooltipDeps, currency: Currency): Promise<Currency> {
  const failures = createFailureMemory(deps.cache, deps.log);
  const what = `wiki:currency:${currency.name}`;
  try {
    const page = await failures.attempt(what, () => deps.wiki.currencyDescription(currency.name));
    if (!page.ok) return currency;
    if (!page.value) {
      await failures.remember(what, NO_TEXT_SECONDS);
      return currency;
    }
    await deps.db.query('update currencies set description = $2 where name = $1', [
      currency.name,
      page.value,
    ]);
    return { ...currency, description: page.value };
  } catch (err) {
    deps.log.warn({ err, currency: currency.name }, 'currency description not stored');
    return currency;
  }
}

/**
 * A currency's tooltip data, its description read once from the wiki and stored with the
 * catalogue. A wiki that fails (left alone a few minutes then) or is slower than `waitMs` never
 * holds the tooltip: the stored data is answered as it is, and a late description is stored
 * for the next visitor.
 */
export async function currencyTooltip(deps: TooltipDeps, currency: Currency): Promise<Currency> {
  if (currency.description) return currency;
  const read = await waitAtMost(readDescription(deps, currency), deps.waitMs ?? PAGE_WAIT_MS);
  return read?.value ?? currency;
}

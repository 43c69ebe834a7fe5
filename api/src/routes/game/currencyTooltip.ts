import type { FastifyBaseLogger } from 'fastify';
import type { Cache } from '../../cache/cache.js';
import type { Queryable } from '../../db/client.js';
import type { WikiClient } from '../../upstreams/wiki/client.js';
import type { Currency } from './schemas.js';

/** A page without an effect line is not asked again for a day. */
const NO_TEXT_SECONDS = 24 * 60 * 60;
/** A wiki that failed is left alone a few minutes, so tooltips stay quick meanwhile. */
const DOWN_SECONDS = 5 * 60;

export interface TooltipDeps {
  db: Queryable;
  cache: Cache;
  wiki: WikiClient;
  log: FastifyBaseLogger;
}

/**
 * A currency's tooltip data, its description read once from the wiki and stored with the
 * catalogue; while the wiki fails, the stored data is answered as it is.
 */
export async function currencyTooltip(deps: TooltipDeps, currency: Currency): Promise<Currency> {
  if (currency.description) return currency;
  const skipKey = `currency-wiki-skip:${currency.name}`;
  if (await deps.cache.get(skipKey)) return currency;
  try {
    const description = await deps.wiki.currencyDescription(currency.name);
    if (!description) {
      await deps.cache.set(skipKey, true, NO_TEXT_SECONDS);
      return currency;
    }
    await deps.db.query('update currencies set description = $2 where name = $1', [
      currency.name,
      description,
    ]);
    return { ...currency, description };
  } catch (err) {
    deps.log.warn({ err, currency: currency.name }, 'currency description unavailable');
    await deps.cache.set(skipKey, true, DOWN_SECONDS);
    return currency;
  }
}

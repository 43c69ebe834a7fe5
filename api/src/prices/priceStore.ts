import type { FastifyBaseLogger } from 'fastify';
import type { Db, Queryable } from '../platform/db/client.js';
import type { PoeNinjaClient } from './poeNinja/client.js';
import { PRICE_SOURCES, readPriceSource, type PriceKind } from './overviewPrices.js';

/** poe.ninja recomputes its prices about hourly; a build estimate needs no more than this. */
export const PRICES_FRESH_SECONDS = 3 * 60 * 60;
/** A list that could not be read is asked for again after this, not at every request. */
export const PRICES_RETRY_SECONDS = 5 * 60;
/**
 * How long a request waits for a refresh before answering with the prices it has. The refresh
 * goes on and stores its lists for the next request; the SkillGem overview alone weighs
 * megabytes, so a slow poe.ninja would otherwise hold the panel for the upstream time limit.
 */
export const PRICES_WAIT_MS = 2500;

export interface StoredPrice {
  kind: PriceKind;
  name: string;
  chaos: number;
}

export interface PricesState {
  /** ISO 8601: when the oldest stored list was read; null when none ever was. */
  pricesAt: string | null;
  /** Some list is missing or older than PRICES_FRESH_SECONDS. */
  stale: boolean;
}

export interface PriceStoreOptions {
  db: Db;
  client: PoeNinjaClient;
  /** The league priced, or a getter of the league the site follows (it may change). */
  league: string | (() => string);
  log: FastifyBaseLogger;
  waitMs?: number;
  /**
   * Runs after a refresh stored at least one new list (the build index's cost estimates are
   * recomputed there); its failure is logged like the refresh's.
   */
  onRefreshed?: () => Promise<void>;
}

const SOURCES = PRICE_SOURCES.map((s) => s.source);

/**
 * Stored prices of `league` whose name is one of `names` (any case), plus Divine Orb's. A name
 * in several lists of a kind keeps its lowest price. Reads only what is stored: never waits
 * for poe.ninja, so writers and the build index may call it inside their transactions.
 */
export async function findPrices(
  db: Queryable,
  league: string,
  names: readonly string[],
): Promise<StoredPrice[]> {
  const { rows } = await db.query<StoredPrice>(
    `select kind, min(name) as name, min(chaos_value) as chaos from item_prices
     where league = $1
       and (lower(name) = any($2::text[]) or (kind = 'currency' and name = 'Divine Orb'))
     group by kind, lower(name)`,
    [league, [...new Set(names.map((n) => n.toLowerCase()))]],
    // Asked by every build's cost: planning it cost PostgreSQL more than running it.
    { prepare: true },
  );
  return rows.map((r) => ({ ...r, chaos: Number(r.chaos) }));
}

/**
 * poe.ninja prices of one league in PostgreSQL (tables `price_lists` and `item_prices`),
 * refreshed lazily: a request that needs prices claims the stale lists (a lease in the row, so
 * one process asks poe.ninja at a time and a failing upstream is retried every few minutes),
 * waits at most `waitMs` for them, and otherwise answers with the stored, older prices.
 */
export function createPriceStore({
  db,
  client,
  league,
  log,
  waitMs = PRICES_WAIT_MS,
  onRefreshed,
}: PriceStoreOptions) {
  let inFlight: Promise<void> | undefined;
  const leagueNow = typeof league === 'string' ? () => league : league;

  /**
   * What the lists say now, in one read: whether some list is missing or stale and not
   * attempted in the last minutes (a refresh is due), and the state an answer shows. The usual
   * answer (all fresh) costs this read, not the claim's write.
   */
  async function lists(): Promise<PricesState & { due: boolean }> {
    const league = leagueNow();
    const { rows } = await db.query<{ oldest: Date | string | null; stale: boolean; due: boolean }>(
      `select min(fetched_at) as oldest,
              count(fetched_at) < $2
                or coalesce(bool_or(fetched_at < now() - make_interval(secs => $3)), false)
                as stale,
              count(*) < $2 or coalesce(bool_or(
                (fetched_at is null or fetched_at < now() - make_interval(secs => $3))
                and attempted_at < now() - make_interval(secs => $4)), false) as due
       from price_lists where league = $1 and source = any($5::text[])`,
      [league, SOURCES.length, PRICES_FRESH_SECONDS, PRICES_RETRY_SECONDS, SOURCES],
      { prepare: true },
    );
    const oldest = rows[0]?.oldest ?? null;
    return {
      pricesAt: oldest === null ? null : new Date(oldest).toISOString(),
      stale: rows[0]?.stale ?? true,
      due: rows[0]?.due ?? true,
    };
  }

  const stateOf = ({ pricesAt, stale }: PricesState): PricesState => ({ pricesAt, stale });

  /** The lists this process may refresh now: stale, and not attempted in the last minutes. */
  async function claim(league: string): Promise<string[]> {
    const { rows } = await db.query<{ source: string }>(
      `insert into price_lists (league, source, attempted_at)
       select $1, s, now() from unnest($2::text[]) as s
       on conflict (league, source) do update set attempted_at = excluded.attempted_at
       where (price_lists.fetched_at is null
              or price_lists.fetched_at < now() - make_interval(secs => $3))
         and price_lists.attempted_at < now() - make_interval(secs => $4)
       returning source`,
      [league, SOURCES, PRICES_FRESH_SECONDS, PRICES_RETRY_SECONDS],
    );
    return rows.map((r) => r.source);
  }

  /** Reads one list and replaces its stored prices in one transaction. */
  async function refreshSource(league: string, source: string): Promise<void> {
    const spec = PRICE_SOURCES.find((s) => s.source === source);
    if (!spec) return;
    const rows = await readPriceSource(client, spec);
    await db.transaction(async (tx) => {
      await tx.query('delete from item_prices where league = $1 and source = $2', [league, source]);
      await tx.query(
        `insert into item_prices (league, kind, name, source, chaos_value)
         select $1, $2, r.name, $3, r.chaos
         from jsonb_to_recordset($4::jsonb) as r(name text, chaos double precision)`,
        [league, spec.kind, source, JSON.stringify(rows)],
      );
      await tx.query(
        'update price_lists set fetched_at = now() where league = $1 and source = $2',
        [league, source],
      );
    });
  }

  /** Never rejects: a failure leaves the previous prices, and is logged. */
  async function refresh(): Promise<void> {
    const league = leagueNow();
    try {
      const sources = await claim(league);
      const results = await Promise.allSettled(sources.map((s) => refreshSource(league, s)));
      results.forEach((result, i) => {
        if (result.status === 'rejected') {
          log.warn(
            { err: result.reason, source: sources[i], league },
            'poe.ninja prices unavailable',
          );
        }
      });
      if (onRefreshed && results.some((result) => result.status === 'fulfilled')) {
        await onRefreshed();
      }
    } catch (err) {
      log.warn({ err, league }, 'price refresh failed');
    }
  }

  return {
    /**
     * Refreshes stale lists, waiting for them at most `waitMs`.
     * @returns the state of the prices then (read once when none is due)
     */
    async ensureFresh(): Promise<PricesState> {
      if (!inFlight) {
        const now = await lists();
        if (!now.due) return stateOf(now);
      }
      inFlight ??= refresh().finally(() => {
        inFlight = undefined;
      });
      let timer: NodeJS.Timeout | undefined;
      const bound = new Promise<void>((resolve) => {
        timer = setTimeout(resolve, waitMs);
      });
      await Promise.race([inFlight, bound]);
      clearTimeout(timer);
      return stateOf(await lists());
    },

    /** The refresh under way, if any (tests wait for it; closing the app need not). */
    settled: (): Promise<void> => inFlight ?? Promise.resolve(),

    state: async (): Promise<PricesState> => stateOf(await lists()),

    /**
     * Stored prices whose name is one of `names` (any case), plus Divine Orb's. A name in
     * several lists of a kind keeps its lowest price.
     */
    find: (names: readonly string[]): Promise<StoredPrice[]> => findPrices(db, leagueNow(), names),
  };
}

export type PriceStore = ReturnType<typeof createPriceStore>;

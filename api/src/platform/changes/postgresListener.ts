import { createHash } from 'node:crypto';
import pg from 'pg';

/**
 * The NOTIFY channel of one database schema: every process on the same schema shares it, and the
 * test suites' schemas on one server never hear each other. A hash keeps it a short identifier.
 */
export function channelFor(schema: string | undefined): string {
  if (schema === undefined) return 'site_changes';
  return `site_changes_${createHash('sha256').update(schema).digest('hex').slice(0, 16)}`;
}

export interface ListenerEvents {
  message(payload: string): void;
  /** The connection dropped or came back: notifications in between may be lost. */
  lost(): void;
  error(err: unknown): void;
}

const RETRY_MIN_MS = 500;
const RETRY_MAX_MS = 10_000;

/**
 * A connection of its own that LISTENs on the channel, and reconnects (with a growing delay)
 * whenever it is lost. Resolves once listening, or once the first attempt failed: a database that
 * is down at start must not stop the app, which then retries in the background.
 */
export async function listenForChanges(
  options: { url: string; channel: string },
  events: ListenerEvents,
): Promise<{ close(): Promise<void> }> {
  let client: pg.Client | undefined;
  let closed = false;
  let retryMs = RETRY_MIN_MS;
  let timer: NodeJS.Timeout | undefined;
  let connectedOnce = false;

  const schedule = () => {
    if (closed || timer) return;
    timer = setTimeout(() => {
      timer = undefined;
      void connect();
    }, retryMs);
    timer.unref();
    retryMs = Math.min(RETRY_MAX_MS, retryMs * 2);
  };

  const connect = async () => {
    const next = new pg.Client({
      connectionString: options.url,
      connectionTimeoutMillis: 5000,
      keepAlive: true,
    });
    const drop = (err?: unknown) => {
      if (err !== undefined) events.error(err);
      if (client !== next) return;
      client = undefined;
      next.removeAllListeners('notification');
      void next.end().catch(() => undefined);
      events.lost();
      schedule();
    };
    next.on('error', drop);
    next.on('end', () => drop());
    try {
      await next.connect();
      // The channel is ours (channelFor), a plain identifier: safe to splice.
      await next.query(`listen ${options.channel}`);
    } catch (err) {
      next.removeAllListeners();
      next.on('error', () => undefined);
      void next.end().catch(() => undefined);
      events.error(err);
      schedule();
      return;
    }
    if (closed) {
      await next.end().catch(() => undefined);
      return;
    }
    client = next;
    retryMs = RETRY_MIN_MS;
    next.on('notification', (notification) => {
      if (notification.channel === options.channel && notification.payload !== undefined) {
        events.message(notification.payload);
      }
    });
    // What changed while nobody listened is unknown: everything kept is suspect.
    if (connectedOnce) events.lost();
    connectedOnce = true;
  };

  await connect();
  return {
    async close() {
      closed = true;
      if (timer) clearTimeout(timer);
      const current = client;
      client = undefined;
      if (current) {
        current.removeAllListeners('end');
        await current.end().catch(() => undefined);
      }
    },
  };
}

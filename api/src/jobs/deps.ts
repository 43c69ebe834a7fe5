import type { Db } from '../platform/db/client.js';
import type { Upstreams } from '../upstreams/plugin.js';

/** What every refresh job works with. */
export interface JobDeps {
  db: Db;
  upstreams: Upstreams;
}

/** A short French reason for the admin's log, whatever was thrown. */
export function reason(err: unknown): string {
  return err instanceof Error ? err.message : String(err);
}

import type { Migration } from '../types.js';

/**
 * Fixed-window counters of the rate limits other than the forum's (sign-in per address, admin
 * actions and content writes per account), shared by every API process.
 *
 * - `bucket` names the limit, `subject` what it counts (an IP address or an account id).
 * - Rows are short-lived: the server deletes those whose window has ended, so addresses are
 *   kept no longer than the longest window.
 */
export const rateWindows: Migration = {
  version: 10,
  name: 'rate_windows',
  sql: `
    create table rate_windows (
      bucket text not null,
      subject text not null,
      window_seconds integer not null check (window_seconds > 0),
      window_start timestamptz not null,
      hits integer not null check (hits >= 0),
      primary key (bucket, subject, window_seconds)
    );
  `,
};

/** Node socket errors and PostgreSQL SQLSTATEs meaning the server is gone, not the query wrong. */
const UNAVAILABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  // admin_shutdown, crash_shutdown, cannot_connect_now
  '57P01',
  '57P02',
  '57P03',
  // connection_exception and its subclasses
  '08000',
  '08001',
  '08003',
  '08004',
  '08006',
]);

/** What `pg` says when a connection dies or cannot be opened in time. */
const UNAVAILABLE_MESSAGES =
  /^(Connection terminated( unexpectedly| due to connection timeout)?|timeout exceeded when trying to connect|Client has encountered a connection error and is not queryable)$/;

/**
 * True for an error meaning the database cannot be reached right now (a restart, a network
 * cut), which a client may retry shortly; false for everything else.
 * @example isDatabaseUnavailable(Object.assign(new Error('x'), { code: 'ECONNREFUSED' })) // true
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const code = (error as Error & { code?: unknown }).code;
  if (typeof code === 'string' && UNAVAILABLE_CODES.has(code)) return true;
  if (UNAVAILABLE_MESSAGES.test(error.message)) return true;
  // Node reports a refused connection to every address of a host as an AggregateError.
  return error instanceof AggregateError && error.errors.some(isDatabaseUnavailable);
}

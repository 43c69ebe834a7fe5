/**
 * The spec's connectivity check: every 30 s, giving up after 5 s. The shell runs it with a plain
 * fetch and no retries, so that a silent server is reported within seconds.
 */
export const HEALTH_TIMEOUT_MS = 5_000;
export const HEALTH_CHECK_INTERVAL_MS = 30_000;

import { isIP } from 'node:net';

/**
 * Which proxies may tell us the client's address (X-Forwarded-For), as Fastify's `trustProxy`
 * takes it. Without this behind a load balancer, every visitor shares the balancer's address and
 * the per-address sign-in limit counts them all together.
 *
 * - unset or `false`: no proxy is trusted; the address is the connection's.
 * - `true`: every hop is trusted (only when nothing but the proxy can reach the server).
 * - a number `n`: the `n` nearest hops are trusted.
 * - addresses or CIDR ranges, comma-separated: only those hops are trusted.
 *
 * @example readTrustProxy('10.0.0.0/8, 127.0.0.1') // ['10.0.0.0/8', '127.0.0.1']
 */
export function readTrustProxy(
  raw: string | undefined,
  problems: string[],
): boolean | number | string[] {
  const value = raw?.trim();
  if (value === undefined || value === '' || value.toLowerCase() === 'false') return false;
  if (value.toLowerCase() === 'true') return true;
  if (/^\d+$/.test(value)) {
    const hops = Number(value);
    if (hops >= 1 && hops <= 16) return hops;
  }
  const entries = value.split(',').map((entry) => entry.trim());
  const valid = entries.every((entry) => {
    const [address, prefix, extra] = entry.split('/');
    if (extra !== undefined || address === undefined) return false;
    const family = isIP(address);
    if (family === 0) return false;
    if (prefix === undefined) return true;
    const bits = Number(prefix);
    return /^\d+$/.test(prefix) && bits <= (family === 4 ? 32 : 128);
  });
  if (valid) return entries;
  problems.push(
    `TRUST_PROXY must be true, false, a hop count from 1 to 16, or addresses/CIDR ranges separated by commas, got "${value}"`,
  );
  return false;
}

/**
 * The setting as Fastify's options take it. Fastify trusts `n` hops when given a number at run
 * time, but its types accept no number, so a hop count becomes the same rule written as a
 * function: the hop at index `i` (0 is the nearest) is trusted while `i < n`.
 */
export function fastifyTrustProxy(
  setting: boolean | number | string[],
): boolean | string[] | ((address: string, hop: number) => boolean) {
  if (typeof setting !== 'number') return setting;
  return (_address, hop) => hop < setting;
}

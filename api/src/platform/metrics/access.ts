import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';

export const METRICS_REFUSED =
  "Les mesures ne sont servies qu'à la machine elle-même, ou avec le jeton METRICS_TOKEN.";

/** 127.0.0.0/8 and ::1, plain or IPv4-mapped. */
export function isLoopback(address: string | undefined): boolean {
  if (address === undefined) return false;
  const v4 = address.startsWith('::ffff:') ? address.slice(7) : address;
  return address === '::1' || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(v4);
}

const digest = (text: string) => createHash('sha256').update(text).digest();

/**
 * Whether a request may read `/metrics`: from this machine, or with the token. The socket's own
 * address decides, never `X-Forwarded-For` (TRUST_PROXY or not); and a request a proxy forwarded
 * (it says so in a forwarding header) is a visitor's, even when the proxy runs on this machine.
 */
export function mayReadMetrics(request: FastifyRequest, token: string | undefined): boolean {
  const forwarded =
    request.headers['x-forwarded-for'] !== undefined || request.headers.forwarded !== undefined;
  if (!forwarded && isLoopback(request.socket.remoteAddress)) return true;
  if (token === undefined) return false;
  const header = request.headers.authorization ?? '';
  const given = header.startsWith('Bearer ') ? header.slice(7).trim() : '';
  // Digests of equal length, compared in constant time: neither the token nor its length leaks.
  return given !== '' && timingSafeEqual(digest(given), digest(token));
}

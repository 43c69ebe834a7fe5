import { kindOfStatus, TwitchError } from './errors.js';

/** A compiled schema: tells whether a value has the expected shape. */
export interface Guard<T> {
  Check(value: unknown): value is T;
}

export interface RequestOptions {
  timeoutMs: number;
  /** The token endpoint answers 400 for a refused code or refresh token. */
  tokenEndpoint?: boolean;
}

function errorMessage(text: string, status: number): string {
  try {
    const body: unknown = JSON.parse(text);
    if (typeof body === 'object' && body !== null && 'message' in body) return String(body.message);
  } catch {
    // Not JSON (a proxy's HTML page): the status says enough.
  }
  return `Twitch answered ${status}`;
}

/** The answer's text; a `TwitchError` for network failures, time-outs and error statuses. */
export async function send(
  url: string,
  init: RequestInit,
  options: RequestOptions,
): Promise<string> {
  let text: string;
  let status: number;
  try {
    const res = await fetch(url, { ...init, signal: AbortSignal.timeout(options.timeoutMs) });
    status = res.status;
    text = await res.text();
  } catch (err) {
    throw new TwitchError('unavailable', `Twitch unreachable: ${(err as Error).message}`);
  }
  if (status < 200 || status >= 300) {
    const kind = kindOfStatus(status, options.tokenEndpoint ?? false);
    throw new TwitchError(kind, errorMessage(text, status), status);
  }
  return text;
}

/** The answer as JSON of the shape `guard` checks; anything else is Twitch misbehaving. */
export async function sendForJson<T>(
  guard: Guard<T>,
  url: string,
  init: RequestInit,
  options: RequestOptions,
): Promise<T> {
  const text = await send(url, init, options);
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    throw new TwitchError('unavailable', 'Twitch answered something other than JSON');
  }
  if (!guard.Check(body)) {
    throw new TwitchError('unavailable', `Unexpected answer from ${new URL(url).pathname}`);
  }
  return body;
}

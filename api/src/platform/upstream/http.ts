/** Why an outside call failed; callers fall back to cached or built-in data on any of them. */
export type UpstreamFailure =
  'host' | 'redirect' | 'timeout' | 'network' | 'status' | 'type' | 'size' | 'format';

export class UpstreamError extends Error {
  constructor(
    readonly reason: UpstreamFailure,
    message: string,
    /** The HTTP status when `reason` is `status`. */
    readonly status?: number,
  ) {
    super(message);
    this.name = 'UpstreamError';
  }
}

export interface FetcherOptions {
  /** Host names (no port); every other host is refused before any connection is made. */
  allowedHosts: readonly string[];
  timeoutMs: number;
  maxBytes: number;
  userAgent?: string;
  /** Told of every call's end: its first address's host, and `ok` or why it failed. */
  onCall?: (host: string, outcome: 'ok' | UpstreamFailure) => void;
}

export interface GetOptions {
  /** Media types accepted, e.g. `['application/json']` or `['image/*']`. */
  accept: readonly string[];
  /** Lower than the fetcher's limit for this call. */
  maxBytes?: number;
}

export interface UpstreamResponse {
  url: string;
  contentType: string;
  body: Buffer;
}

export interface Fetcher {
  /** True when `url` is http(s) on an allowed host. */
  allows(url: string): boolean;
  get(url: string, options: GetOptions): Promise<UpstreamResponse>;
  /** GET and `JSON.parse`; a body that is not JSON is a `format` failure. */
  json(url: string): Promise<unknown>;
  text(url: string, accept: readonly string[]): Promise<string>;
}

const MAX_REDIRECTS = 3;

function parseAllowed(raw: string, allowedHosts: readonly string[]): URL | undefined {
  if (!URL.canParse(raw)) return undefined;
  const url = new URL(raw);
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return undefined;
  if (url.username || url.password) return undefined;
  return allowedHosts.includes(url.hostname.toLowerCase()) ? url : undefined;
}

function mediaTypeMatches(contentType: string, accept: readonly string[]): boolean {
  const type = contentType.split(';')[0]?.trim().toLowerCase() ?? '';
  return accept.some((a) => (a.endsWith('/*') ? type.startsWith(a.slice(0, -1)) : type === a));
}

async function readLimited(response: Response, maxBytes: number): Promise<Buffer> {
  const declared = Number(response.headers.get('content-length'));
  if (Number.isFinite(declared) && declared > maxBytes) {
    await response.body?.cancel();
    throw new UpstreamError('size', `response larger than ${maxBytes} bytes`);
  }
  const chunks: Uint8Array[] = [];
  let total = 0;
  const reader = response.body?.getReader();
  if (!reader) return Buffer.alloc(0);
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    // The declared length may be absent or false: count what actually arrives.
    if (total > maxBytes) {
      await reader.cancel();
      throw new UpstreamError('size', `response larger than ${maxBytes} bytes`);
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks);
}

function asUpstreamError(err: unknown, signal: AbortSignal): UpstreamError {
  if (err instanceof UpstreamError) return err;
  if (signal.aborted) return new UpstreamError('timeout', 'no complete answer in time');
  return new UpstreamError('network', err instanceof Error ? err.message : String(err));
}

/**
 * The one way the server reaches third parties: only listed hosts, a time limit over the whole
 * exchange, a size cap counted while reading, a content-type check, and redirects followed only
 * within the same host.
 * @example await createFetcher({ allowedHosts: ['poe.ninja'], timeoutMs: 10_000, maxBytes: 1e6 }).json(url)
 */
export function createFetcher(options: FetcherOptions): Fetcher {
  const allowed = options.allowedHosts.map((h) => h.toLowerCase());
  const headers = { 'user-agent': options.userAgent ?? 'poe-debutants-server' };

  async function get(raw: string, { accept, maxBytes }: GetOptions): Promise<UpstreamResponse> {
    const first = parseAllowed(raw, allowed);
    if (!first) {
      // A refused host is not a call, nor a label: anyone's URL could be one.
      throw new UpstreamError('host', `host not in the upstream list: ${raw}`);
    }
    const host = first.hostname;
    try {
      const answer = await call(first, accept, maxBytes);
      options.onCall?.(host, 'ok');
      return answer;
    } catch (err) {
      options.onCall?.(host, err instanceof UpstreamError ? err.reason : 'network');
      throw err;
    }
  }

  async function call(
    first: URL,
    accept: readonly string[],
    maxBytes: number | undefined,
  ): Promise<UpstreamResponse> {
    let url: URL = first;
    const signal = AbortSignal.timeout(options.timeoutMs);
    try {
      for (let hop = 0; ; hop++) {
        const response = await fetch(url, { headers, signal, redirect: 'manual' });
        const location = response.headers.get('location');
        if (response.status >= 300 && response.status < 400 && location !== null) {
          await response.body?.cancel();
          const next: URL = new URL(location, url);
          if (hop >= MAX_REDIRECTS || next.host !== url.host || !parseAllowed(next.href, allowed)) {
            throw new UpstreamError('redirect', `redirect refused: ${next.href}`);
          }
          url = next;
          continue;
        }
        if (!response.ok) {
          await response.body?.cancel();
          throw new UpstreamError(
            'status',
            `HTTP ${response.status} from ${url.host}`,
            response.status,
          );
        }
        const contentType = response.headers.get('content-type') ?? '';
        if (!mediaTypeMatches(contentType, accept)) {
          await response.body?.cancel();
          throw new UpstreamError('type', `unexpected content type "${contentType}"`);
        }
        const body = await readLimited(response, Math.min(maxBytes ?? Infinity, options.maxBytes));
        return { url: url.href, contentType, body };
      }
    } catch (err) {
      throw asUpstreamError(err, signal);
    }
  }

  return {
    allows: (raw) => parseAllowed(raw, allowed) !== undefined,
    get,
    async json(raw) {
      const { body } = await get(raw, { accept: ['application/json'] });
      try {
        return JSON.parse(body.toString('utf8')) as unknown;
      } catch {
        throw new UpstreamError('format', 'answer is not valid JSON');
      }
    },
    async text(raw, accept) {
      return (await get(raw, { accept })).body.toString('utf8');
    },
  };
}

import { negotiate } from '@fastify/accept-negotiator';
import fastifyCompress from '@fastify/compress';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { promisify } from 'node:util';
import {
  brotliCompress,
  brotliCompressSync,
  brotliDecompressSync,
  constants,
  gzipSync,
} from 'node:zlib';

const brotliInPool = promisify(brotliCompress);

/** Below this a compressed body saves less than the headers and the work cost. */
export const COMPRESS_THRESHOLD = 1024;

/**
 * Bodies held in memory up to this size are compressed in one call on the event loop: a build's
 * JSON (5 KB) takes about 0.05 ms, where a compression stream per answer (the library's way, run
 * on the thread pool) cost several times the whole request. Larger bodies and streams (files)
 * still go through @fastify/compress.
 */
export const IN_PLACE_LIMIT = 256 * 1024;

const ENCODINGS = ['br', 'gzip'];
/** Text worth compressing; pictures and uploads are compressed already. */
const COMPRESSIBLE = /^text\/(?!event-stream)|[+/](?:json|xml|javascript)(?:;|$)|svg/;
/**
 * The library's own level; the size told beforehand lets brotli size its window to the body
 * (a 4 KB answer compresses in 60 % of the time).
 */
const brotliOptions = (size: number) => ({
  params: {
    [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
    [constants.BROTLI_PARAM_QUALITY]: 4,
    [constants.BROTLI_PARAM_SIZE_HINT]: size,
  },
});

/** Adds Accept-Encoding to the reply's Vary, keeping what a route put there. */
function varyOnEncoding(reply: FastifyReply) {
  const vary = reply.getHeader('vary');
  const current = Array.isArray(vary) ? vary.join(', ') : String(vary ?? '');
  if (/(?:^|,)\s*(?:accept-encoding|\*)\s*(?:,|$)/i.test(current)) return;
  reply.header('vary', current === '' ? 'Accept-Encoding' : `${current}, Accept-Encoding`);
}

/** The encoding the client prefers among ours, or null (none, or `x-no-compression`). */
export function acceptedEncoding(request: FastifyRequest): 'br' | 'gzip' | null {
  if (request.headers['x-no-compression'] !== undefined) return null;
  const accept = request.headers['accept-encoding'];
  return accept === undefined ? null : (negotiate(accept, ENCODINGS) as 'br' | 'gzip' | null);
}

/**
 * The encoding to send a body held in memory in, with its size, or null to leave it to the
 * library or as is.
 */
function inPlaceEncoding(request: FastifyRequest, reply: FastifyReply, payload: unknown) {
  if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return null;
  if (reply.hasHeader('content-encoding')) return null;
  const size = Buffer.byteLength(payload);
  if (size < COMPRESS_THRESHOLD || size > IN_PLACE_LIMIT) return null;
  const type = reply.getHeader('content-type');
  if (!COMPRESSIBLE.test(typeof type === 'string' ? type : 'application/json')) return null;
  const encoding = acceptedEncoding(request);
  return encoding === null ? null : { encoding, body: payload, size };
}

/**
 * JSON text kept between requests (an anonymous build), with its brotli form made the first time
 * a client asks for brotli: a cached answer is compressed once, not on every send. Made from the
 * brotli form alone (an answer kept compressed in the database), the text is
 * decompressed only for a client without brotli.
 * @example new CachedJson('{"id":1}') // or new CachedJson({ br: storedBytes })
 */
export class CachedJson {
  #text: string | undefined;
  #br: Buffer | undefined;
  /** The text's size in bytes, or null when only its brotli form is known (worth sending). */
  readonly #size: number | null;

  /** The JSON text, or `{ br }`: the brotli form of a text of at least COMPRESS_THRESHOLD bytes. */
  constructor(json: string | { br: Buffer }) {
    if (typeof json === 'string') {
      this.#text = json;
      this.#size = Buffer.byteLength(json);
    } else {
      this.#br = json.br;
      this.#size = null;
    }
  }

  get text(): string {
    this.#text ??= brotliDecompressSync(this.#br ?? Buffer.alloc(0)).toString('utf8');
    return this.#text;
  }

  get br(): Buffer {
    this.#br ??= brotliCompressSync(this.text, brotliOptions(this.#size ?? 0));
    return this.#br;
  }

  /**
   * The brotli form made on libuv's thread pool, for many answers written at once (after new
   * prices): the event loop goes on answering meanwhile.
   */
  async brotli(): Promise<Buffer> {
    this.#br ??= await brotliInPool(this.text, brotliOptions(this.#size ?? 0));
    return this.#br;
  }

  /** Worth sending compressed: large enough, or kept compressed already. */
  get compressible(): boolean {
    return this.#size === null || this.#size >= COMPRESS_THRESHOLD;
  }
}

/**
 * Sends cached JSON as the compression hook would (brotli when asked for and worth it), from the
 * bytes compressed once; a client without brotli gets the text, which the hook may gzip.
 */
export function sendCachedJson(request: FastifyRequest, reply: FastifyReply, cached: CachedJson) {
  reply.type('application/json; charset=utf-8');
  if (!cached.compressible || acceptedEncoding(request) !== 'br') {
    return reply.send(cached.text);
  }
  varyOnEncoding(reply);
  return reply.header('content-encoding', 'br').send(cached.br);
}

/**
 * Compresses text answers (the shell's and remotes' scripts, JSON, HTML, SVG) for clients that
 * accept it: brotli at a fast level, else gzip. Pictures and uploads are already compressed and
 * go out as they are. Registered before the routes, whose replies it wraps: the in-place hook is
 * the app's, so it runs before the library's per-route one, which leaves an encoded body alone.
 */
export const compressPlugin = fp(
  async (app) => {
    app.addHook('onSend', async (request, reply, payload) => {
      const found = inPlaceEncoding(request, reply, payload);
      if (found === null) return payload;
      const { encoding, body, size } = found;
      varyOnEncoding(reply);
      reply.header('content-encoding', encoding);
      return encoding === 'br' ? brotliCompressSync(body, brotliOptions(size)) : gzipSync(body);
    });
    await app.register(fastifyCompress, {
      global: true,
      threshold: COMPRESS_THRESHOLD,
      encodings: ENCODINGS as ['br', 'gzip'],
    });
  },
  { name: 'compress' },
);

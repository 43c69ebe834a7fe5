/**
 * A render worker: loads the shell's server build once and renders the pages it is sent, several
 * at a time (a page mostly waits for its answers). Runs in a `node:worker_threads` thread so the
 * API's own thread keeps answering `/health` and JSON while React renders.
 */
import { createHash } from 'node:crypto';
import { pathToFileURL } from 'node:url';
import { parentPort, workerData } from 'node:worker_threads';
import { brotliCompressSync, constants } from 'node:zlib';
import type {
  ApiAnswer,
  FromWorker,
  RenderJob,
  ToWorker,
  WorkerOptions,
  WorkerPage,
} from './protocol.js';

/** What the shell's server build (shell/src/server/render.tsx) exports. */
interface RenderModule {
  renderShell(
    index: string,
    request: RenderJob & { transport: { origin: string; fetch: typeof fetch } },
  ): Promise<{ html: string; status: number; complete?: boolean } | null>;
}

/** Addresses of the page's own queries never leave the machine: the main thread answers them. */
const ORIGIN = 'http://rendu-serveur.invalid';
/**
 * Compressed once per render in brotli, which every browser the site supports asks for, then
 * sent from the cache as often as asked: a little more effort than the API's on-the-fly brotli
 * is worth it. The rare client without brotli gets the HTML gzipped as it is sent.
 */
const BROTLI_QUALITY = 5;

const port = parentPort;
if (!port) throw new Error('render worker started outside a worker thread');
const { entry } = workerData as WorkerOptions;

const post = (message: FromWorker) => port.postMessage(message);
const calls = new Map<
  number,
  { resolve: (answer: ApiAnswer) => void; reject: (e: Error) => void }
>();
let nextCall = 0;

/** A fetch whose requests the main thread answers through `app.inject`. */
function bridgeFetch(job: number): typeof fetch {
  return async (input, init) => {
    const request = new Request(input, init);
    const signal = request.signal;
    signal.throwIfAborted();
    const url = new URL(request.url);
    const body = request.body === null ? undefined : new Uint8Array(await request.arrayBuffer());
    const call = nextCall++;
    const answer = await new Promise<ApiAnswer>((resolve, reject) => {
      const abort = () => {
        calls.delete(call);
        reject(signal.reason instanceof Error ? signal.reason : new Error('aborted'));
      };
      signal.addEventListener('abort', abort, { once: true });
      calls.set(call, {
        resolve: (value) => {
          signal.removeEventListener('abort', abort);
          resolve(value);
        },
        reject,
      });
      post({
        kind: 'fetch',
        job,
        call,
        request: {
          method: request.method,
          url: `${url.pathname}${url.search}`,
          headers: Object.fromEntries(request.headers),
          ...(body === undefined ? {} : { body }),
        },
      });
    });
    const empty = answer.status === 204 || answer.status === 304;
    return new Response(empty ? null : answer.body, {
      status: answer.status,
      headers: answer.headers,
    });
  };
}

function compressed(html: string, status: number, complete: boolean): WorkerPage {
  const bytes = Buffer.from(html);
  return {
    status,
    complete,
    html: bytes,
    br: brotliCompressSync(bytes, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      },
    }),
    hash: createHash('sha1').update(bytes).digest('base64url').slice(0, 20),
  };
}

const loaded = import(pathToFileURL(entry).href) as Promise<RenderModule>;

async function render(job: number, request: RenderJob) {
  try {
    const module = await loaded;
    const page = await module.renderShell(request.index, {
      ...request,
      transport: { origin: ORIGIN, fetch: bridgeFetch(job) },
    });
    post({
      kind: 'done',
      job,
      page: page && compressed(page.html, page.status, page.complete ?? true),
    });
  } catch (error) {
    post({ kind: 'failed', job, message: error instanceof Error ? error.message : String(error) });
  }
}

port.on('message', (message: ToWorker) => {
  if (message.kind === 'render') {
    void render(message.job, message.request);
    return;
  }
  if (message.kind === 'ping') {
    post({ kind: 'pong' });
    return;
  }
  const waiting = calls.get(message.call);
  calls.delete(message.call);
  if (message.kind === 'answer') waiting?.resolve(message.answer);
  else waiting?.reject(new Error(message.message));
});

// The module is loaded (and its code compiled) before the first page is sent; a broken build
// ends the worker with the error, which the pool logs.
await loaded;
post({ kind: 'ready' });

/**
 * Messages between the API's main thread and its render workers. A worker renders pages; every
 * query a page makes comes back to the main thread as a `fetch` message, answered by the API
 * in-process (`app.inject`): no socket, no token, and the main thread sees what each page read.
 */

/** A page to render, as the shell's `renderShell` takes it. */
export interface RenderJob {
  index: string;
  url: string;
  lang: 'fr' | 'en';
  waitMs: number;
}

/** An API request made by a page being rendered. */
export interface ApiRequest {
  method: string;
  /** Path and query, e.g. `/api/builds/12`. */
  url: string;
  headers: Record<string, string>;
  body?: Uint8Array;
}

export interface ApiAnswer {
  status: number;
  headers: Record<string, string>;
  body: Uint8Array;
}

/** A rendered page, its HTML compressed once in the worker in brotli. */
export interface WorkerPage {
  status: number;
  /** False when an answer came too late: the page shows that part loading. */
  complete: boolean;
  html: Uint8Array;
  br: Uint8Array;
  /** A hash of the HTML, for the ETag. */
  hash: string;
}

export type ToWorker =
  | { kind: 'render'; job: number; request: RenderJob }
  | { kind: 'answer'; call: number; answer: ApiAnswer }
  | { kind: 'unanswered'; call: number; message: string }
  | { kind: 'ping' };

export type FromWorker =
  | { kind: 'ready' }
  | { kind: 'pong' }
  | { kind: 'fetch'; job: number; call: number; request: ApiRequest }
  | { kind: 'done'; job: number; page: WorkerPage | null }
  | { kind: 'failed'; job: number; message: string };

/** What the worker is given when it starts. */
export interface WorkerOptions {
  /** The shell's server build (`shell/dist-server/render.js`). */
  entry: string;
}

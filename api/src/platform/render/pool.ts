import { Worker } from 'node:worker_threads';
import { workerScript } from '../threads/workerScript.js';
import type {
  ApiAnswer,
  ApiRequest,
  FromWorker,
  RenderJob,
  ToWorker,
  WorkerOptions,
} from './protocol.js';

/** A page a worker rendered, with the API addresses it read (for the cache's tags). */
export interface PoolPage {
  status: number;
  complete: boolean;
  html: Buffer;
  br: Buffer;
  hash: string;
  reads: string[];
}

export interface PoolOptions {
  entry: string;
  /** Worker threads. */
  size: number;
  /** Pages one worker renders at once (a page mostly waits for its answers). */
  perWorker: number;
  /** Pages waiting for a free worker; past that, the visitor gets the bare shell at once. */
  queue: number;
  /**
   * How long a page may wait for a free worker; past that its visitor gets the bare shell, which
   * the browser renders: the machine is saturated, and the page would come later still.
   */
  queueMs: number;
  /** A render longer than this gives the bare shell; its worker is ended and replaced. */
  timeoutMs: number;
  /** Answers a page's API request in-process. */
  answer: (request: ApiRequest) => Promise<ApiAnswer>;
  log: {
    warn: (details: object, message: string) => void;
    error: (details: object, message: string) => void;
  };
}

interface Job {
  id: number;
  request: RenderJob;
  reads: string[];
  resolve: (page: PoolPage | null) => void;
  timer?: NodeJS.Timeout;
  slot?: Slot;
}

interface Slot {
  worker: Worker;
  /** Loaded the module once (a worker that never did counts as a failed start). */
  started: boolean;
  /** Takes pages: started, and not being ended. */
  ready: boolean;
  /** Called when the worker answers a ping. */
  pong?: () => void;
  jobs: Map<number, Job>;
}

/** Workers that never became ready in a row before the pool stops replacing them. */
const MAX_FAILED_STARTS = 3;

/**
 * Renders pages in worker threads. A job goes to the least busy ready worker; when all are full it
 * waits in a short queue, and beyond that it is refused (null: the bare shell). A render that
 * fails gives null, and so does one longer than `timeoutMs`; a worker that then does not answer a
 * ping within `timeoutMs` (stuck) is ended and replaced, like one that dies.
 */
export class RenderPool {
  private readonly slots = new Set<Slot>();
  private readonly waiting: Job[] = [];
  private nextJob = 0;
  private failedStarts = 0;
  private closed = false;

  constructor(private readonly options: PoolOptions) {
    for (let i = 0; i < options.size; i += 1) this.spawn();
  }

  /** Workers ready to render now (for tests and logs). */
  get readyWorkers(): number {
    return [...this.slots].filter((slot) => slot.ready).length;
  }

  /** Pages waiting for a free worker now. */
  get queued(): number {
    return this.waiting.length;
  }

  render(request: RenderJob): Promise<PoolPage | null> {
    if (this.closed || this.slots.size === 0) return Promise.resolve(null);
    return new Promise((resolve) => {
      const job: Job = { id: this.nextJob++, request, reads: [], resolve };
      const slot = this.freeSlot();
      if (slot) this.start(slot, job);
      else if (this.waiting.length < this.options.queue) this.wait(job);
      else resolve(null);
    });
  }

  async close(): Promise<void> {
    this.closed = true;
    for (const job of this.waiting.splice(0)) this.finish(job, null);
    await Promise.all([...this.slots].map((slot) => this.end(slot)));
  }

  private freeSlot(): Slot | undefined {
    let best: Slot | undefined;
    for (const slot of this.slots) {
      if (!slot.ready || slot.jobs.size >= this.options.perWorker) continue;
      if (!best || slot.jobs.size < best.jobs.size) best = slot;
    }
    return best;
  }

  /**
   * Queues a job until a worker has room, or at most `queueMs` when the workers are busy. While
   * no worker is ready yet (the pool starting, loading and compiling the rendering code), the
   * first pages wait for them as long as that takes.
   */
  private wait(job: Job) {
    this.waiting.push(job);
    if (this.readyWorkers === 0) return;
    job.timer = setTimeout(() => {
      const at = this.waiting.indexOf(job);
      if (at >= 0) this.waiting.splice(at, 1);
      this.finish(job, null);
    }, this.options.queueMs);
  }

  private start(slot: Slot, job: Job) {
    clearTimeout(job.timer);
    job.slot = slot;
    slot.jobs.set(job.id, job);
    job.timer = setTimeout(() => this.late(slot, job), this.options.timeoutMs);
    this.send(slot, { kind: 'render', job: job.id, request: job.request });
  }

  /**
   * A render took too long: its visitor gets the bare shell now. A busy worker still answers a
   * ping between two renders and keeps its other pages; a stuck one (a render that never yields)
   * does not, and is ended and replaced. Ending workers only because the machine is slow would
   * make it slower: a new worker loads and compiles the rendering code again.
   */
  private late(slot: Slot, job: Job) {
    this.finish(job, null);
    if (slot.pong) return;
    // No new page for it until it shows it is alive.
    slot.ready = false;
    const timer = setTimeout(() => {
      this.options.log.warn(
        { url: job.request.url, timeoutMs: this.options.timeoutMs },
        'server rendering stuck; the worker is replaced and the browser renders its pages',
      );
      void this.end(slot);
    }, this.options.timeoutMs);
    slot.pong = () => {
      clearTimeout(timer);
      slot.pong = undefined;
      slot.ready = true;
      this.drain();
    };
    this.send(slot, { kind: 'ping' });
    this.options.log.warn(
      { url: job.request.url, timeoutMs: this.options.timeoutMs },
      'server rendering too slow; the browser renders this page',
    );
  }

  private finish(job: Job, page: PoolPage | null) {
    clearTimeout(job.timer);
    job.slot?.jobs.delete(job.id);
    job.resolve(page);
  }

  /** Gives waiting jobs to workers that have room. */
  private drain() {
    for (let slot = this.freeSlot(); slot && this.waiting.length > 0; slot = this.freeSlot()) {
      const job = this.waiting.shift();
      if (job) this.start(slot, job);
    }
  }

  private send(slot: Slot, message: ToWorker) {
    slot.worker.postMessage(message);
  }

  private spawn() {
    const script = workerScript(import.meta.url, 'worker');
    const options: WorkerOptions = { entry: this.options.entry };
    const worker = new Worker(script.code, { workerData: options, eval: script.eval });
    const slot: Slot = { worker, started: false, ready: false, jobs: new Map() };
    this.slots.add(slot);
    worker.on('message', (message: FromWorker) => this.receive(slot, message));
    worker.on('error', (error) => {
      this.options.log.warn({ err: error }, 'server rendering worker failed');
    });
    worker.on('exit', () => this.ended(slot));
  }

  private receive(slot: Slot, message: FromWorker) {
    if (message.kind === 'pong') {
      slot.pong?.();
      return;
    }
    if (message.kind === 'ready') {
      slot.started = true;
      slot.ready = true;
      this.failedStarts = 0;
      this.drain();
      return;
    }
    const job = slot.jobs.get(message.job);
    if (!job) return;
    if (message.kind === 'fetch') {
      job.reads.push(message.request.url);
      void this.options.answer(message.request).then(
        (answer) => this.send(slot, { kind: 'answer', call: message.call, answer }),
        (error: unknown) =>
          this.send(slot, { kind: 'unanswered', call: message.call, message: String(error) }),
      );
      return;
    }
    if (message.kind === 'failed') {
      this.options.log.warn(
        { url: job.request.url, message: message.message },
        'server rendering failed; the browser renders this page',
      );
      this.finish(job, null);
    } else {
      const { page } = message;
      const buffer = (bytes: Uint8Array) =>
        Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
      this.finish(
        job,
        page && {
          status: page.status,
          complete: page.complete,
          html: buffer(page.html),
          br: buffer(page.br),
          hash: page.hash,
          reads: job.reads,
        },
      );
    }
    this.drain();
  }

  private async end(slot: Slot) {
    // No new page goes to a worker being ended.
    slot.ready = false;
    await slot.worker.terminate();
  }

  /** A worker ended (stuck and terminated, crashed, or closing): its pages go out bare. */
  private ended(slot: Slot) {
    if (!this.slots.delete(slot)) return;
    for (const job of slot.jobs.values()) this.finish(job, null);
    if (this.closed) return;
    if (!slot.started) this.failedStarts += 1;
    if (this.failedStarts >= MAX_FAILED_STARTS) {
      this.options.log.error(
        { entry: this.options.entry },
        'server rendering workers cannot start; pages go out bare',
      );
      for (const job of this.waiting.splice(0)) this.finish(job, null);
      return;
    }
    this.spawn();
  }
}

import { Worker } from 'node:worker_threads';
import { HttpError } from '../platform/http/httpError.js';
import { workerScript } from '../platform/threads/workerScript.js';
import { PobError } from './decode.js';
import type { CatalogueRows } from './read.js';
import type { FromReader, PobTask, PobTaskResult } from './readerProtocol.js';

export const READER_BUSY =
  'Trop d’imports Path of Building en cours : réessayez dans quelques secondes.';
export const TOO_COSTLY =
  'Export Path of Building refusé : sa lecture prend trop de temps ou de mémoire.';

export interface PobReaderOptions {
  /** Longest reading of one export; past it the thread is ended and the export refused. */
  timeoutMs: number;
  /** Exports waiting for the thread; past that, a 503 the author can retry. */
  queue: number;
  /** Heap of the reading thread: an export that needs more is refused, the server unharmed. */
  memoryMb: number;
  log: { warn(details: object, message: string): void };
}

export const READER_DEFAULTS = { timeoutMs: 10_000, queue: 8, memoryMb: 256 } as const;

interface Job {
  id: number;
  task: PobTask;
  resolve(value: unknown): void;
  reject(error: unknown): void;
}

/**
 * Reads Path of Building exports in one worker thread, one at a time, so that the main thread
 * keeps answering (`/health`, pages, every other request) while an export is inflated, parsed
 * and mapped. The thread is started on first use and kept; one that takes longer than
 * `timeoutMs`, runs out of its heap or dies is ended and the next export starts a new one.
 */
export class PobReader {
  private worker: Worker | undefined;
  private running: (Job & { timer: NodeJS.Timeout }) | undefined;
  private readonly waiting: Job[] = [];
  private nextId = 0;
  private closed = false;

  constructor(private readonly options: PobReaderOptions) {}

  /** Whether an export is being read now (the thread is busy). */
  get reading(): boolean {
    return this.running !== undefined;
  }

  build(code: string, rows: CatalogueRows, lang: 'fr' | 'en'): Promise<PobTaskResult['build']> {
    return this.run({ kind: 'build', code, rows, lang }) as Promise<PobTaskResult['build']>;
  }

  trees(code: string): Promise<PobTaskResult['trees']> {
    return this.run({ kind: 'trees', code }) as Promise<PobTaskResult['trees']>;
  }

  async close(): Promise<void> {
    this.closed = true;
    const running = this.running;
    if (running) {
      this.finish();
      running.reject(new HttpError(503, READER_BUSY));
    }
    for (const job of this.waiting.splice(0)) job.reject(new HttpError(503, READER_BUSY));
    const worker = this.worker;
    this.worker = undefined;
    await worker?.terminate();
  }

  private run(task: PobTask): Promise<unknown> {
    if (this.closed || (this.running && this.waiting.length >= this.options.queue)) {
      return Promise.reject(new HttpError(503, READER_BUSY));
    }
    return new Promise((resolve, reject) => {
      this.waiting.push({ id: this.nextId++, task, resolve, reject });
      this.next();
    });
  }

  private next() {
    if (this.running || this.closed) return;
    const job = this.waiting.shift();
    if (!job) return;
    const worker = (this.worker ??= this.spawn());
    const timer = setTimeout(() => this.stop(worker, 'timeout'), this.options.timeoutMs);
    this.running = { ...job, timer };
    worker.postMessage({ id: job.id, task: job.task });
  }

  private spawn(): Worker {
    const script = workerScript(import.meta.url, 'readerWorker');
    const worker = new Worker(script.code, {
      eval: script.eval,
      resourceLimits: { maxOldGenerationSizeMb: this.options.memoryMb },
    });
    // An idle reading thread does not keep the process alive.
    worker.unref();
    worker.on('message', (message: FromReader) => this.receive(message));
    worker.on('error', (err) => this.options.log.warn({ err }, 'Path of Building reader failed'));
    worker.on('exit', () => this.ended(worker));
    return worker;
  }

  private receive(message: FromReader) {
    const job = this.running;
    if (!job || job.id !== message.id) return;
    this.finish();
    if (message.ok) job.resolve(message.value);
    else if ('refusal' in message) {
      job.reject(new PobError(message.refusal.reason, message.refusal.message));
    } else job.reject(new Error(`Path of Building reader: ${message.fault}`));
  }

  /** Ends a thread that took too long; its export is refused as too costly. */
  private stop(worker: Worker, why: string) {
    this.options.log.warn({ why }, 'Path of Building export too costly; reader thread ended');
    this.failRunning();
    this.forget(worker);
    void worker.terminate();
  }

  /** A thread that exited by itself (out of memory, a crash): its export is refused. */
  private ended(worker: Worker) {
    if (this.worker !== worker) return;
    this.failRunning();
    this.forget(worker);
  }

  private failRunning() {
    const job = this.running;
    if (!job) return;
    this.finish();
    job.reject(new PobError('tooLarge', TOO_COSTLY));
  }

  private forget(worker: Worker) {
    if (this.worker === worker) this.worker = undefined;
    this.next();
  }

  private finish() {
    clearTimeout(this.running?.timer);
    this.running = undefined;
    // The next export starts once this one's answer is on its way.
    queueMicrotask(() => this.next());
  }
}

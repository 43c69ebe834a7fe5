import { mkdir, readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { Worker } from 'node:worker_threads';
import { workerScript } from '../threads/workerScript.js';
import {
  receiveError,
  type FromPglite,
  type PgliteThreadOptions,
  type ToPglite,
  type WasmModule,
} from './pgliteProtocol.js';
import {
  assertSchemaName,
  MEMORY_DIR,
  type Db,
  type DbOptions,
  type Queryable,
  type QueryOptions,
} from './types.js';

/** A request without its number, which `call` gives it. */
type Request = ToPglite extends infer M ? (M extends ToPglite ? Omit<M, 'id'> : never) : never;

interface Waiting {
  resolve: (answer: Extract<FromPglite, { kind: 'answer' }>) => void;
  reject: (error: Error) => void;
}

/** Node's WebAssembly global, which the libraries this project compiles with declare as types only. */
const wasm = (
  globalThis as unknown as {
    WebAssembly: { compile(bytes: Uint8Array): Promise<WasmModule> };
  }
).WebAssembly;

let compiled: Promise<PgliteThreadOptions['modules']> | undefined;

/**
 * PGlite's WebAssembly compiled once per process and handed to each of its threads (a module
 * crosses threads without being compiled again): a thread that compiled its own would start
 * about a second later.
 */
function compiledModules(): Promise<PgliteThreadOptions['modules']> {
  compiled ??= (async () => {
    const dist = dirname(createRequire(import.meta.url).resolve('@electric-sql/pglite'));
    const compile = async (file: string) => wasm.compile(await readFile(join(dist, file)));
    const [pglite, initdb] = await Promise.all([compile('pglite.wasm'), compile('initdb.wasm')]);
    return { pglite, initdb };
  })();
  return compiled;
}

/**
 * The embedded database: one connection, on disk or in memory, in a thread of its own
 * (`pgliteThread.ts`) so that its statements, computed by WebAssembly, leave the main thread
 * free to answer meanwhile. A thread that dies fails what was asked of it and everything after.
 */
export async function createPgliteDb(options: DbOptions): Promise<Db> {
  const inMemory = options.pgliteDir === MEMORY_DIR;
  if (!inMemory) await mkdir(options.pgliteDir, { recursive: true });
  const workerData: PgliteThreadOptions = {
    dataDir: inMemory ? undefined : options.pgliteDir,
    schema: options.schema === undefined ? undefined : assertSchemaName(options.schema),
    modules: await compiledModules(),
  };
  const script = workerScript(import.meta.url, 'pgliteThread');
  const worker = new Worker(script.code, { eval: script.eval, workerData });

  const waiting = new Map<number, Waiting>();
  let nextId = 1;
  /** Why the thread takes no more requests, once it does not. */
  let gone: Error | undefined;
  /** The thread keeps the process alive only while something waits on it. */
  const settle = (id: number): Waiting | undefined => {
    const entry = waiting.get(id);
    waiting.delete(id);
    if (waiting.size === 0) worker.unref();
    return entry;
  };
  const failAll = (error: Error): void => {
    gone ??= error;
    for (const id of [...waiting.keys()]) settle(id)?.reject(gone);
  };

  const started = new Promise<void>((resolve, reject) => {
    worker.once('message', (message: FromPglite) => {
      if (message.kind === 'started' && message.error !== undefined) {
        reject(receiveError(message.error));
      } else resolve();
    });
    worker.once('error', reject);
    worker.once('exit', (code) => reject(new Error(`The PGlite thread stopped (exit ${code})`)));
  });
  await started;

  worker.on('message', (message: FromPglite) => {
    if (message.kind === 'started') return;
    const entry = settle(message.id);
    if (message.kind === 'answer') entry?.resolve(message);
    else entry?.reject(receiveError(message.error));
  });
  // Unexpected: requests then fail as with a PostgreSQL server that crashed (crash_shutdown:
  // the French 503, `/health` down) until the process is restarted.
  const crashed = (why: string) => failAll(Object.assign(new Error(why), { code: '57P02' }));
  worker.on('error', (error: unknown) =>
    crashed(`The PGlite thread failed: ${error instanceof Error ? error.message : String(error)}`),
  );
  worker.on('exit', (code) => crashed(`The PGlite thread stopped (exit ${code})`));
  worker.unref();

  const call = (request: Request): Promise<Extract<FromPglite, { kind: 'answer' }>> =>
    new Promise((resolve, reject) => {
      if (gone !== undefined) {
        reject(gone);
        return;
      }
      const id = nextId++;
      const message = { ...request, id } as ToPglite;
      if (waiting.size === 0) worker.ref();
      waiting.set(id, { resolve, reject });
      try {
        worker.postMessage(message);
      } catch (error) {
        // A parameter that cannot be cloned (a function, say): refused here, like a bad query.
        settle(id);
        reject(error instanceof Error ? error : new Error(String(error)));
      }
    });

  const queryable = (tx?: number): Queryable => ({
    query: async <T>(text: string, params?: unknown[], options?: QueryOptions) => {
      const answer = await call({
        op: 'query',
        text,
        params,
        ...(options?.prepare === true ? { prepare: true } : {}),
        ...(tx === undefined ? {} : { tx }),
      });
      return { rows: (answer.rows ?? []) as T[] };
    },
    exec: async (sql: string) => {
      await call({ op: 'exec', sql, ...(tx === undefined ? {} : { tx }) });
    },
  });

  let closing: Promise<void> | undefined;
  return {
    driver: 'pglite',
    ...queryable(),
    transaction: async (fn) => {
      const { value: tx } = await call({ op: 'begin' });
      if (tx === undefined) throw new Error('The PGlite thread opened no transaction');
      let result;
      try {
        result = await fn(queryable(tx));
      } catch (error) {
        // The caller's error is the one that matters; a failed rollback adds nothing to it.
        await call({ op: 'end', tx, commit: false }).catch(() => undefined);
        throw error;
      }
      await call({ op: 'end', tx, commit: true });
      return result;
    },
    close: () => {
      closing ??= (async () => {
        if (gone === undefined) await call({ op: 'close' });
        gone ??= new Error('The database is closed');
        await worker.terminate();
      })();
      return closing;
    },
  };
}

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
/** A statement, before it is told where it runs. */
type Statement = Extract<Request, { op: 'query' | 'exec' }>;
type Answer = Extract<FromPglite, { kind: 'answer' }>;

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
  /** The transaction a failed first statement opened (`begin`), still to be ended. */
  const openedBefore = new WeakMap<Error, number>();
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
    if (message.kind === 'answer') {
      entry?.resolve(message);
      return;
    }
    const error = receiveError(message.error);
    if (message.tx !== undefined) openedBefore.set(error, message.tx);
    entry?.reject(error);
  });
  // Unexpected: requests then fail as with a PostgreSQL server that crashed (crash_shutdown:
  // the French 503, `/health` down) until the process is restarted.
  const crashed = (why: string) => failAll(Object.assign(new Error(why), { code: '57P02' }));
  worker.on('error', (error: unknown) =>
    crashed(`The PGlite thread failed: ${error instanceof Error ? error.message : String(error)}`),
  );
  worker.on('exit', (code) => crashed(`The PGlite thread stopped (exit ${code})`));
  worker.unref();

  const call = (request: Request): Promise<Answer> =>
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

  /** Statements through `send`, which adds where they run (a transaction, or none). */
  const queryable = (send: (request: Statement) => Promise<Answer>): Queryable => ({
    query: async <T>(text: string, params?: unknown[], options?: QueryOptions) => {
      const answer = await send({
        op: 'query',
        text,
        params,
        ...(options?.prepare === true ? { prepare: true } : {}),
      });
      return { rows: (answer.rows ?? []) as T[] };
    },
    exec: async (sql: string) => {
      await send({ op: 'exec', sql });
    },
  });

  let closing: Promise<void> | undefined;
  return {
    driver: 'pglite',
    ...queryable(call),
    // Its one connection serializes every statement: those sent and not yet answered.
    stats: () => ({ driver: 'pglite', queued: waiting.size }),
    transaction: async (fn) => {
      // Opened by its first statement, in the same message (see `beginWith` in the thread):
      // the transaction, once open, holds PGlite's one connection, and the answer to a lone
      // `begin` would keep it waiting for the main thread once more.
      let opened: Promise<number | undefined> | undefined;
      const send = async (request: Statement): Promise<Answer> => {
        if (opened === undefined) {
          const first = call({ ...request, begin: true });
          opened = first.then(
            (answer) => answer.value,
            (error: unknown) => (error instanceof Error ? openedBefore.get(error) : undefined),
          );
          return first;
        }
        const tx = await opened;
        if (tx === undefined) throw new Error('Transaction is closed');
        return call({ ...request, tx });
      };
      let result;
      try {
        result = await fn(queryable(send));
      } catch (error) {
        // The caller's error is the one that matters; a failed rollback adds nothing to it.
        const tx = await opened;
        if (tx !== undefined) await call({ op: 'end', tx, commit: false }).catch(() => undefined);
        throw error;
      }
      const tx = await opened;
      if (tx !== undefined) await call({ op: 'end', tx, commit: true });
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

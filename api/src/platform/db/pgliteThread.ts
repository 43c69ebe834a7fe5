/**
 * The thread that runs the embedded PGlite (see `pgliteProtocol.ts`). It answers requests in the
 * order PGlite runs them: PGlite runs one statement at a time, and a statement outside a
 * transaction waits until the open one ends.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite, type Transaction } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { pgliteStatements } from './pgliteStatement.js';
import {
  sendError,
  type FromPglite,
  type PgliteThreadOptions,
  type ToPglite,
} from './pgliteProtocol.js';

if (parentPort === null) throw new Error('pgliteThread runs as a worker thread');
const port = parentPort;
const post = (message: FromPglite): void => port.postMessage(message);
const { dataDir, schema, modules } = workerData as PgliteThreadOptions;

/** PostgreSQL's type number of `bytea`. */
const BYTEA = 17;

/** An open transaction, and how to end it. */
interface Open {
  tx: Transaction;
  end: (commit: boolean) => void;
  /** The error that ended it, or null once it ended well or was rolled back as asked. */
  outcome: Promise<unknown>;
}

const ROLLBACK = Symbol('rollback');

let pg: PGlite;
try {
  pg = await PGlite.create({
    ...(dataDir === undefined ? {} : { dataDir }),
    pgliteWasmModule: modules.pglite,
    initdbWasmModule: modules.initdb,
    // pg_trgm backs the trigram index of the build and guide searches (migration 5).
    extensions: { pg_trgm },
    // Bytes read through Node's hex codec: PGlite's own goes a byte at a time (pictures, kept
    // answers). Each in a buffer of its own: one cut from Node's shared pool would be copied
    // whole to the main thread. Bytes sent go in binary (`pgliteStatement.ts`).
    parsers: {
      [BYTEA]: (text: string) => {
        const bytes = Buffer.allocUnsafeSlow((text.length - 2) / 2);
        bytes.write(text.slice(2), 'hex');
        return bytes;
      },
    },
  });
  // A single connection, so setting search_path once covers every later query.
  if (schema !== undefined) {
    await pg.exec(`create schema if not exists ${schema}; set search_path to ${schema};`);
  }
} catch (error) {
  post({ kind: 'started', error: sendError(error) });
  throw error;
}

const statements = pgliteStatements(pg);
const transactions = new Map<number, Open>();
let nextTransaction = 1;

/** Opens a transaction that stays open until an `end` message names it. */
async function begin(): Promise<number> {
  let entered!: (tx: Transaction) => void;
  let end!: (commit: boolean) => void;
  const inside = new Promise<Transaction>((resolve) => (entered = resolve));
  const decided = new Promise<boolean>((resolve) => (end = resolve));
  const outcome = pg
    .transaction(async (tx) => {
      entered(tx);
      if (!(await decided)) throw ROLLBACK;
    })
    .then(
      () => null,
      (error: unknown) => (error === ROLLBACK ? null : error),
    );
  const tx = await Promise.race([
    inside,
    outcome.then((error) => {
      throw error ?? new Error('The transaction ended before it began');
    }),
  ]);
  const id = nextTransaction++;
  transactions.set(id, { tx, end, outcome });
  return id;
}

async function end(id: number, commit: boolean): Promise<void> {
  const open = transactions.get(id);
  if (open === undefined) throw new Error('Transaction is closed');
  transactions.delete(id);
  open.end(commit);
  const error = await open.outcome;
  if (error !== null) throw error;
}

function opened(tx: number): Transaction {
  const open = transactions.get(tx);
  if (open === undefined) throw new Error('Transaction is closed');
  return open.tx;
}

function target(tx: number | undefined): PGlite | Transaction {
  return tx === undefined ? pg : opened(tx);
}

/** A statement, in the open transaction `tx` when given. */
async function answerIn(
  message: Extract<ToPglite, { op: 'query' | 'exec' }>,
  tx: number | undefined,
): Promise<{ rows?: unknown[] }> {
  if (message.op === 'exec') {
    await target(tx).exec(message.sql);
    return {};
  }
  const { rows } = await statements.query(
    message.text,
    message.params,
    message.prepare === true,
    tx === undefined ? undefined : opened(tx),
  );
  return { rows };
}

/**
 * A transaction's first statement opens it: one message from the main thread instead of two,
 * so the transaction holds the connection one wait for the main thread less. If the statement
 * fails, the transaction stays open for the caller to end, as after any failed statement.
 */
async function beginWith(
  message: Extract<ToPglite, { op: 'query' | 'exec' }>,
): Promise<FromPglite> {
  const tx = await begin();
  try {
    const { rows } = await answerIn(message, tx);
    return { kind: 'answer', id: message.id, rows, value: tx };
  } catch (error) {
    return { kind: 'failed', id: message.id, error: sendError(error), tx };
  }
}

async function answer(message: ToPglite): Promise<FromPglite> {
  if ((message.op === 'query' || message.op === 'exec') && message.begin) {
    return beginWith(message);
  }
  switch (message.op) {
    case 'query':
    case 'exec':
      return { kind: 'answer', id: message.id, ...(await answerIn(message, message.tx)) };
    case 'end':
      await end(message.tx, message.commit);
      return { kind: 'answer', id: message.id };
    case 'close':
      if (!pg.closed) await pg.close();
      return { kind: 'answer', id: message.id };
  }
}

port.on('message', (message: ToPglite) => {
  answer(message).then(post, (error: unknown) =>
    post({ kind: 'failed', id: message.id, error: sendError(error) }),
  );
});
post({ kind: 'started' });

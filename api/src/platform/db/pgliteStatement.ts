/**
 * One statement on PGlite in one call to its backend (in the PGlite thread). PGlite's own
 * `query` makes six: it parses the statement and asks for its parameters' types before it binds
 * them, then describes, executes and syncs, each a trip through the WebAssembly backend and its
 * answer's parser. Here Parse, Bind, Describe, Execute and Sync go together, with the
 * parameters in text as node-postgres sends them to a PostgreSQL server (the same statements run
 * on both), bytes in binary. A statement asked to be prepared is parsed once under a name, then
 * only bound and run: neither parsed nor planned again.
 */
import { parse, protocol, type PGlite, type Results, type Transaction } from '@electric-sql/pglite';
import { PLAN_CHANGED, statementNames } from './preparedNames.js';

/** A parameter as the protocol carries it: text, bytes (sent in binary), or NULL. */
export type Parameter = string | Uint8Array | null;

const { serialize } = protocol;

const escapeElement = (text: string) => `"${text.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`;

const hex = (bytes: Uint8Array) =>
  Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('hex');

/** An array as PostgreSQL's array literal, every element quoted (the column's type decides). */
function arrayLiteral(values: readonly unknown[]): string {
  const elements = values.map((value) => {
    if (value === null || value === undefined) return 'NULL';
    if (Array.isArray(value)) return arrayLiteral(value);
    if (value instanceof Uint8Array) return `"\\\\x${hex(value)}"`;
    return escapeElement(String(textParameter(value)));
  });
  return `{${elements.join(',')}}`;
}

/**
 * A JavaScript value as node-postgres sends it: null and undefined as NULL, bytes as they are,
 * a date in ISO 8601 with its zone, an array as an array literal, another object as JSON, and
 * anything else as its string.
 */
export function textParameter(value: unknown): Parameter {
  if (value === null || value === undefined) return null;
  if (value instanceof Uint8Array) return value;
  if (value instanceof Date) return value.toISOString();
  if (Array.isArray(value)) return arrayLiteral(value);
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

interface Message {
  name: string;
}

const isError = (message: Message): message is Message & Error => message.name === 'error';

/** Runs statements on `pg`, each in one call to its backend. */
export function pgliteStatements(pg: PGlite) {
  const names = statementNames();
  /** The named statements this connection holds. */
  const parsed = new Set<string>();

  async function send(text: string, values: Parameter[], prepare: boolean): Promise<Results> {
    const name = prepare ? names.nameOf(text) : undefined;
    const parts: Uint8Array[] = [];
    if (name === undefined || !parsed.has(name)) parts.push(serialize.parse({ name, text }));
    parts.push(
      serialize.bind({ statement: name, values }),
      serialize.describe({ type: 'P' }),
      serialize.execute({}),
      serialize.sync(),
    );
    // Not thrown by PGlite: the answers before an error say whether the statement was parsed.
    const messages = (await pg.execProtocolStream(Buffer.concat(parts), {
      syncToFs: false,
      throwOnError: false,
    })) as Message[];
    if (name !== undefined && messages.some((message) => message.name === 'parseComplete')) {
      parsed.add(name);
    }
    const error = messages.find(isError);
    if (error !== undefined) {
      if (name !== undefined && (error as { code?: string }).code === PLAN_CHANGED) {
        names.renew(text);
      }
      throw error;
    }
    const results = parse.parseResults(messages as never, pg.parsers);
    const result = results[0];
    if (result === undefined) throw new Error('PGlite answered no result');
    return result;
  }

  return {
    /**
     * `text` with `params`, in the open transaction `tx` when given (which holds PGlite's
     * transaction lock already), otherwise on its own, as PGlite's `query` takes its locks.
     */
    async query(
      text: string,
      params: readonly unknown[] | undefined,
      prepare: boolean,
      tx: Transaction | undefined,
    ): Promise<Results> {
      const values = (params ?? []).map(textParameter);
      if (tx !== undefined) {
        if (tx.closed) throw new Error('Transaction is closed');
        return pg._runExclusiveQuery(() => send(text, values, prepare));
      }
      const result = await pg._runExclusiveTransaction(() =>
        pg._runExclusiveQuery(() => send(text, values, prepare)),
      );
      // As PGlite's `query` outside a transaction: a database on disk is written through.
      await pg.syncToFs();
      return result;
    },
  };
}

/**
 * Messages between the API's main thread and the thread that runs the embedded PGlite. The
 * database is WebAssembly that computes on the thread calling it: in a thread of its own, a
 * query no longer stops the main thread from answering other requests meanwhile.
 */

/**
 * A compiled `WebAssembly.Module`: the server is compiled without the DOM library that declares
 * the type, and only PGlite looks inside.
 */
export type WasmModule = object;

/** Where the database is, as the thread takes it in `workerData`. */
export interface PgliteThreadOptions {
  /** A folder, or undefined for memory only. */
  dataDir: string | undefined;
  /** Checked by the caller with `assertSchemaName`. */
  schema: string | undefined;
  /** PGlite's two WebAssembly modules, compiled by the main thread. */
  modules: { pglite: WasmModule; initdb: WasmModule };
}

/** A request; `tx` names an open transaction, absent for the database itself. */
export type ToPglite =
  | {
      id: number;
      op: 'query';
      text: string;
      params: unknown[] | undefined;
      /** Parsed once under a name, then only bound and run (`QueryOptions.prepare`). */
      prepare?: boolean;
      tx?: number;
      /** Opens a transaction and runs the statement in it: the answer's `value` names it. */
      begin?: true;
    }
  | { id: number; op: 'exec'; sql: string; tx?: number; begin?: true }
  /** Commits (`commit: true`) or rolls back an open transaction. */
  | { id: number; op: 'end'; tx: number; commit: boolean }
  | { id: number; op: 'close' };

/** What an error carried across: its message and its plain fields (`code`, `constraint`, …). */
export interface SentError {
  message: string;
  fields: Record<string, string | number | boolean>;
}

export type FromPglite =
  /** Sent once, when the database is open (or could not be). */
  | { kind: 'started'; error?: SentError }
  | { kind: 'answer'; id: number; rows?: unknown[]; value?: number }
  /** `tx`: the transaction a `begin` statement opened before it failed, still to be ended. */
  | { kind: 'failed'; id: number; error: SentError; tx?: number };

/** An error as it can cross between threads: structured cloning keeps only its message. */
export function sendError(error: unknown): SentError {
  if (!(error instanceof Error)) return { message: String(error), fields: {} };
  const fields: SentError['fields'] = {};
  for (const [key, value] of Object.entries(error)) {
    if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') {
      fields[key] = value;
    }
  }
  return { message: error.message, fields };
}

/** The error again on this side, with the fields callers test (`code` of a unique violation). */
export function receiveError(sent: SentError): Error {
  return Object.assign(new Error(sent.message), sent.fields);
}

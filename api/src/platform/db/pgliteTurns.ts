/**
 * Whose turn it is on PGlite's one connection. A transaction holds it from its beginning to its
 * end, and between two of its statements it waits for the main thread, which may be busy with
 * other requests: reads that queued meanwhile go first once it ends, before the next transaction
 * begins, unless the oldest write has waited `maxWriteWaitMs` already (writes are never starved).
 * Order only changes between statements of different requests, which none of them awaits.
 */
export type TurnKind = 'read' | 'write';

export interface Turns {
  /** Settles when the caller has the connection, which it gives back with `leave`, once. */
  take(kind: TurnKind): Promise<void>;
  leave(): void;
}

interface Waiting {
  since: number;
  go: () => void;
}

export function pgliteTurns(maxWriteWaitMs: number, now = () => performance.now()): Turns {
  const reads: Waiting[] = [];
  const writes: Waiting[] = [];
  let held = false;

  function next(): Waiting | undefined {
    const write = writes[0];
    if (write !== undefined && (reads.length === 0 || now() - write.since >= maxWriteWaitMs)) {
      return writes.shift();
    }
    return reads.shift();
  }

  return {
    take(kind) {
      if (!held) {
        held = true;
        return Promise.resolve();
      }
      return new Promise<void>((go) =>
        (kind === 'read' ? reads : writes).push({ since: now(), go }),
      );
    },
    leave() {
      const waiting = next();
      if (waiting === undefined) held = false;
      else waiting.go();
    },
  };
}

/**
 * A statement that only reads: a `select`, or a `with` whose parts do not write. A wrong guess
 * changes only whose turn comes first, never what a statement sees.
 */
export function readsOnly(text: string): boolean {
  return (
    /^\s*(select|with)\b/i.test(text) && !/\b(insert|update|delete|for\s+update)\b/i.test(text)
  );
}

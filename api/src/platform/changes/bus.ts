import { randomUUID } from 'node:crypto';

/**
 * What changed: the tags of the data a write touched (see `tags.ts`), or everything at once when
 * this process may have missed some changes (its listening connection was lost).
 */
export type Change = { readonly tags: ReadonlySet<string> } | { readonly all: true };

export type ChangeListener = (change: Change) => void;

/** Tells every API process that some data changed, so each drops what it kept of it. */
export interface ChangeBus {
  /**
   * Delivers the change to this process's listeners at once, then to the other processes. It
   * resolves once the other processes have been told (their delivery follows within moments).
   */
  publish(tags: readonly string[]): Promise<void>;
  subscribe(listener: ChangeListener): () => void;
}

/** How changes travel between processes: PostgreSQL's NOTIFY, or nothing for a lone process. */
export interface ChangeTransport {
  send(payload: string): Promise<void>;
}

/** A NOTIFY payload must stay under 8000 bytes; past this, the message says "everything". */
const MAX_PAYLOAD = 7000;

interface Message {
  /** The process that sent it, which already delivered it to itself. */
  from: string;
  tags?: string[];
  all?: true;
}

/**
 * A change bus over a transport. `receive` is what the transport calls with each payload it
 * hears (including this process's own, which are skipped), and `lost` when it may have missed
 * some: listeners then drop everything.
 */
export function createChangeBus(transport: ChangeTransport) {
  const self = randomUUID();
  const listeners = new Set<ChangeListener>();

  const deliver = (change: Change) => {
    for (const listener of listeners) {
      try {
        listener(change);
      } catch {
        // One cache failing to drop its entries must not stop the others from dropping theirs.
      }
    }
  };

  const bus: ChangeBus = {
    async publish(tags) {
      if (tags.length === 0) return;
      const unique = [...new Set(tags)];
      deliver({ tags: new Set(unique) });
      let payload = JSON.stringify({ from: self, tags: unique } satisfies Message);
      if (payload.length > MAX_PAYLOAD) payload = JSON.stringify({ from: self, all: true });
      await transport.send(payload);
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };

  return {
    bus,
    receive(payload: string) {
      let message: Message;
      try {
        message = JSON.parse(payload) as Message;
      } catch {
        return;
      }
      if (message.from === self) return;
      if (message.all === true) deliver({ all: true });
      else if (Array.isArray(message.tags)) {
        deliver({ tags: new Set(message.tags.filter((tag) => typeof tag === 'string')) });
      }
    },
    lost() {
      deliver({ all: true });
    },
  };
}

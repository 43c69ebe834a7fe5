import { createHash } from 'node:crypto';

/**
 * How many statements are prepared at most, per connection: list filters combine into many
 * texts, and each prepared one holds memory in its server process until the connection ends.
 * Beyond this, a statement asked to be prepared runs unnamed, as any other.
 */
export const MAX_PREPARED = 200;

/** PostgreSQL's code for "cached plan must not change result type": a table changed since. */
export const PLAN_CHANGED = '0A000';

/** Names for the statements asked to be prepared, by text. */
export interface StatementNames {
  /** The statement's name (the same for the same text each time), or none past the cap. */
  nameOf(text: string): string | undefined;
  /** Gives the text a new name: its statement was prepared for a table that has changed since. */
  renew(text: string): void;
}

export function statementNames(): StatementNames {
  const names = new Map<string, string>();
  const renewed = new Map<string, number>();
  return {
    nameOf(text) {
      let name = names.get(text);
      if (name === undefined && names.size < MAX_PREPARED) {
        const hash = createHash('sha256').update(text).digest('hex').slice(0, 32);
        const generation = renewed.get(text);
        name = generation === undefined ? `s_${hash}` : `s_${hash}_${generation}`;
        names.set(text, name);
      }
      return name;
    },
    renew(text) {
      names.delete(text);
      renewed.set(text, (renewed.get(text) ?? 0) + 1);
    },
  };
}

import { users } from './0001_users.js';

export interface Migration {
  /** Applied in ascending order; never renumber or edit one that has shipped. */
  version: number;
  name: string;
  sql: string;
}

export const migrations: readonly Migration[] = [users];

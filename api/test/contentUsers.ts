import type { App } from '../src/app.js';
import type { Role } from '../src/accounts/users/roles.js';

export interface TestUser {
  id: number;
  displayName: string;
  headers: { authorization: string };
}

/**
 * An account inserted straight into the database, with a session token signed by the auth
 * plugin (no Twitch round trip needed for permission tests).
 */
export async function addUser(app: App, login: string, role: Role): Promise<TestUser> {
  const displayName = `${login[0]?.toUpperCase()}${login.slice(1)}`;
  const { rows } = await app.db.query<{ id: number }>(
    `insert into users (twitch_id, login, display_name, role) values ($1, $2, $3, $4)
     returning id`,
    [`test-${login}`, login, displayName, role],
  );
  const id = rows[0]?.id;
  if (id === undefined) throw new Error(`could not add ${login}`);
  const token = await app.issueSessionToken({ id, role });
  return { id, displayName, headers: { authorization: `Bearer ${token}` } };
}

/** The smallest valid build body, with overrides. */
export const buildBody = (overrides: Record<string, unknown> = {}) => ({
  title: 'Build de test',
  classe: 'Duelist',
  ascendancy: 'Slayer',
  ...overrides,
});

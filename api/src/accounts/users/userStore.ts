import type { Queryable } from '../../platform/db/client.js';
import { roleAtSignIn, type AdminLogins, type Role } from './roles.js';

export interface User {
  id: number;
  twitchId: string;
  /** Twitch's lowercase login: unique, and what the spec calls the username. */
  login: string;
  displayName: string;
  role: Role;
}

/** What Twitch tells us about the account signing in. */
export interface TwitchAccount {
  twitchId: string;
  login: string;
  displayName: string;
}

interface UserRow {
  id: number;
  twitch_id: string;
  login: string;
  display_name: string;
  role: Role;
}

const COLUMNS = 'id, twitch_id, login, display_name, role';
const toUser = (row: UserRow): User => ({
  id: row.id,
  twitchId: row.twitch_id,
  login: row.login,
  displayName: row.display_name,
  role: row.role,
});

export async function findUserById(db: Queryable, id: number): Promise<User | null> {
  const { rows } = await db.query<UserRow>(`select ${COLUMNS} from users where id = $1`, [id], {
    prepare: true,
  });
  return rows[0] ? toUser(rows[0]) : null;
}

/**
 * Creates the account at its first sign-in, or refreshes its login and display name (Twitch
 * users can rename), leaving the role to `roleAtSignIn`. Run it in a transaction.
 */
export async function upsertTwitchUser(
  tx: Queryable,
  account: TwitchAccount,
  admins: AdminLogins,
): Promise<User> {
  const login = account.login.toLowerCase();
  // A login given up on Twitch can be taken by another account: the stale row lets go of it
  // (logins are unique here) until its owner signs in again under their new login.
  await tx.query(
    `update users set login = '~' || twitch_id, updated_at = now()
     where login = $1 and twitch_id <> $2`,
    [login, account.twitchId],
  );
  const existing = await tx.query<{ role: Role }>(
    'select role from users where twitch_id = $1 for update',
    [account.twitchId],
  );
  const role = roleAtSignIn(login, existing.rows[0]?.role, admins);
  const { rows } = await tx.query<UserRow>(
    `insert into users (twitch_id, login, display_name, role) values ($1, $2, $3, $4)
     on conflict (twitch_id) do update set login = excluded.login,
       display_name = excluded.display_name, role = excluded.role, updated_at = now()
     returning ${COLUMNS}`,
    [account.twitchId, login, account.displayName, role],
  );
  const [row] = rows;
  if (!row) throw new Error('upsert returned no row');
  return toUser(row);
}

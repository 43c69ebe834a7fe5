import { SqlParams, whereClause } from '../content/listQuery.js';
import { isoDate } from '../content/text.js';
import type { Db, Queryable } from '../platform/db/client.js';
import { HttpError } from '../platform/http/httpError.js';
import { deletionRefusal } from '../accounts/users/adminAccess.js';
import type { Role } from '../accounts/users/roles.js';
import { allowedRolesFor, roleChangeRefusal } from '../accounts/users/roleTransitions.js';
import { USERS_DEFAULT_LIMIT, type UserRow, type UsersPage, type UsersParams } from './schemas.js';

export const USER_NOT_FOUND = 'Utilisateur introuvable';

/** Who acts on the admin page, and whose account is the streamer's. */
export interface AdminActor {
  id: number;
  streamerLogin: string;
}

interface StoredUser {
  id: number;
  login: string;
  display_name: string;
  role: Role;
  created_at: Date | string;
}

const COLUMNS = 'id, login, display_name, role, created_at';

export const toUserRow = (actor: AdminActor, row: StoredUser): UserRow => ({
  id: row.id,
  displayName: row.display_name,
  login: row.login,
  role: row.role,
  dateInscription: isoDate(row.created_at),
  allowedRoles: allowedRolesFor(actor, row, actor.streamerLogin),
  canDelete: deletionRefusal(actor, row, actor.streamerLogin) === null,
});

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * One page of accounts, by display name, optionally of one role and whose display name holds
 * `filter` (any case; `%` and `_` are literal).
 */
export async function listUsers(
  db: Queryable,
  actor: AdminActor,
  query: UsersParams,
): Promise<UsersPage> {
  const { page = 1, limit = USERS_DEFAULT_LIMIT } = query;
  const params = new SqlParams();
  const conditions: string[] = [];
  if (query.role !== undefined) conditions.push(`role = ${params.add(query.role)}`);
  const filter = query.filter?.trim();
  if (filter) conditions.push(`display_name ilike ${params.add(`%${escapeLike(filter)}%`)}`);
  const where = whereClause(conditions);
  const filtered = [...params.values];
  const range = `limit ${params.add(limit)} offset ${params.add((page - 1) * limit)}`;
  const [rows, count] = await Promise.all([
    db.query<StoredUser>(
      `select ${COLUMNS} from users ${where} order by lower(display_name), id ${range}`,
      params.values,
    ),
    db.query<{ total: number }>(`select count(*)::int as total from users ${where}`, filtered),
  ]);
  const total = count.rows[0]?.total ?? 0;
  return {
    users: rows.rows.map((row) => toUserRow(actor, row)),
    pagination: { page, limit, total, totalPages: Math.ceil(total / limit) },
  };
}

/** The account locked for a change, or the 404. */
export async function lockUser(tx: Queryable, id: number): Promise<StoredUser> {
  const { rows } = await tx.query<StoredUser>(
    `select ${COLUMNS} from users where id = $1 for update`,
    [id],
  );
  if (!rows[0]) throw new HttpError(404, USER_NOT_FOUND);
  return rows[0];
}

/**
 * Gives an account a new role if the state machine allows it. Permissions are read from the
 * database on every request, so a blacklisting stops the account's next post, whatever token
 * it holds.
 */
export function changeRole(db: Db, actor: AdminActor, id: number, role: Role): Promise<UserRow> {
  return db.transaction(async (tx) => {
    const target = await lockUser(tx, id);
    const refusal = roleChangeRefusal(actor, target, role, actor.streamerLogin);
    if (refusal) throw new HttpError(refusal.status, refusal.error);
    const { rows } = await tx.query<StoredUser>(
      `update users set role = $2, updated_at = now() where id = $1 returning ${COLUMNS}`,
      [id, role],
    );
    if (!rows[0]) throw new Error('update returned no row');
    return toUserRow(actor, rows[0]);
  });
}

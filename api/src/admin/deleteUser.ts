import { cacheKeys } from '../platform/cache/keys.js';
import type { Db, Queryable } from '../platform/db/client.js';
import { HttpError } from '../platform/http/httpError.js';
import { deletionRefusal } from '../accounts/users/adminAccess.js';
import type { Deleted } from './schemas.js';
import { lockUser, type AdminActor } from './usersService.js';

/** Deletes rows of `table` matching `where` ($1 is the user's id) and counts them. */
async function deleteCounting(tx: Queryable, table: string, where: string, id: number) {
  const { rows } = await tx.query<{ n: number }>(
    `with gone as (delete from ${table} where ${where} returning 1) select count(*)::int as n from gone`,
    [id],
  );
  return rows[0]?.n ?? 0;
}

/**
 * Deletes an account and everything it wrote, in one transaction (any failure leaves it all in
 * place): its replies and comments (other people's replies under those comments go with them),
 * its builds and guides (their discussions and favourites go by cascade), the pictures it
 * uploaded (they only ever illustrate its own builds and guides, gone now: kept, they would stay
 * public at an address nobody links any more), its Twitch tokens, posting counters and cached
 * subscription, then the account (its own favourites go by cascade). Its session tokens die with
 * it: every guarded request reloads the account. See README « Deleting an account ».
 */
export function deleteUser(db: Db, actor: AdminActor, id: number): Promise<Deleted> {
  return db.transaction(async (tx) => {
    const target = await lockUser(tx, id);
    const refusal = deletionRefusal(actor, target, actor.streamerLogin);
    if (refusal) throw new HttpError(403, refusal);
    const replies = await deleteCounting(tx, 'replies', 'user_id = $1', id);
    const comments = await deleteCounting(tx, 'comments', 'user_id = $1', id);
    const builds = await deleteCounting(tx, 'builds', 'user_id = $1', id);
    const guides = await deleteCounting(tx, 'guides', 'user_id = $1', id);
    const uploads = await deleteCounting(tx, 'uploads', 'user_id = $1', id);
    await tx.query('delete from twitch_tokens where user_id = $1', [id]);
    await tx.query('delete from post_rate_windows where user_id = $1', [id]);
    await tx.query('delete from cache where key = $1', [cacheKeys.subscription(id)]);
    await tx.query('delete from users where id = $1', [id]);
    return { builds, guides, comments: comments + replies, uploads };
  });
}

import type { Queryable } from '../../platform/db/client.js';
import type { Persona } from '../twitchApi/standIn/personas.js';

/**
 * Gives the stand-in's accounts their demo roles before they first sign in. Only inserts the
 * missing ones, so roles changed since (on the admin page) survive a restart.
 * @returns how many accounts were added
 */
export async function seedPersonas(db: Queryable, personas: readonly Persona[]): Promise<number> {
  let added = 0;
  for (const p of personas) {
    const { rows } = await db.query(
      `insert into users (twitch_id, login, display_name, role) values ($1, $2, $3, $4)
       on conflict do nothing returning id`,
      [p.id, p.login, p.displayName, p.role],
    );
    added += rows.length;
  }
  return added;
}

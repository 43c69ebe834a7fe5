import type { App } from '../src/app.js';
import type { Role } from '../src/accounts/users/roles.js';
import type { TestUser } from './contentUsers.js';

/**
 * A seeded persona of the Twitch stand-in (exilestreamer, marie_crea, lucas_live, nina_stream,
 * paul_joueur, sophie_abonnee, bob_banni) with a session token for its stored role.
 */
export async function persona(app: App, login: string): Promise<TestUser & { role: Role }> {
  const { rows } = await app.db.query<{ id: number; display_name: string; role: Role }>(
    'select id, display_name, role from users where login = $1',
    [login],
  );
  const row = rows[0];
  if (!row) throw new Error(`no persona ${login}`);
  const token = await app.issueSessionToken({ id: row.id, role: row.role });
  return {
    id: row.id,
    displayName: row.display_name,
    role: row.role,
    headers: { authorization: `Bearer ${token}` },
  };
}

type Headers = Record<string, string>;

/** The admin page's calls as the browser makes them. */
export function adminClient(app: App) {
  return {
    users: (headers: Headers, query = '') =>
      app.inject({ method: 'GET', url: `/api/admin/users${query}`, headers }),
    setRole: (headers: Headers, id: number | string, role: string) =>
      app.inject({
        method: 'PUT',
        url: `/api/admin/users/${id}/role`,
        headers,
        payload: { role },
      }),
    remove: (headers: Headers, id: number | string) =>
      app.inject({ method: 'DELETE', url: `/api/admin/users/${id}`, headers }),
    queue: (headers: Headers) =>
      app.inject({ method: 'GET', url: '/api/admin/moderation', headers }),
    decide: (headers: Headers, kind: string, id: number | string, decision: string) =>
      app.inject({
        method: 'POST',
        url: `/api/admin/moderation/${kind}/${id}/${decision}`,
        headers,
      }),
    startJob: (headers: Headers, kind: string) =>
      app.inject({ method: 'POST', url: `/api/admin/${kind}`, headers }),
    job: (headers: Headers, id: number | string) =>
      app.inject({ method: 'GET', url: `/api/admin/jobs/${id}`, headers }),
    jobs: (headers: Headers, query = '') =>
      app.inject({ method: 'GET', url: `/api/admin/jobs${query}`, headers }),
  };
}

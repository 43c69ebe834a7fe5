import type { App } from '../src/app.js';
import type { TestUser } from './contentUsers.js';

export type ItemType = 'build' | 'guide';

/** A build or guide inserted straight into the database, public or a draft of `owner`. */
export async function addItem(
  app: App,
  type: ItemType,
  owner: TestUser,
  isPublic: boolean,
): Promise<number> {
  const title = `${type === 'build' ? 'Build' : 'Guide'} de ${owner.displayName}`;
  const { rows } = await app.db.query<{ id: number }>(
    `insert into ${type === 'build' ? 'builds' : 'guides'} (user_id, author, title, search_text, is_public)
     values ($1, $2, $3, lower($3 || ' ' || $2), $4) returning id`,
    [owner.id, owner.displayName, title, isPublic],
  );
  const id = rows[0]?.id;
  if (id === undefined) throw new Error(`could not add a ${type}`);
  return id;
}

type Headers = Record<string, string>;

/** The forum calls as the browser makes them. */
export function forumClient(app: App) {
  return {
    list: (type: ItemType, id: number, query = '', headers: Headers = {}) =>
      app.inject({ method: 'GET', url: `/api/forum/comments/${type}/${id}${query}`, headers }),
    comment: (headers: Headers, contentType: ItemType, contentId: number, content: string) =>
      app.inject({
        method: 'POST',
        url: '/api/forum/comments',
        headers,
        payload: { contentType, contentId, content },
      }),
    reply: (headers: Headers, commentId: number, content: string) =>
      app.inject({
        method: 'POST',
        url: '/api/forum/replies',
        headers,
        payload: { commentId, content },
      }),
    remove: (headers: Headers, kind: 'comments' | 'replies', id: number) =>
      app.inject({ method: 'DELETE', url: `/api/forum/${kind}/${id}`, headers }),
    pin: (headers: Headers, id: number, isPinned: boolean) =>
      app.inject({
        method: 'PATCH',
        url: `/api/forum/comments/${id}/pin`,
        headers,
        payload: { isPinned },
      }),
  };
}

export interface WireComment {
  id: number;
  user_id: number | null;
  author_name: string;
  content: string;
  created_at: string;
  is_pinned: boolean;
  replies: Omit<WireComment, 'is_pinned' | 'replies'>[];
}

import type { Migration } from '../types.js';

/**
 * Discussions under builds and guides, and the per-user posting counters.
 *
 * - A comment names its target as (content_type, content_id), the wire's pair. Two generated
 *   columns turn that pair into real foreign keys, so a comment can never point at a missing
 *   item (a post racing a delete fails instead of leaving an orphan) and deleting a build or
 *   guide deletes its discussion.
 * - A reply belongs to one comment and goes with it (on delete cascade).
 * - Deleting an account keeps what it wrote: `user_id` becomes null, `author_name` stays.
 * - The page query (pinned first, then newest) and the replies of a page are read straight from
 *   their indexes, however long a discussion grows.
 * - `post_rate_windows` holds one fixed-window counter per user and window length, shared by
 *   every API process; its rows are locked only by that user's own posts.
 */
export const comments: Migration = {
  version: 6,
  name: 'comments',
  sql: `
    create table comments (
      id serial primary key,
      content_type text not null check (content_type in ('build', 'guide')),
      content_id integer not null,
      build_id integer generated always as
        (case when content_type = 'build' then content_id end) stored
        references builds (id) on delete cascade,
      guide_id integer generated always as
        (case when content_type = 'guide' then content_id end) stored
        references guides (id) on delete cascade,
      user_id integer references users (id) on delete set null,
      author_name text not null,
      content text not null check (char_length(content) between 1 and 2000),
      is_pinned boolean not null default false,
      created_at timestamptz not null default now()
    );
    create index comments_page on comments
      (content_type, content_id, is_pinned desc, created_at desc, id desc);
    -- The cascades from builds and guides, and setting user_id to null, look rows up by these.
    create index comments_build on comments (build_id) where build_id is not null;
    create index comments_guide on comments (guide_id) where guide_id is not null;
    create index comments_user on comments (user_id);

    create table replies (
      id serial primary key,
      comment_id integer not null references comments (id) on delete cascade,
      user_id integer references users (id) on delete set null,
      author_name text not null,
      content text not null check (char_length(content) between 1 and 2000),
      created_at timestamptz not null default now()
    );
    create index replies_thread on replies (comment_id, created_at, id);
    create index replies_user on replies (user_id);

    create table post_rate_windows (
      user_id integer not null references users (id) on delete cascade,
      window_seconds integer not null check (window_seconds > 0),
      window_start timestamptz not null,
      hits integer not null check (hits >= 0),
      primary key (user_id, window_seconds)
    );
  `,
};

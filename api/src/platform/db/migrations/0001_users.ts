import type { Migration } from '../types.js';

/** Accounts created at Twitch sign-in; `login` is Twitch's lowercase login. */
export const users: Migration = {
  version: 1,
  name: 'users',
  sql: `
    create table users (
      id serial primary key,
      twitch_id text unique not null,
      login text unique not null check (login = lower(login)),
      display_name text not null,
      role text not null default 'user'
        check (role in ('admin', 'createur', 'twitch', 'user', 'blacklist')),
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    );
  `,
};

import { Type, type Static } from 'typebox';
import { Nullable } from '../../content/listSchemas.js';

export const RecentContentSchema = Type.Object({
  type: Type.Union([Type.Literal('build'), Type.Literal('guide')]),
  id: Type.Integer(),
  title: Type.String(),
  created_at: Type.String(),
});
export type RecentContent = Static<typeof RecentContentSchema>;

/** A user with the twitch role, as the community page shows them (field names of the spec). */
export const TwitchUserSchema = Type.Object({
  id: Type.Integer(),
  displayName: Type.String(),
  login: Type.String(),
  twitchChannel: Type.String(),
  isOnline: Type.Boolean(),
  /** Null while offline. */
  streamTitle: Nullable(Type.String()),
  streamGame: Nullable(Type.String()),
  /** 0 while offline. */
  viewerCount: Type.Integer(),
  buildsCount: Type.Integer(),
  guidesCount: Type.Integer(),
  /** Up to 5, newest first. */
  recentContent: Type.Array(RecentContentSchema),
});
export type TwitchUser = Static<typeof TwitchUserSchema>;

export const TwitchUsersSchema = Type.Object({ users: Type.Array(TwitchUserSchema) });

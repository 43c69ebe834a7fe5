import { Type, type Static } from 'typebox';
import { Nullable } from '../content/listSchemas.js';

export const RecentContentSchema = Type.Object({
  type: Type.Union([Type.Literal('build'), Type.Literal('guide')]),
  id: Type.Integer(),
  title: Type.String(),
  created_at: Type.String(),
});
export type RecentContent = Static<typeof RecentContentSchema>;

/** What the community page says of any streamer (field names of the spec). */
const streamerFacts = {
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
};

/** A user with the twitch role, as the community page shows them. */
export const TwitchUserSchema = Type.Object({ id: Type.Integer(), ...streamerFacts });
export type TwitchUser = Static<typeof TwitchUserSchema>;

/**
 * The streamer the site is built around, at the top of /twitch: the community card's facts plus
 * their Twitch picture (null when Twitch cannot say).
 */
export const StreamerHeroSchema = Type.Object({
  ...streamerFacts,
  avatarUrl: Nullable(Type.String()),
});
export type StreamerHero = Static<typeof StreamerHeroSchema>;

/** The page's answer: the streamer first, then the community (users with the twitch role). */
export const TwitchUsersSchema = Type.Object({
  streamer: StreamerHeroSchema,
  users: Type.Array(TwitchUserSchema),
});

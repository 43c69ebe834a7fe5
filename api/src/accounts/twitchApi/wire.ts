import { Type, type Static } from 'typebox';

/**
 * Twitch's wire formats (see UPSTREAMS.md): the client checks what it receives against them and
 * the stand-in declares them as its response schemas, so both sides speak the same shapes.
 */

/** The only scope we ask for: reading whether the viewer subscribes to the streamer. */
export const SUBSCRIPTION_SCOPE = 'user:read:subscriptions';

export const TokenResponse = Type.Object({
  access_token: Type.String(),
  expires_in: Type.Integer(),
  // Absent from app tokens (client_credentials).
  refresh_token: Type.Optional(Type.String()),
  scope: Type.Optional(Type.Array(Type.String())),
  token_type: Type.String(),
});
export type TokenResponse = Static<typeof TokenResponse>;

export const ValidateResponse = Type.Object({
  client_id: Type.String(),
  // Absent for app tokens.
  login: Type.Optional(Type.String()),
  user_id: Type.Optional(Type.String()),
  scopes: Type.Union([Type.Array(Type.String()), Type.Null()]),
  expires_in: Type.Integer(),
});
export type ValidateResponse = Static<typeof ValidateResponse>;

/** Errors of id.twitch.tv. */
export const AuthError = Type.Object({ status: Type.Integer(), message: Type.String() });
/** Errors of Helix. */
export const HelixError = Type.Object({
  error: Type.String(),
  status: Type.Integer(),
  message: Type.String(),
});

export const HelixUser = Type.Object({
  id: Type.String(),
  login: Type.String(),
  display_name: Type.String(),
  type: Type.String(),
  broadcaster_type: Type.String(),
  description: Type.String(),
  profile_image_url: Type.String(),
  offline_image_url: Type.String(),
  view_count: Type.Integer(),
  created_at: Type.String(),
});
export type HelixUser = Static<typeof HelixUser>;
export const UsersResponse = Type.Object({ data: Type.Array(HelixUser) });

export const HelixStream = Type.Object({
  id: Type.String(),
  user_id: Type.String(),
  user_login: Type.String(),
  user_name: Type.String(),
  game_id: Type.String(),
  game_name: Type.String(),
  type: Type.String(),
  title: Type.String(),
  tags: Type.Union([Type.Array(Type.String()), Type.Null()]),
  viewer_count: Type.Integer(),
  started_at: Type.String(),
  language: Type.String(),
  thumbnail_url: Type.String(),
  is_mature: Type.Boolean(),
});
export type HelixStream = Static<typeof HelixStream>;
export const StreamsResponse = Type.Object({
  data: Type.Array(HelixStream),
  pagination: Type.Object({ cursor: Type.Optional(Type.String()) }),
});

export const HelixSubscription = Type.Object({
  broadcaster_id: Type.String(),
  broadcaster_name: Type.String(),
  broadcaster_login: Type.String(),
  is_gift: Type.Boolean(),
  tier: Type.String(),
});
export type HelixSubscription = Static<typeof HelixSubscription>;
export const SubscriptionResponse = Type.Object({ data: Type.Array(HelixSubscription) });

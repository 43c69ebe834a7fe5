/** Every key of the shared cache, in one place so two features never collide. */
export const cacheKeys = {
  /** `{ account }`: a Twitch account looked up by login. */
  twitchUser: (login: string) => `twitch:user:${login.toLowerCase()}`,
  /** `{ isSubscribed }`: a user's subscription to the streamer's channel. */
  subscription: (userId: number) => `twitch:subscription:${userId}`,
  /** `{ sealed }`: our app access token (client credentials), encrypted. */
  twitchAppToken: 'twitch:app-token',
  /** `{ logins, live }`: which of the twitch-role users are live, asked of Helix together. */
  twitchStreams: 'twitch:streams',
  /** `{ token }`: a sign-in waiting for its browser's confirmation, by the hash of its cookie. */
  signInConfirmation: (cookieHash: string) => `sign-in-confirm:${cookieHash}`,
  /** `true`: an outside source (`wiki:gem:Fireball`, `news-feed`…) failed a moment ago. */
  upstreamDown: (what: string) => `upstream-down:${what}`,
};

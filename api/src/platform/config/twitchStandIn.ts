/**
 * The one OAuth application the stand-in knows. Not secrets: the stand-in only runs on a
 * developer's machine, and it is never mounted once real Twitch credentials are configured.
 * Kept with the configuration, whose Twitch defaults name them, rather than with the stand-in
 * (accounts/twitchApi/standIn/): the platform imports no feature.
 */
export const STANDIN_CLIENT_ID = 'standin0clientid0poedebutants';
export const STANDIN_CLIENT_SECRET = 'standin0secret0not0a0real0secret';

/** Where the stand-in is mounted on our own server. */
export const STANDIN_PREFIX = '/twitch-standin';

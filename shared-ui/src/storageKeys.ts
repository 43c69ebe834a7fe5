/**
 * localStorage keys shared by the shell and every remote. They keep the names the earlier site
 * used, so a returning visitor's token, user and language survive the move to this site.
 */
export const TOKEN_KEY = 'jwtToken';
export const USER_KEY = 'currentUser';
export const LANG_KEY = 'lang';

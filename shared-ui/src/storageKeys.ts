/**
 * localStorage keys shared by the shell and every remote. They keep the names the earlier site
 * used, so a returning visitor's token, user and language survive the move to this site.
 */
export const TOKEN_KEY = 'jwtToken';
export const USER_KEY = 'currentUser';
export const LANG_KEY = 'lang';

/**
 * The browser's store of API answers asked with the account's token, kept by the site's service
 * worker for reading offline: emptied whenever the account changes, so no answer meant for one
 * account is ever shown to another.
 */
export const ACCOUNT_ANSWERS_CACHE = 'poe-compte';

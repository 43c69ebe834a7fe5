import { remoteForPath } from '../remotes/remoteForPath';

/** The shell's own pages: signing in happens in the browser. */
const SHELL_PAGES = /^\/(userauth|auth\/)/;

/**
 * Whether the server renders this path: the reading side only (the author's and the admin's need
 * a session, the shell's sign-in pages are the browser's business). Built apart (`paths.js`) so
 * the API's own thread knows it without loading React and the reader: the rendering happens in
 * worker threads.
 */
export function rendersPath(path: string): boolean {
  return remoteForPath(path) === 'mf_reader' && !SHELL_PAGES.test(path);
}

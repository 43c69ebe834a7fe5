export type RemoteName = 'mf_reader' | 'mf_author' | 'mf_admin';

const authorRoutes = [
  /^\/guide\/create\/?$/,
  /^\/guide\/edit\/[^/]+\/?$/,
  /^\/build\/create\/?$/,
  /^\/build\/edit\/[^/]+\/?$/,
];

/**
 * Which remote owns a path. The shell decides this without loading any remote, so an anonymous
 * reader never downloads the author or admin bundles.
 *
 * @example remoteForPath('/build/edit/3') // 'mf_author'
 */
export function remoteForPath(pathname: string): RemoteName {
  if (/^\/admin(\/|$)/.test(pathname)) return 'mf_admin';
  if (authorRoutes.some((route) => route.test(pathname))) return 'mf_author';
  return 'mf_reader';
}

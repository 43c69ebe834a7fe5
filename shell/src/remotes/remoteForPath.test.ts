import { describe, expect, it } from 'vitest';
import { remoteForPath } from './remoteForPath';

describe('remoteForPath', () => {
  it.each([
    ['/', 'mf_reader'],
    ['/guide', 'mf_reader'],
    ['/guide/custom/12', 'mf_reader'],
    ['/guide/premier-build', 'mf_reader'],
    ['/build', 'mf_reader'],
    ['/build/custom/4', 'mf_reader'],
    ['/build/4', 'mf_reader'],
    ['/twitch', 'mf_reader'],
    ['/page-inconnue', 'mf_reader'],
    ['/guide/create', 'mf_author'],
    ['/guide/edit/7', 'mf_author'],
    ['/build/create', 'mf_author'],
    ['/build/create/', 'mf_author'],
    ['/build/edit/7', 'mf_author'],
    ['/admin', 'mf_admin'],
    ['/admin/', 'mf_admin'],
    ['/administration', 'mf_reader'],
    ['/build/edit', 'mf_reader'],
  ] as const)('routes %s to %s', (path, remote) => {
    expect(remoteForPath(path)).toBe(remote);
  });
});

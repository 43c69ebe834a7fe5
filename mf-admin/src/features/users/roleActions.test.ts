import { describe, expect, it } from 'vitest';
import type { Role } from 'shared-ui';
import { isHarsh, roleActionKey } from './roleActions';

describe('roleActionKey', () => {
  it.each<[Role, Role, string]>([
    ['user', 'createur', 'promoteCreateur'],
    ['createur', 'twitch', 'promoteTwitch'],
    ['createur', 'user', 'demoteUser'],
    ['twitch', 'createur', 'demoteCreateur'],
    ['user', 'blacklist', 'blacklist'],
    ['createur', 'blacklist', 'blacklist'],
    ['twitch', 'blacklist', 'blacklist'],
    ['admin', 'blacklist', 'blacklist'],
    ['blacklist', 'user', 'unblacklist'],
    ['twitch', 'user', 'setRole'],
    ['user', 'admin', 'setRole'],
  ])('%s to %s reads %s', (from, to, key) => {
    expect(roleActionKey(from, to)).toBe(key);
  });

  it('marks only blacklisting as harsh', () => {
    expect(isHarsh('blacklist')).toBe(true);
    expect(isHarsh('user')).toBe(false);
    expect(isHarsh('createur')).toBe(false);
  });
});

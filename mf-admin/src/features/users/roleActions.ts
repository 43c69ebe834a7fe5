import type { Role } from 'shared-ui';

export type RoleActionKey =
  | 'promoteCreateur'
  | 'promoteTwitch'
  | 'demoteUser'
  | 'demoteCreateur'
  | 'blacklist'
  | 'unblacklist'
  | 'setRole';

const NAMED: Partial<Record<`${Role}>${Role}`, RoleActionKey>> = {
  'user>createur': 'promoteCreateur',
  'createur>twitch': 'promoteTwitch',
  'createur>user': 'demoteUser',
  'twitch>createur': 'demoteCreateur',
  'blacklist>user': 'unblacklist',
};

/**
 * How a role button reads, from the row's role and one of its `allowedRoles`. The server owns
 * the state machine; a move it allows that we have no name for still gets a plain label.
 *
 * @example roleActionKey('user', 'createur') // 'promoteCreateur'
 */
export function roleActionKey(from: Role, to: Role): RoleActionKey {
  if (to === 'blacklist') return 'blacklist';
  return NAMED[`${from}>${to}`] ?? 'setRole';
}

/** Blacklisting is the harsh move, shown as a danger button. */
export const isHarsh = (to: Role) => to === 'blacklist';

import type { Role } from '../store/currentUser';

/** Roles the server lets create builds and guides. */
const AUTHORS: readonly Role[] = ['createur', 'twitch', 'admin'];

/** @example canAuthor('createur') // true */
export const canAuthor = (role: Role) => AUTHORS.includes(role);

import { canAuthor, type CurrentUser } from 'shared-ui';

/** Create buttons show for createur, twitch and admin; the server decides in the end. */
export const canCreate = (user: CurrentUser | null) => user !== null && canAuthor(user.role);

/** Edit and delete show to an admin or to the item's owner. */
export const canManage = (user: CurrentUser | null, item: { user_id: number | null }) =>
  user !== null && (user.role === 'admin' || (item.user_id !== null && user.id === item.user_id));

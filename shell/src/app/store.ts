import { createStore } from 'shared-ui';
import { purgeStaleSession } from '../auth/storedToken';

// Before the store reads the stored user: an expired or malformed token makes the visitor anonymous.
purgeStaleSession();

/** The one store of the site: the shared API slice and the session, used by every remote. */
export const store = createStore();

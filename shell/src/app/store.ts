import { createStore } from 'shared-ui';

/** The one store of the site: the shared API slice and the session, used by every remote. */
export const store = createStore();

import { baseApi } from '../apiClient/baseApi';
import { createStore, type AppStore } from '../store/createStore';

const live: AppStore[] = [];

/** A real store for one test, remembered so that the test's end can stop its requests. */
export function testStore(): AppStore {
  const store = createStore();
  live.push(store);
  return store;
}

/**
 * Cancels every query the tests' stores still run: a failed request retried 1, 2 or 4 s later
 * would otherwise reach the next test's fetch and count among its calls.
 */
export function stopTestStores(): void {
  for (const store of live.splice(0)) {
    for (const query of store.dispatch(baseApi.util.getRunningQueriesThunk())) query.abort();
  }
}

import { configureStore } from '@reduxjs/toolkit';
import { baseApi } from '../apiClient/baseApi';
import type { ServerTransport } from '../apiClient/baseQuery';
import { createSessionPersistence } from './persistSession';
import { sessionSlice } from './sessionSlice';

/**
 * The one store of the page, created by the shell (and by tests, one per test). The server
 * renders pages with a store of its own per request, given how to reach the API.
 */
export function createStore(server?: ServerTransport) {
  return configureStore({
    reducer: {
      [baseApi.reducerPath]: baseApi.reducer,
      [sessionSlice.reducerPath]: sessionSlice.reducer,
    },
    middleware: (getDefaultMiddleware) =>
      getDefaultMiddleware({ thunk: { extraArgument: server } })
        .prepend(createSessionPersistence())
        .concat(baseApi.middleware),
  });
}

export type AppStore = ReturnType<typeof createStore>;
export type RootState = ReturnType<AppStore['getState']>;
export type AppDispatch = AppStore['dispatch'];

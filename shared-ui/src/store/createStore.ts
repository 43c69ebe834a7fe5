import { configureStore } from '@reduxjs/toolkit';
import { baseApi } from '../apiClient/baseApi';
import { createSessionPersistence } from './persistSession';
import { sessionSlice } from './sessionSlice';

/** The one store of the page, created by the shell (and by tests, one per test). */
export function createStore() {
  return configureStore({
    reducer: {
      [baseApi.reducerPath]: baseApi.reducer,
      [sessionSlice.reducerPath]: sessionSlice.reducer,
    },
    middleware: (getDefaultMiddleware) =>
      getDefaultMiddleware().prepend(createSessionPersistence()).concat(baseApi.middleware),
  });
}

export type AppStore = ReturnType<typeof createStore>;
export type RootState = ReturnType<AppStore['getState']>;
export type AppDispatch = AppStore['dispatch'];

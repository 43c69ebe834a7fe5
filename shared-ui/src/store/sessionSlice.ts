import { createSlice } from '@reduxjs/toolkit';
import type { PayloadAction } from '@reduxjs/toolkit';
import { readStoredUser } from './currentUser';
import type { CurrentUser } from './currentUser';

export interface SessionState {
  currentUser: CurrentUser | null;
}

export const sessionSlice = createSlice({
  name: 'session',
  // A function, so the stored user is read when a store is created, not when this module loads.
  initialState: (): SessionState => ({ currentUser: readStoredUser() }),
  reducers: {
    userSignedIn(state, action: PayloadAction<CurrentUser>) {
      state.currentUser = action.payload;
    },
    userSignedOut(state) {
      state.currentUser = null;
    },
  },
  selectors: {
    selectCurrentUser: (state) => state.currentUser,
  },
});

export const { userSignedIn, userSignedOut } = sessionSlice.actions;
export const { selectCurrentUser } = sessionSlice.selectors;

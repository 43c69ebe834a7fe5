// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { baseApi } from '../apiClient/baseApi';
import { stubFetch } from '../test/stubFetch';
import { createStore } from './createStore';
import type { CurrentUser } from './currentUser';
import { selectCurrentUser, userSignedIn, userSignedOut } from './sessionSlice';

// A throwaway endpoint: any cached answer will do to show that sign-out clears the cache.
const probeApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getProbe: build.query<{ status: string }, number>({ query: () => '/api/probe' }),
  }),
});

const alice: CurrentUser = { id: 7, username: 'alice', role: 'createur', sessionStatus: 'valid' };

afterEach(() => {
  localStorage.clear();
  vi.unstubAllGlobals();
});

describe('createStore session', () => {
  it('starts anonymous when nothing is stored', () => {
    expect(selectCurrentUser(createStore().getState())).toBeNull();
  });

  it('starts with the stored user when it parses', () => {
    localStorage.setItem('currentUser', JSON.stringify(alice));
    expect(selectCurrentUser(createStore().getState())).toEqual(alice);
  });

  it.each([
    ['malformed JSON', '{"id":7,'],
    ['an unknown role', JSON.stringify({ ...alice, role: 'moderateur' })],
    ['a missing session status', JSON.stringify({ id: 7, username: 'alice', role: 'user' })],
    ['a string id', JSON.stringify({ ...alice, id: '7' })],
  ])('starts anonymous when the stored user has %s', (_name, raw) => {
    localStorage.setItem('currentUser', raw);
    expect(selectCurrentUser(createStore().getState())).toBeNull();
  });

  it('stores the user on sign-in so a reload keeps it', () => {
    const store = createStore();
    store.dispatch(userSignedIn(alice));

    expect(selectCurrentUser(store.getState())).toEqual(alice);
    expect(selectCurrentUser(createStore().getState())).toEqual(alice);
  });

  it('forgets the user, the token and cached answers on sign-out', async () => {
    localStorage.setItem('jwtToken', 'abc.def.ghi');
    localStorage.setItem('currentUser', JSON.stringify(alice));
    stubFetch(() => Promise.resolve(Response.json({ status: 'ok' })));
    const store = createStore();
    await store.dispatch(probeApi.endpoints.getProbe.initiate(1));
    expect(probeApi.endpoints.getProbe.select(1)(store.getState()).data).toEqual({ status: 'ok' });

    store.dispatch(userSignedOut());

    expect(selectCurrentUser(store.getState())).toBeNull();
    expect(localStorage.getItem('currentUser')).toBeNull();
    expect(localStorage.getItem('jwtToken')).toBeNull();
    expect(probeApi.endpoints.getProbe.select(1)(store.getState()).data).toBeUndefined();
  });
});

// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { baseApi } from '../apiClient/baseApi';
import { blankBuild } from '../test/blankBuild';
import { stubFetch } from '../test/stubFetch';
import { stopTestStores, testStore } from '../test/testStores';
import { contentApi } from './contentApi';

// Something the server derives from a build, cached under the build's derived tag as the
// reader's cost, steps and Path of Building code are.
const derivedApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getProbeCost: build.query<{ total: number }, number>({
      query: (id) => `/api/builds/${id}/cost`,
      providesTags: (_result, _error, id) => [{ type: 'BuildDerived', id }],
    }),
  }),
});

const saved = blankBuild({ id: 4, title: 'Après' });

/** Answers like the API: the build, its cost, and the write's answer (or a refusal). */
function serveBuild(writeAnswer: () => Response) {
  return stubFetch((request) => {
    const { pathname } = new URL(request.url);
    if (request.method === 'PUT' || request.method === 'POST')
      return Promise.resolve(writeAnswer());
    if (pathname === '/api/builds/4/cost') return Promise.resolve(Response.json({ total: 1 }));
    if (pathname === '/api/builds/4') {
      return Promise.resolve(Response.json(blankBuild({ id: 4, title: 'Avant' })));
    }
    return Promise.resolve(Response.json({ message: 'Introuvable.' }, { status: 404 }));
  });
}

const requested = (fetch: ReturnType<typeof stubFetch>) =>
  fetch.mock.calls.map(([request]) => `${request.method} ${new URL(request.url).pathname}`);

afterEach(() => {
  stopTestStores();
  vi.unstubAllGlobals();
});

describe('contentApi', () => {
  it('keeps a saved build as its read and asks again only for what derives from it', async () => {
    const fetch = serveBuild(() => Response.json(saved));
    const store = testStore();
    const read = store.dispatch(contentApi.endpoints.getBuild.initiate(4));
    const cost = store.dispatch(derivedApi.endpoints.getProbeCost.initiate(4));
    await Promise.all([read, cost]);

    await store.dispatch(
      contentApi.endpoints.updateBuild.initiate({
        id: 4,
        body: { title: 'Après', classe: 'Duelist' },
      }),
    );
    await vi.waitFor(() => {
      expect(contentApi.endpoints.getBuild.select(4)(store.getState()).data?.title).toBe('Après');
      expect(requested(fetch)).toHaveLength(4);
    });
    expect(requested(fetch)).toEqual([
      'GET /api/builds/4',
      'GET /api/builds/4/cost',
      'PUT /api/builds/4',
      'GET /api/builds/4/cost',
    ]);
    read.unsubscribe();
    cost.unsubscribe();
  });

  it('puts a created build in the cache of its page', async () => {
    serveBuild(() => Response.json(saved, { status: 201 }));
    const store = testStore();

    await store.dispatch(
      contentApi.endpoints.createBuild.initiate({ title: 'Après', classe: 'Duelist' }),
    );

    await vi.waitFor(() =>
      expect(contentApi.endpoints.getBuild.select(4)(store.getState()).data).toEqual(saved),
    );
  });

  it('leaves the cached build as it was when the write is refused', async () => {
    const fetch = serveBuild(() =>
      Response.json({ message: 'Le titre est trop long.' }, { status: 400 }),
    );
    const store = testStore();
    const read = store.dispatch(contentApi.endpoints.getBuild.initiate(4));
    await read;

    const write = await store.dispatch(
      contentApi.endpoints.updateBuild.initiate({
        id: 4,
        body: { title: 'x'.repeat(500), classe: 'Duelist' },
      }),
    );

    expect(write.error).toBeDefined();
    expect(contentApi.endpoints.getBuild.select(4)(store.getState()).data?.title).toBe('Avant');
    expect(requested(fetch)).toEqual(['GET /api/builds/4', 'PUT /api/builds/4']);
    read.unsubscribe();
  });

  it('keeps a saved guide as its read', async () => {
    const guide = { id: 8, title: 'Après' };
    const fetch = stubFetch((request) =>
      Promise.resolve(
        Response.json(request.method === 'PUT' ? guide : { ...guide, title: 'Avant' }),
      ),
    );
    const store = testStore();
    const read = store.dispatch(contentApi.endpoints.getGuide.initiate(8));
    await read;

    const body = { title: 'Après' } as Parameters<
      typeof contentApi.endpoints.updateGuide.initiate
    >[0]['body'];
    await store.dispatch(contentApi.endpoints.updateGuide.initiate({ id: 8, body }));

    await vi.waitFor(() =>
      expect(contentApi.endpoints.getGuide.select(8)(store.getState()).data?.title).toBe('Après'),
    );
    expect(requested(fetch)).toEqual(['GET /api/guides/8', 'PUT /api/guides/8']);
    read.unsubscribe();
  });
});

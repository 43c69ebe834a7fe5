import { configureStore } from '@reduxjs/toolkit';
import {
  buildCreateApi,
  coreModule,
  reactHooksModule,
  skipToken,
} from '@reduxjs/toolkit/query/react';
import type { ReactNode } from 'react';
import { prerender } from 'react-dom/static';
import { Provider } from 'react-redux';
import { describe, expect, it } from 'vitest';
import { serverWait, serverWaitModule, ServerWaitProvider } from './serverWait';

/** Answers in `ms`: a build's gem names, then each gem's colour. */
function slowQuery(ms: number, asked: string[]) {
  return async (url: string) => {
    asked.push(url);
    await new Promise((resolve) => setTimeout(resolve, ms));
    if (url === '/build') return { data: { gems: ['Cyclone', 'Fortify'] } };
    if (url === '/colour/Inconnue') return { error: { status: 404, data: 'introuvable' } };
    return { data: url === '/colour/Cyclone' ? 'vert' : 'rouge' };
  };
}

function pageApi(ms: number, asked: string[]) {
  const createApi = buildCreateApi(
    coreModule(),
    reactHooksModule({ unstable__sideEffectsInRender: true }),
    serverWaitModule(),
  );
  return createApi({
    reducerPath: 'api',
    baseQuery: slowQuery(ms, asked),
    endpoints: (build) => ({
      // `void` is RTK Query's marker for "no argument".
      // eslint-disable-next-line @typescript-eslint/no-invalid-void-type
      getBuild: build.query<{ gems: string[] }, void>({ query: () => '/build' }),
      getColour: build.query<string, string>({ query: (name) => `/colour/${name}` }),
    }),
  });
}

async function renderOnce(ms: number, waitMs: number, gems?: string[]) {
  const asked: string[] = [];
  const api = pageApi(ms, asked);
  const store = configureStore({
    reducer: { api: api.reducer },
    middleware: (defaults) => defaults().concat(api.middleware),
  });
  function Gem({ name }: { name: string }) {
    const { data, isLoading, isError } = api.useGetColourQuery(name);
    if (isError) return <li>{`${name} : introuvable`}</li>;
    return <li>{isLoading ? `${name} : chargement` : `${name} : ${data}`}</li>;
  }
  function Build() {
    const { data } = api.endpoints.getBuild.useQuery();
    if (!data) return <p>Chargement du build</p>;
    return (
      <ul>
        {(gems ?? data.gems).map((name) => (
          <Gem key={name} name={name} />
        ))}
      </ul>
    );
  }
  const wait = serverWait(waitMs);
  const page = (children: ReactNode) => (
    <Provider store={store}>
      <ServerWaitProvider wait={wait}>{children}</ServerWaitProvider>
    </Provider>
  );
  const { prelude } = await prerender(page(<Build />));
  wait.stop();
  return { html: await new Response(prelude).text(), asked };
}

describe('serverWaitModule', () => {
  it('renders the page once with its answers and the answers that needed them', async () => {
    const { html, asked } = await renderOnce(5, 2_000);
    expect(html).toBe('<ul><li>Cyclone : vert</li><li>Fortify : rouge</li></ul>');
    expect(asked).toEqual(['/build', '/colour/Cyclone', '/colour/Fortify']);
  });

  it('waits for each of a component’s queries, when an earlier one in it already waited', async () => {
    // React replays a component that waited, and hands each `use` the promise the call at the
    // same place had: the second query's wait would be given the first's, settled, promise.
    const asked: string[] = [];
    const api = pageApi(5, asked);
    const store = configureStore({
      reducer: { api: api.reducer },
      middleware: (defaults) => defaults().concat(api.middleware),
    });
    function BuildWithColour() {
      const build = api.useGetBuildQuery();
      const colour = api.useGetColourQuery(build.data?.gems[1] ?? skipToken);
      return <p>{`${build.data?.gems[1] ?? '…'} : ${colour.data ?? 'chargement'}`}</p>;
    }
    const wait = serverWait(2_000);
    const { prelude } = await prerender(
      <Provider store={store}>
        <ServerWaitProvider wait={wait}>
          <BuildWithColour />
        </ServerWaitProvider>
      </Provider>,
    );
    wait.stop();
    expect(await new Response(prelude).text()).toBe('<p>Fortify : rouge</p>');
    expect(asked).toEqual(['/build', '/colour/Fortify']);
  });

  it('shows an answer that was an error as an error, asked once, without waiting for the deadline', async () => {
    const { html, asked } = await renderOnce(5, 1_000, ['Inconnue', 'Cyclone']);
    expect(html).toBe('<ul><li>Inconnue : introuvable</li><li>Cyclone : vert</li></ul>');
    expect(asked.filter((url) => url === '/colour/Inconnue')).toHaveLength(1);
  });

  it('stops waiting at the deadline and shows what is still loading as loading', async () => {
    const { html } = await renderOnce(200, 20);
    expect(html).toBe('<p>Chargement du build</p>');
  });

  it('counts only time spent waiting, not time the render keeps the thread busy', async () => {
    const wait = serverWait(60);
    wait.begin();
    const busyUntil = performance.now() + 200;
    while (performance.now() < busyUntil) {
      // A first render compiling its code.
    }
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect(wait.passed).toBe(false);
    await wait.deadline;
    expect(wait.passed).toBe(true);
  });

  it('counts the deadline from the first answer waited for, not from when it was made', async () => {
    const wait = serverWait(10);
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(wait.passed).toBe(false);
    wait.begin();
    await wait.deadline;
    expect(wait.passed).toBe(true);
  });
});

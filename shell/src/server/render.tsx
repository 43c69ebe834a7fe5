import type { ComponentType, ReactElement } from 'react';
import { prerender } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';
import {
  baseApi,
  createStore,
  PageMetaCollector,
  serverWait,
  ServerWaitProvider,
  type I18n,
  type Language,
  type PageMeta,
  type ServerTransport,
} from 'shared-ui';
import { ServerStyleSheet } from 'styled-components';
import ReaderApp from 'mf_reader/App';
import { createShellI18n, preloadEnglish } from '../app/i18n';
import { Providers } from '../app/Providers';
import { routes } from '../app/router';
import { RemoteSource } from '../remotes/RemoteArea';
import { fillShell, scriptSafeJson, settledAnswers, type RenderedPage } from './pageState';

// The server renders pages in both languages: every English text is read once, at load.
await preloadEnglish();

export interface PageRequest {
  /** Path and query of the page, e.g. `/build/custom/3?onglet=2`. */
  url: string;
  lang: Language;
  /** How the page's queries reach the API. */
  transport: ServerTransport;
  /** How long to wait for the page's answers before rendering with what has arrived. */
  waitMs: number;
}

const reader = Promise.resolve({ default: ReaderApp as ComponentType });

function remoteSource() {
  return reader;
}

export { rendersPath } from './paths';

/**
 * The element's HTML once everything it waits for (code, not answers) has arrived. No boundary
 * is sent apart to be put in place by an inline script (the CSP forbids those): the page is whole.
 */
async function markup(element: ReactElement): Promise<string> {
  const { prelude } = await prerender(element, { progressiveChunkSize: Number.POSITIVE_INFINITY });
  return new Response(prelude).text();
}

// One i18n instance per language for the process: pages only read it (no language change).
const instances = new Map<Language, I18n>();

function i18nFor(lang: Language): I18n {
  let instance = instances.get(lang);
  if (!instance) {
    instance = createShellI18n(lang);
    instances.set(lang, instance);
  }
  return instance;
}

/**
 * One reading page as a signed-out visitor sees it, rendered with the browser's own components,
 * in one render: each query hook starts its query and suspends until the answer is in (see
 * shared-ui's serverWait.ts), so queries that need an earlier answer start as soon as it arrives.
 * Past `waitMs`, nothing waits: the page shows the loading state of what has not answered, those
 * queries are cancelled and the browser asks again. A query started without a hook that waits
 * gets one more render at most.
 */
export async function renderPage(request: PageRequest): Promise<RenderedPage> {
  const store = createStore(request.transport);
  const i18n = i18nFor(request.lang);
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(new URL(request.url, request.transport.origin)));
  if (context instanceof Response) throw new Error(`no page for ${request.url}`);
  const router = createStaticRouter(handler.dataRoutes, context);
  // What the last render's page said of itself (title, 404); each render starts afresh.
  let meta: PageMeta = {};
  const sink = (said: PageMeta) => {
    if (said.title !== undefined) meta.title = said.title;
    if (said.status !== undefined) meta.status = said.status;
  };
  const wait = serverWait(request.waitMs);
  const page = () => (
    <ServerWaitProvider wait={wait}>
      <PageMetaCollector sink={sink}>
        <Providers store={store} i18n={i18n}>
          <RemoteSource value={remoteSource}>
            <StaticRouterProvider router={router} context={context} hydrate={false} />
          </RemoteSource>
        </Providers>
      </PageMetaCollector>
    </ServerWaitProvider>
  );

  // Each render collects its styles; the last one is the page.
  const render = async () => {
    meta = {};
    const sheet = new ServerStyleSheet();
    try {
      const html = await markup(sheet.collectStyles(page()));
      return { html, styles: sheet.getStyleTags() };
    } finally {
      sheet.seal();
    }
  };
  const running = () => store.dispatch(baseApi.util.getRunningQueriesThunk());

  let rendered: { html: string; styles: string };
  try {
    rendered = await render();
    if (running().length > 0 && !wait.passed) {
      wait.begin();
      await Promise.race([Promise.allSettled(running()), wait.deadline]);
      rendered = await render();
    }
  } finally {
    wait.stop();
  }
  const late = running();
  for (const query of late) query.abort();
  return {
    ...rendered,
    complete: late.length === 0,
    state: scriptSafeJson({ api: settledAnswers(store.getState().api) }),
    lang: request.lang,
    title: meta.title,
    status: meta.status ?? 200,
  };
}

/**
 * The shell's `index.html` with the page rendered in it, or null if the file has no `#root` or
 * the address is a sign-in return (`?auth=…`, with its token): the browser takes those in hand.
 */
export async function renderShell(
  index: string,
  request: PageRequest,
): Promise<{ html: string; status: number; complete: boolean } | null> {
  const { searchParams } = new URL(request.url, request.transport.origin);
  if (searchParams.has('auth') || searchParams.has('token')) return null;
  const page = await renderPage(request);
  const html = fillShell(index, page);
  return html === null ? null : { html, status: page.status, complete: page.complete };
}

// One render per page on the server: a query hook whose answer has not arrived suspends the
// component (React's `use`) until it does, so `prerender` finishes with every answer in place,
// including those asked with an earlier one's data (a build's gems), instead of rendering the
// whole page again for each round of queries. Only on the server, and only until the page's
// deadline: past it, components show their loading state and the browser asks again.
import {
  skipToken,
  type Api,
  type Module,
  type QueryActionCreatorResult,
} from '@reduxjs/toolkit/query';
import type { reactHooksModuleName } from '@reduxjs/toolkit/query/react';
import { createContext, createElement, use, useContext, type ReactNode } from 'react';
import { useStore } from 'react-redux';

/** How long a server render waits for its answers. */
export interface ServerWait {
  /** Settles at the deadline. */
  readonly deadline: Promise<void>;
  /** True once the deadline has passed: nothing waits any more. */
  readonly passed: boolean;
  /** Starts the clock, at the first answer waited for: loading the page's code is not counted. */
  begin(): void;
}

const ServerWaitContext = createContext<ServerWait | null>(null);

export function ServerWaitProvider({ wait, children }: { wait: ServerWait; children?: ReactNode }) {
  return createElement(ServerWaitContext.Provider, { value: wait }, children);
}

/** How often the wait looks at the clock. */
const TICK_MS = 20;

/**
 * A wait that passes once it has waited `ms` after it begins; `stop` ends it early (the render is
 * over). Only time spent waiting counts: while the render keeps the thread busy (the first page
 * of a kind compiles its code, a long page renders), the clock does not run, so a slow render
 * never costs a page the answers that arrived meanwhile.
 */
export function serverWait(ms: number): ServerWait & { stop(): void } {
  let passed = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let settle = () => {};
  const deadline = new Promise<void>((resolve) => {
    settle = resolve;
  });
  function stop() {
    clearTimeout(timer);
    passed = true;
    settle();
  }
  return {
    deadline,
    get passed() {
      return passed;
    },
    begin() {
      if (timer !== undefined || passed) return;
      let waited = 0;
      let last = performance.now();
      const tick = () => {
        const now = performance.now();
        // A tick that came late was held up by work, not by waiting: it counts as one tick.
        waited += Math.min(now - last, TICK_MS);
        last = now;
        if (waited >= ms) stop();
        else timer = setTimeout(tick, TICK_MS);
      };
      timer = setTimeout(tick, Math.min(TICK_MS, Math.max(0, ms)));
    },
    stop,
  };
}

/** More queries than any component holds, each of which may have waited before this one. */
const MAX_REPLAYED_CALLS = 16;

interface QueryResult {
  isLoading: boolean;
}
type UseQuery = (arg: unknown, options?: unknown) => QueryResult;
type UseQueryState = (arg: unknown) => object;
interface QueryEndpoint {
  useQuery?: UseQuery;
  useQueryState?: UseQueryState;
  select(arg: unknown): (state: unknown) => { isError: boolean; isLoading: boolean };
}
type RunningQuery = (endpoint: string, arg: unknown) => unknown;

/**
 * The hook, which first waits on the server for the answer it started asking for. An answer that
 * was an error stays the answer for the rest of the render: RTK Query asks again for an error
 * each time a component subscribes, and each retry after a suspension subscribes anew, so the
 * page would otherwise wait on its missing build until the deadline, then show it loading.
 */
function waiting(
  { useQuery, useQueryState, select }: Required<QueryEndpoint>,
  endpointName: string,
  runningQuery: RunningQuery,
): UseQuery {
  return function useQueryAnswered(arg, options) {
    const wait = useContext(ServerWaitContext);
    const store = useStore();
    const failed = wait !== null && arg !== skipToken && select(arg)(store.getState()).isError;
    const result = useQuery(failed ? skipToken : arg, options);
    const kept = useQueryState(arg);
    if (failed) return { ...result, ...kept };
    if (wait && !wait.passed && result.isLoading) {
      // Started during this render (hooks start queries in render on the server).
      const running = store.dispatch(runningQuery(endpointName, arg) as never) as
        QueryActionCreatorResult<never> | undefined;
      if (running) {
        wait.begin();
        const answered = Promise.race([
          Promise.resolve(running).then(() => undefined),
          wait.deadline,
        ]);
        // React replays a component that waited and gives each `use` call the promise its call
        // at the same place was given: after an earlier query of this component waited, this
        // call is handed that one's settled promise and returns at once. Each further call has a
        // place of its own, where React waits for this promise. Bounded: an untracked promise
        // always suspends once.
        for (let call = 0; call < MAX_REPLAYED_CALLS && !wait.passed; call++) {
          if (!select(arg)(store.getState()).isLoading) break;
          use(answered);
        }
      }
    }
    return result;
  };
}

/**
 * An RTK Query module, placed after the React hooks module: it wraps each query endpoint's
 * `useQuery` (on the endpoint and as `use…Query` on the API) so that it waits on the server.
 */
export function serverWaitModule(): Module<typeof reactHooksModuleName> {
  const module = {
    name: Symbol('serverWait'),
    init(api: Api<never, never, string, string, never>) {
      // Endpoints and hooks are filled in by earlier modules under names only known at run time.
      const anyApi = api as unknown as Record<string, unknown> & {
        endpoints: Record<string, QueryEndpoint>;
        util: { getRunningQueryThunk: RunningQuery };
      };
      return {
        injectEndpoint(endpointName: string, definition: { type?: unknown }) {
          if (definition.type !== 'query') return;
          const endpoint = anyApi.endpoints[endpointName];
          const { useQuery, useQueryState } = endpoint ?? {};
          if (!endpoint || !useQuery || !useQueryState) return;
          const select = (arg: unknown) => endpoint.select(arg);
          const hook = waiting(
            { useQuery, useQueryState, select },
            endpointName,
            anyApi.util.getRunningQueryThunk,
          );
          endpoint.useQuery = hook;
          anyApi[`use${endpointName.charAt(0).toUpperCase()}${endpointName.slice(1)}Query`] = hook;
        },
      };
    },
  };
  // The module adds nothing to the API's type: it keeps the hooks' own signatures.
  return module as unknown as Module<typeof reactHooksModuleName>;
}

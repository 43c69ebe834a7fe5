import { createContext, Suspense, use, useContext, useState, type ComponentType } from 'react';
import { Loading } from 'shared-ui';
import { loadRemoteApp } from './loadRemoteApp';
import { MarkReady } from './MarkReady';
import { RemoteErrorBoundary } from './RemoteErrorBoundary';
import type { RemoteName } from './remoteForPath';

type RemoteModule = Promise<{ default: ComponentType }>;

// One load per remote for the page's life; a failed load is dropped so that a retry starts over.
const modules = new Map<RemoteName, RemoteModule>();

function remoteModule(name: RemoteName, force: boolean) {
  let module = modules.get(name);
  if (!module) {
    module = loadRemoteApp(name, force);
    modules.set(name, module);
  }
  return module;
}

/**
 * Where a remote's code comes from: module federation in the browser; the server, which renders
 * reading pages with the reader's code bundled in, gives its own.
 */
export const RemoteSource =
  createContext<(name: RemoteName, force: boolean) => RemoteModule>(remoteModule);

function RemoteApp({ name, force }: { name: RemoteName; force: boolean }) {
  const { default: Remote } = use(useContext(RemoteSource)(name, force));
  return <Remote />;
}

/** One remote's area: loaded on first use, with an error card and a retry if it cannot load. */
export function RemoteArea({ name }: { name: RemoteName }) {
  const [attempt, setAttempt] = useState(0);
  const retry = () => {
    modules.delete(name);
    setAttempt((count) => count + 1);
  };
  return (
    <RemoteErrorBoundary key={`${name}-${attempt}`} onRetry={retry}>
      <Suspense fallback={<Loading />}>
        <RemoteApp name={name} force={attempt > 0} />
        <MarkReady />
      </Suspense>
    </RemoteErrorBoundary>
  );
}

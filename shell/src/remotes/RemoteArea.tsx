import { Suspense, use, useState, type ComponentType } from 'react';
import { Loading } from 'shared-ui';
import { loadRemoteApp } from './loadRemoteApp';
import { RemoteErrorBoundary } from './RemoteErrorBoundary';
import type { RemoteName } from './remoteForPath';

// One load per remote for the page's life; a failed load is dropped so that a retry starts over.
const modules = new Map<RemoteName, Promise<{ default: ComponentType }>>();

function remoteModule(name: RemoteName, force: boolean) {
  let module = modules.get(name);
  if (!module) {
    module = loadRemoteApp(name, force);
    modules.set(name, module);
  }
  return module;
}

function RemoteApp({ name, force }: { name: RemoteName; force: boolean }) {
  const { default: Remote } = use(remoteModule(name, force));
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
      </Suspense>
    </RemoteErrorBoundary>
  );
}

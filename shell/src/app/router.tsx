import { createBrowserRouter, useLocation } from 'react-router-dom';
import { Layout } from '../chrome/Layout';
import { RemoteArea } from '../remotes/RemoteArea';
import { remoteForPath } from '../remotes/remoteForPath';

/** Every path belongs to one remote; the shell picks it from the path alone (see remoteForPath). */
function RemoteOutlet() {
  const name = remoteForPath(useLocation().pathname);
  return <RemoteArea key={name} name={name} />;
}

export const router = createBrowserRouter([
  {
    element: <Layout />,
    children: [{ path: '*', element: <RemoteOutlet /> }],
  },
]);

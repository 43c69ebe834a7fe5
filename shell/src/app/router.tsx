import { createBrowserRouter, useLocation } from 'react-router-dom';
import { CallbackPage } from '../auth/CallbackPage';
import { SignInPage } from '../auth/SignInPage';
import { Layout } from '../chrome/Layout';
import { RemoteArea } from '../remotes/RemoteArea';
import { remoteForPath } from '../remotes/remoteForPath';

/** Every other path belongs to one remote; the shell picks it from the path alone. */
function RemoteOutlet() {
  const name = remoteForPath(useLocation().pathname);
  return <RemoteArea key={name} name={name} />;
}

export const router = createBrowserRouter([
  {
    element: <Layout />,
    children: [
      { path: 'userauth', element: <SignInPage /> },
      { path: 'auth/twitch/callback/*', element: <CallbackPage /> },
      { path: '*', element: <RemoteOutlet /> },
    ],
  },
]);

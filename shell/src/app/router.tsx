import type { ComponentType, ReactNode } from 'react';
import { AdminGate, CreatorGate, type RouteObject, useLocation, useRoutes } from 'shared-ui';
import { CallbackPage } from '../auth/CallbackPage';
import { SignInPage } from '../auth/SignInPage';
import { Layout } from '../chrome/Layout';
import { RemoteArea } from '../remotes/RemoteArea';
import { remoteForPath, type RemoteName } from '../remotes/remoteForPath';

/**
 * Who may open each remote's screens: a visitor who may not write or administer gets the sign-in
 * or refusal card from the shell and never downloads the author or admin code.
 */
const GATES: Partial<Record<RemoteName, ComponentType<{ children: ReactNode }>>> = {
  mf_author: CreatorGate,
  mf_admin: AdminGate,
};

/** Every other path belongs to one remote; the shell picks it from the path alone. */
export function RemoteOutlet() {
  const name = remoteForPath(useLocation().pathname);
  const Gate = GATES[name];
  const area = <RemoteArea key={name} name={name} />;
  return Gate ? <Gate>{area}</Gate> : area;
}

/** The site's routes, for the browser's router and for the server that renders reading pages. */
export const routes: RouteObject[] = [
  {
    element: <Layout />,
    children: [
      { path: 'userauth', element: <SignInPage /> },
      { path: 'auth/twitch/callback/*', element: <CallbackPage /> },
      { path: '*', element: <RemoteOutlet /> },
    ],
  },
];

/**
 * The routes in the browser, under a `BrowserRouter`: the site loads no data through the router,
 * so the data router (and its share of the code) is not needed there. The server renders the same
 * `routes`, so both give the same page.
 */
export function SiteRoutes() {
  return useRoutes(routes);
}

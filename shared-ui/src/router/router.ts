// The part of React Router the site uses, reached through shared-ui. Module federation ships a
// shared library whole, because no bundle knows what the others import from it: React Router
// shared on its own cost every visitor its data routers, forms and server helpers (64 KiB
// compressed). Re-exported from shared-ui, itself the shared singleton, the router is bundled
// into shared-ui's chunk, where the bundler keeps only what is named here, and every bundle still
// gets the one copy (one router context). Code outside shared-ui imports the router from
// 'shared-ui', never from 'react-router-dom' (a direct import would bring a second, unconnected
// copy); tests may build their MemoryRouter from 'react-router-dom', the same module when not
// federated.
export {
  BrowserRouter,
  Link,
  NavLink,
  Outlet,
  Route,
  Routes,
  useLocation,
  useNavigate,
  useParams,
  useRoutes,
  useSearchParams,
} from 'react-router-dom';
export type { LinkProps, NavLinkProps, RouteObject } from 'react-router-dom';

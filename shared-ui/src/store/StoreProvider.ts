// React Redux's provider, reached through shared-ui like the store it serves: React Redux and Redux
// Toolkit are bundled into shared-ui's shared chunk, reduced to what the site uses, instead of
// being shared whole (see router/router.ts for why a shared library cannot be reduced).
export { Provider as StoreProvider } from 'react-redux';

// The libraries that hold React context or global state, shared as singletons by the shell and
// every remote so that there is one React, one store, one router, one theme and one i18n at run
// time. Anything else stays private to the bundle that uses it.
//
// A shared library is shipped whole, since no bundle knows what the others take from it. React
// Router, React Redux and Redux Toolkit are therefore not shared on their own: shared-ui re-exports
// the parts the site uses, and being the shared singleton it still gives every bundle one router
// and one store, with the rest of those libraries left out of its chunk. Their code is imported
// from 'shared-ui' outside shared-ui: a direct import would bring a second, unconnected copy.
const singleton = (requiredVersion: string) => ({ singleton: true, requiredVersion });

export const sharedSingletons = {
  react: singleton('^19.3.1'),
  'react-dom': singleton('^19.3.1'),
  'styled-components': singleton('^6.6.0'),
  i18next: singleton('^26.7.2'),
  'react-i18next': singleton('^17.1.13'),
  'shared-ui': singleton('^0.1.0'),
};

/** Module Federation options common to every remote: one exposed `./App`, a module remote entry. */
export const remoteFederation = (name: string) => ({
  name,
  filename: 'remoteEntry.js',
  exposes: { './App': './src/App.tsx' },
  shared: sharedSingletons,
  dts: false,
  // The shell provides the federation runtime; each remote would otherwise ship its own copy.
  experiments: { externalRuntime: true },
});

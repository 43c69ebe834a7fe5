// The libraries that hold React context or global state, shared as singletons by the shell and
// every remote so that there is one React, one store, one router, one theme and one i18n at run
// time. Anything else stays private to the bundle that uses it.
//
// A shared library is shipped whole, since no bundle knows what the others take from it. React
// Router, i18next, React i18next, React Redux, Redux Toolkit and styled-components are therefore
// not shared on their own: shared-ui uses them or re-exports the parts the site uses and, being the
// shared singleton, still gives every bundle one router, one store, one i18n and one style sheet,
// with the rest of those libraries left out of its chunk. Outside shared-ui their code is imported
// from 'shared-ui' (types may come from the library): a direct import would bring a second,
// unconnected copy.
const singleton = (requiredVersion: string) => ({ singleton: true, requiredVersion });

export const sharedSingletons = {
  react: singleton('^19.3.1'),
  'react-dom': singleton('^19.3.1'),
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

/**
 * React Router's packages point every bundler at their development build, whose warnings cost
 * 0.4 KiB (gzip) on every page; a production build takes the same code
 * without them, from the folder beside it.
 */
export const reactRouterProduction = () => ({
  name: 'react-router-production',
  apply: 'build' as const,
  enforce: 'pre' as const,
  async resolveId(
    // Vite's plugin context, written out: this file is read from the root, where vite is not.
    this: {
      resolve(source: string, importer?: string, options?: object): Promise<{ id: string } | null>;
    },
    source: string,
    importer: string | undefined,
  ) {
    if (source !== 'react-router' && source !== 'react-router/dom') return null;
    const resolved = await this.resolve(source, importer, { skipSelf: true });
    return resolved
      ? { ...resolved, id: resolved.id.replace('/dist/development/', '/dist/production/') }
      : null;
  },
});

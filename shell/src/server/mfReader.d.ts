// The reader's exposed App, bundled into the server's rendering (vite.server.config.ts).
declare module 'mf_reader/App' {
  import type { ComponentType } from 'react';
  const App: ComponentType;
  export default App;
}

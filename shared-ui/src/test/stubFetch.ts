import { vi } from 'vitest';

type FetchStub = (request: Request) => Promise<Response>;

/**
 * Replaces the global fetch, the transport under the code being tested. Browsers resolve
 * `/api/...` against the page; Node's Request (used under jsdom too) needs an origin set to do
 * the same, or every relative URL throws before reaching the stub. Undo with `vi.unstubAllGlobals`.
 */
export function stubFetch(implementation?: FetchStub) {
  const location = (globalThis as { location?: Location }).location;
  Reflect.set(
    globalThis,
    Symbol.for('undici.globalOrigin.1'),
    new URL(location?.href ?? 'http://localhost:8080/'),
  );
  const fetchMock = implementation ? vi.fn<FetchStub>(implementation) : vi.fn<FetchStub>();
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

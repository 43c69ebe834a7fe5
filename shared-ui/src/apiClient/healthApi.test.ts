// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createStore } from '../store/createStore';
import { stubFetch } from '../test/stubFetch';
import { healthApi } from './healthApi';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('getHealth', () => {
  it('asks GET /health through the shared slice', async () => {
    const fetchMock = stubFetch(() => Promise.resolve(Response.json({ status: 'ok' })));
    const store = createStore();

    const result = await store.dispatch(healthApi.endpoints.getHealth.initiate());

    expect(result.data).toEqual({ status: 'ok' });
    const request = fetchMock.mock.calls[0]?.[0];
    expect(request?.method).toBe('GET');
    expect(new URL(request?.url ?? '').pathname).toBe('/health');
  });

  it('gives up on a silent server after 5 s, then retries like any request', async () => {
    vi.useFakeTimers();
    const fetchMock = stubFetch(
      (request) =>
        new Promise<Response>((_resolve, reject) => {
          request.signal.addEventListener('abort', () => reject(request.signal.reason));
        }),
    );
    const store = createStore();

    const pending = store.dispatch(healthApi.endpoints.getHealth.initiate());
    await vi.advanceTimersByTimeAsync(4 * 5_000 + 7_000);
    const result = await pending;

    expect(fetchMock).toHaveBeenCalledTimes(4);
    expect(result.error).toMatchObject({ status: 'TIMEOUT_ERROR' });
  });
});

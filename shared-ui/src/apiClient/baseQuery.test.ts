// @vitest-environment jsdom
import type { BaseQueryApi } from '@reduxjs/toolkit/query/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { baseQuery } from './baseQuery';
import type { RetryOptions } from './baseQuery';
import { stubFetch } from '../test/stubFetch';

let fetchMock: ReturnType<typeof stubFetch>;

beforeEach(() => {
  vi.useFakeTimers();
  fetchMock = stubFetch();
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  localStorage.clear();
});

function json(status: number, body: unknown, statusText = ''): Response {
  return new Response(JSON.stringify(body), {
    status,
    statusText,
    headers: { 'content-type': 'application/json' },
  });
}

const unavailable = () => json(503, { error: 'Service indisponible' }, 'Service Unavailable');

/** A fetch that never answers, like a server that accepted the connection and hung. */
function hang(request: Request): Promise<Response> {
  return new Promise((_resolve, reject) => {
    request.signal.addEventListener('abort', () => reject(request.signal.reason));
  });
}

function call(
  args: Parameters<typeof baseQuery>[0],
  extraOptions: RetryOptions = {},
  extra: unknown = undefined,
) {
  const controller = new AbortController();
  const api: BaseQueryApi = {
    signal: controller.signal,
    abort: (reason) => controller.abort(reason),
    dispatch: vi.fn(),
    getState: () => ({}),
    extra,
    endpoint: 'test',
    type: 'query',
  };
  return { result: Promise.resolve(baseQuery(args, api, extraOptions)), controller };
}

function sentRequest(index: number): Request {
  const request = fetchMock.mock.calls[index]?.[0];
  if (!request) throw new Error(`no request #${index}`);
  return request;
}

describe('baseQuery retry policy', () => {
  it('succeeds after two 503s, waiting exactly 1 s then 2 s', async () => {
    fetchMock
      .mockResolvedValueOnce(unavailable())
      .mockResolvedValueOnce(unavailable())
      .mockResolvedValueOnce(json(200, { builds: [] }));

    const { result } = call('/api/builds');
    await vi.advanceTimersByTimeAsync(0);
    expect(fetchMock).toHaveBeenCalledTimes(1);

    await vi.advanceTimersByTimeAsync(999);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(fetchMock).toHaveBeenCalledTimes(2);

    await vi.advanceTimersByTimeAsync(1_999);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(fetchMock).toHaveBeenCalledTimes(3);

    await expect(result).resolves.toMatchObject({ data: { builds: [] } });
  });

  it('gives up after 3 retries (4 calls, 1 + 2 + 4 s) with the HTTP message', async () => {
    fetchMock.mockImplementation(() => Promise.resolve(unavailable()));

    const { result } = call('/api/builds');
    await vi.advanceTimersByTimeAsync(6_999);
    expect(fetchMock).toHaveBeenCalledTimes(3);
    await vi.advanceTimersByTimeAsync(1);
    expect(fetchMock).toHaveBeenCalledTimes(4);

    await expect(result).resolves.toMatchObject({
      error: { status: 503, message: 'Service indisponible' },
    });
    await vi.advanceTimersByTimeAsync(60_000);
    expect(fetchMock).toHaveBeenCalledTimes(4);
  });

  it('uses the status text when the server sent no error field', async () => {
    fetchMock.mockImplementation(() => Promise.resolve(json(500, {}, 'Internal Server Error')));

    const { result } = call('/api/builds');
    await vi.advanceTimersByTimeAsync(7_000);

    await expect(result).resolves.toMatchObject({
      error: { status: 500, message: 'HTTP 500: Internal Server Error' },
    });
  });

  it('does not retry a 404 and reports the server’s own sentence, without the status', async () => {
    fetchMock.mockResolvedValueOnce(json(404, { error: 'Build non trouvé' }, 'Not Found'));

    const { result } = call('/api/builds/42');
    await vi.advanceTimersByTimeAsync(10_000);

    expect(fetchMock).toHaveBeenCalledTimes(1);
    await expect(result).resolves.toMatchObject({
      error: { status: 404, message: 'Build non trouvé' },
    });
  });

  it('retries a network failure and reports it in French when it persists', async () => {
    fetchMock
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockResolvedValueOnce(json(200, { ok: true }));

    const first = call('/api/builds');
    await vi.advanceTimersByTimeAsync(1_000);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    await expect(first.result).resolves.toMatchObject({ data: { ok: true } });

    fetchMock.mockReset();
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    const second = call('/api/builds');
    await vi.advanceTimersByTimeAsync(7_000);
    expect(fetchMock).toHaveBeenCalledTimes(4);
    await expect(second.result).resolves.toMatchObject({
      error: {
        status: 'FETCH_ERROR',
        message: 'Impossible de joindre le serveur. Vérifiez votre connexion internet.',
      },
    });
  });

  it('times out at 10 s and retries', async () => {
    fetchMock.mockImplementationOnce(hang).mockResolvedValueOnce(json(200, { ok: true }));

    const { result } = call('/api/builds');
    await vi.advanceTimersByTimeAsync(9_999);
    expect(sentRequest(0).signal.aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(sentRequest(0).signal.aborted).toBe(true);
    expect(fetchMock).toHaveBeenCalledTimes(1);

    await vi.advanceTimersByTimeAsync(1_000);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    await expect(result).resolves.toMatchObject({ data: { ok: true } });
  });

  it('reports a time-out in French once the retries are spent', async () => {
    fetchMock.mockImplementation(hang);

    const { result } = call('/api/builds');
    await vi.advanceTimersByTimeAsync(4 * 10_000 + 7_000);

    expect(fetchMock).toHaveBeenCalledTimes(4);
    await expect(result).resolves.toMatchObject({
      error: { status: 'TIMEOUT_ERROR', message: 'Le serveur met trop de temps à répondre.' },
    });
  });

  it('retries a connection aborted under the request, but not a request its caller cancelled', async () => {
    fetchMock
      .mockRejectedValueOnce(new DOMException('The operation was aborted.', 'AbortError'))
      .mockResolvedValueOnce(json(200, { ok: true }));
    const aborted = call('/api/builds');
    await vi.advanceTimersByTimeAsync(1_000);
    await expect(aborted.result).resolves.toMatchObject({ data: { ok: true } });

    fetchMock.mockReset();
    fetchMock.mockImplementation(hang);
    const cancelled = call('/api/builds');
    await vi.advanceTimersByTimeAsync(0);
    cancelled.controller.abort();
    await vi.advanceTimersByTimeAsync(20_000);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await expect(cancelled.result).resolves.toHaveProperty('error');
  });

  it('lets an endpoint turn retries off', async () => {
    fetchMock.mockImplementation(() => Promise.resolve(unavailable()));

    const { result } = call(
      { url: '/api/forum/comments', method: 'POST', body: {} },
      { maxRetries: 0 },
    );
    await vi.advanceTimersByTimeAsync(10_000);

    expect(fetchMock).toHaveBeenCalledTimes(1);
    await expect(result).resolves.toMatchObject({ error: { status: 503 } });
  });

  it('reads an HTML 502 page from a proxy as an HTTP error and retries it', async () => {
    fetchMock.mockImplementation(() =>
      Promise.resolve(
        new Response('<html>Bad gateway</html>', { status: 502, statusText: 'Bad Gateway' }),
      ),
    );

    const { result } = call('/api/builds');
    await vi.advanceTimersByTimeAsync(7_000);

    expect(fetchMock).toHaveBeenCalledTimes(4);
    await expect(result).resolves.toMatchObject({
      error: { status: 502, message: 'HTTP 502: Bad Gateway' },
    });
  });
});

describe('baseQuery headers', () => {
  it('sends the bearer token only when one is stored', async () => {
    fetchMock.mockImplementation(() => Promise.resolve(json(200, {})));

    await call('/api/builds').result;
    expect(sentRequest(0).headers.has('authorization')).toBe(false);

    localStorage.setItem('jwtToken', 'abc.def.ghi');
    await call('/api/builds').result;
    expect(sentRequest(1).headers.get('authorization')).toBe('Bearer abc.def.ghi');
  });

  it('declares a JSON body, and no content type on a request without one', async () => {
    fetchMock.mockImplementation(() => Promise.resolve(json(200, {})));

    await call({ url: '/api/forum/comments', method: 'POST', body: { content: 'Salut' } }).result;
    await call('/api/builds').result;

    expect(sentRequest(0).headers.get('content-type')).toBe('application/json');
    await expect(sentRequest(0).text()).resolves.toBe('{"content":"Salut"}');
    expect(sentRequest(1).headers.has('content-type')).toBe(false);
  });
});

describe('baseQuery on the server', () => {
  it('sends to the transport it is given: absolute address, its fetch, no stored token', async () => {
    localStorage.setItem('jwtToken', 'abc.def.ghi');
    const serverFetch = vi.fn((request: Request) =>
      Promise.resolve(json(200, { asked: request.url })),
    );
    const transport = { origin: 'http://rendu.invalid', fetch: serverFetch as typeof fetch };

    const { result } = call('/api/builds/3', {}, transport);
    await expect(result).resolves.toMatchObject({
      data: { asked: 'http://rendu.invalid/api/builds/3' },
    });
    expect(fetchMock).not.toHaveBeenCalled();
    const sent = serverFetch.mock.calls[0]?.[0];
    expect(sent?.headers.has('authorization')).toBe(false);
  });
});

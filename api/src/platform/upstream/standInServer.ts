import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';

/**
 * How a fake behaves, so tests can play an upstream that is down (`error`), hangs (`timeout`),
 * or answers nonsense in the expected content type (`garbage`).
 */
export type StandInBehaviour = 'ok' | 'error' | 'timeout' | 'garbage';

export interface StandInServer {
  /** `http://127.0.0.1:<port>`, no trailing slash. */
  url: string;
  behave(behaviour: StandInBehaviour): void;
  /** Paths with query strings, in the order they were asked for. */
  requests: string[];
  close(): Promise<void>;
}

export interface StandInAnswer {
  status?: number;
  type: string;
  body: string | Buffer;
}

export type StandInHandler = (url: URL, request: IncomingMessage) => StandInAnswer;

function answer(res: ServerResponse, { status = 200, type, body }: StandInAnswer) {
  res.writeHead(status, { 'content-type': type, 'content-length': Buffer.byteLength(body) });
  res.end(body);
}

/**
 * A node:http server on a free loopback port answering with `handler`, or misbehaving on demand.
 * @example const fake = await startStandInServer(() => ({ type: 'text/plain', body: 'ok' }))
 */
export async function startStandInServer(
  handler: StandInHandler,
  garbageType: string,
): Promise<StandInServer> {
  let behaviour: StandInBehaviour = 'ok';
  const requests: string[] = [];
  const sockets = new Set<Socket>();
  const held = new Set<ServerResponse>();
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://fake.local');
    requests.push(`${url.pathname}${url.search}`);
    // Never answers while it hangs; told to behave otherwise, it drops the requests it held.
    if (behaviour === 'timeout') return void held.add(res);
    if (behaviour === 'error')
      return answer(res, { status: 503, type: 'text/html', body: '<h1>503</h1>' });
    if (behaviour === 'garbage') return answer(res, { type: garbageType, body: '{"lines": [{' });
    try {
      answer(res, handler(url, req));
    } catch {
      answer(res, { status: 500, type: 'text/plain', body: 'fake failed' });
    }
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    behave: (next) => {
      behaviour = next;
      // A hang ends with it: a request left hanging would keep its caller busy long after.
      if (next !== 'timeout') for (const res of held) res.destroy();
      if (next !== 'timeout') held.clear();
    },
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

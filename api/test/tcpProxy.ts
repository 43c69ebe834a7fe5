import { createServer, Socket, type AddressInfo } from 'node:net';

export interface TcpProxy {
  /** The loopback port to connect to instead of the target. */
  port: number;
  /** Drops every open connection and refuses new ones, as a restarting server does. */
  cut(): void;
  /** Drops every open connection, then accepts new ones but never forwards a byte. */
  blackHole(): void;
  /** Accepts and forwards connections again. */
  restore(): void;
  close(): Promise<void>;
}

/**
 * A plain TCP relay to `host:port` that a test can cut and restore, to play a database server
 * going down and coming back without touching the real one.
 */
export async function startTcpProxy(target: { host: string; port: number }): Promise<TcpProxy> {
  let mode: 'up' | 'refuse' | 'blackHole' = 'up';
  const open = new Set<Socket>();
  const server = createServer((inbound) => {
    if (mode === 'refuse') {
      inbound.destroy();
      return;
    }
    if (mode === 'blackHole') {
      open.add(inbound);
      inbound.on('error', () => inbound.destroy());
      return;
    }
    const outbound = new Socket();
    open.add(inbound);
    open.add(outbound);
    const drop = () => {
      inbound.destroy();
      outbound.destroy();
      open.delete(inbound);
      open.delete(outbound);
    };
    inbound.on('error', drop).on('close', drop);
    outbound.on('error', drop).on('close', drop);
    outbound.connect(target.port, target.host, () => {
      inbound.pipe(outbound);
      outbound.pipe(inbound);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const dropAll = () => {
    for (const socket of open) socket.destroy();
    open.clear();
  };
  return {
    port,
    cut: () => {
      mode = 'refuse';
      dropAll();
    },
    blackHole: () => {
      mode = 'blackHole';
      dropAll();
    },
    restore: () => {
      mode = 'up';
    },
    close: () =>
      new Promise<void>((resolve) => {
        dropAll();
        server.close(() => resolve());
      }),
  };
}

import { createConnection, createServer, type Socket } from 'node:net';

export type ProxyMode = 'open' | 'refuse' | 'hang';

export interface TcpProxy {
  port: number;
  /** open: forward; refuse: drop new connections at once; hang: accept and never answer. */
  setMode(mode: ProxyMode): void;
  /** Drops every connection made so far, as a failing network or a database restart does. */
  cutAll(): void;
  close(): Promise<void>;
}

/** A local stand-in for the network path to a server, which a test can break and mend at will. */
export function startTcpProxy(target: { host: string; port: number }): Promise<TcpProxy> {
  let mode: ProxyMode = 'open';
  const sockets = new Set<Socket>();
  const track = (socket: Socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => socket.destroy());
  };
  const server = createServer((incoming) => {
    track(incoming);
    if (mode === 'refuse') return void incoming.destroy();
    if (mode === 'hang') return;
    const outgoing = createConnection(target);
    track(outgoing);
    incoming.pipe(outgoing).pipe(incoming);
    incoming.on('close', () => outgoing.destroy());
    outgoing.on('close', () => incoming.destroy());
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      resolve({
        port: typeof address === 'object' && address ? address.port : 0,
        setMode(next) {
          mode = next;
        },
        cutAll() {
          for (const socket of sockets) socket.destroy();
        },
        close: () =>
          new Promise<void>((done) => {
            for (const socket of sockets) socket.destroy();
            server.close(() => done());
          }),
      });
    });
  });
}

import net from 'node:net';

/**
 * A TCP proxy on 127.0.0.1 in front of the test PostgreSQL, so a test can take the database away
 * from the API (and give it back) without touching the real server.
 */
export interface TcpProxy {
  port: number;
  /** closes every connection and refuses new ones, like a stopped server */
  cut(): Promise<void>;
  /** accepts connections again */
  restore(): Promise<void>;
  /** closes the connection whose client sends text `matches` accepts, once, before it reaches the server */
  cutWhenSent(matches: (text: string) => boolean): void;
  close(): Promise<void>;
}

export async function startTcpProxy(target: { host: string; port: number }, port: number): Promise<TcpProxy> {
  const sockets = new Set<net.Socket>();
  let trap: ((text: string) => boolean) | null = null;

  const server = net.createServer((client) => {
    const upstream = net.connect(target.port, target.host);
    sockets.add(client);
    sockets.add(upstream);
    const drop = () => {
      client.destroy();
      upstream.destroy();
      sockets.delete(client);
      sockets.delete(upstream);
    };
    client.on('data', (chunk: Buffer) => {
      if (trap?.(chunk.toString('latin1'))) {
        trap = null;
        drop();
        return;
      }
      upstream.write(chunk);
    });
    upstream.on('data', (chunk: Buffer) => client.write(chunk));
    client.on('error', drop);
    upstream.on('error', drop);
    client.on('close', drop);
    upstream.on('close', drop);
  });

  const listen = () =>
    new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => {
        server.off('error', reject);
        resolve();
      });
    });
  const stop = () =>
    new Promise<void>((resolve) => {
      for (const s of sockets) s.destroy();
      sockets.clear();
      if (!server.listening) return resolve();
      server.close(() => resolve());
    });

  await listen();
  return {
    port,
    cut: stop,
    restore: listen,
    cutWhenSent(matches) {
      trap = matches;
    },
    close: stop,
  };
}

import pg from 'pg';

/** Stops listening and closes the listener's connection. */
export type StopListening = () => Promise<void>;

const RECONNECT_MS = 1_000;

/**
 * LISTEN on a connection of its own, outside the pool (a pooled client goes back and would lose it), connected
 * again a second after it drops: notifications sent meanwhile are lost, which the callers' caches bound by their
 * own lifetimes.
 */
export async function listenPostgres(url: string, channel: string, onPayload: (payload: string) => void, onError: (err: Error) => void): Promise<StopListening> {
  let stopped = false;
  let client: pg.Client | null = null;
  let retry: NodeJS.Timeout | undefined;

  const connect = async (): Promise<void> => {
    const next = new pg.Client({ connectionString: url, keepAlive: true });
    next.on('notification', (message) => {
      if (message.channel === channel) onPayload(message.payload ?? '');
    });
    const reconnect = (err?: Error) => {
      if (err) onError(err);
      if (stopped || client !== next) return;
      client = null;
      retry = setTimeout(() => void connect().catch(reconnect), RECONNECT_MS);
      retry.unref();
    };
    next.on('error', reconnect);
    next.on('end', () => reconnect());
    client = next;
    await next.connect();
    await next.query(`listen ${pg.escapeIdentifier(channel)}`);
  };

  await connect();
  return async () => {
    stopped = true;
    clearTimeout(retry);
    await client?.end().catch(() => {});
  };
}

import { createServer, connect, type Server, type Socket } from 'node:net';

/**
 * A TCP proxy between the shop and PostgreSQL, for tests of database faults: the shop connects
 * to `url(...)`, the proxy forwards every byte to the real server until the test cuts it.
 *
 * - `stop()`: closes every connection and refuses new ones (nothing listens), as a database
 *   that went away; `start()` listens again on the same port.
 * - `pause()`: keeps the connections open but forwards nothing (both ways, new connections
 *   too), as a database that hangs; `resume()` delivers what was held and goes on.
 * - `refuseWith(sqlstate, message)`: answers each new connection's start-up with a PostgreSQL
 *   error (e.g. 57P03 "the database system is starting up") and closes it; `null` ends that.
 */
export type DbProxy = {
  port: number;
  /** `databaseUrl` with its host and port replaced by the proxy's. */
  url: (databaseUrl: string) => string;
  start: () => Promise<void>;
  stop: () => Promise<void>;
  pause: () => void;
  resume: () => void;
  refuseWith: (refusal: { sqlstate: string; message: string } | null) => void;
  /** Connections currently forwarded. */
  connections: () => number;
};

type Pair = { client: Socket; server: Socket; held: { toServer: Buffer[]; toClient: Buffer[] } };

export async function startDbProxy(target: { host: string; port: number }): Promise<DbProxy> {
  const pairs = new Set<Pair>();
  let paused = false;
  let refusal: { sqlstate: string; message: string } | null = null;
  let listener: Server | null = null;
  let port = 0;

  const forward = (from: Socket, to: Socket, held: Buffer[]) => {
    from.on('data', (chunk) => (paused ? held.push(chunk) : to.write(chunk)));
  };

  const accept = (client: Socket) => {
    if (refusal) {
      const { sqlstate, message } = refusal;
      client.once('data', () => client.end(errorResponse(sqlstate, message)));
      client.on('error', () => {});
      return;
    }
    const server = connect(target.port, target.host);
    const pair: Pair = { client, server, held: { toServer: [], toClient: [] } };
    pairs.add(pair);
    forward(client, server, pair.held.toServer);
    forward(server, client, pair.held.toClient);
    const close = () => {
      pairs.delete(pair);
      client.destroy();
      server.destroy();
    };
    for (const socket of [client, server]) {
      socket.on('error', close);
      socket.on('close', close);
    }
  };

  const proxy: DbProxy = {
    get port() {
      return port;
    },
    url: (databaseUrl) => {
      const url = new URL(databaseUrl);
      url.hostname = '127.0.0.1';
      url.port = String(port);
      return url.toString();
    },
    async start() {
      if (listener) return;
      const next = createServer(accept);
      await new Promise<void>((resolve, reject) => {
        next.once('error', reject);
        next.listen(port, '127.0.0.1', () => {
          next.off('error', reject);
          resolve();
        });
      });
      port = (next.address() as { port: number }).port;
      listener = next;
    },
    async stop() {
      const current = listener;
      listener = null;
      for (const pair of pairs) {
        pair.client.destroy();
        pair.server.destroy();
      }
      pairs.clear();
      if (current) await new Promise<void>((resolve) => current.close(() => resolve()));
    },
    pause: () => {
      paused = true;
    },
    resume: () => {
      paused = false;
      for (const { client, server, held } of pairs) {
        for (const chunk of held.toServer.splice(0)) server.write(chunk);
        for (const chunk of held.toClient.splice(0)) client.write(chunk);
      }
    },
    refuseWith: (next) => {
      refusal = next;
    },
    connections: () => pairs.size,
  };
  await proxy.start();
  return proxy;
}

/** A PostgreSQL ErrorResponse message (protocol 3): severity FATAL, the SQLSTATE and the message. */
function errorResponse(sqlstate: string, message: string): Buffer {
  const fields = Buffer.concat([
    field('S', 'FATAL'),
    field('V', 'FATAL'),
    field('C', sqlstate),
    field('M', message),
    Buffer.from([0]),
  ]);
  const head = Buffer.alloc(5);
  head.write('E', 0, 'latin1');
  head.writeInt32BE(fields.length + 4, 1);
  return Buffer.concat([head, fields]);
}

function field(type: string, value: string): Buffer {
  return Buffer.concat([Buffer.from(type, 'latin1'), Buffer.from(value, 'utf8'), Buffer.from([0])]);
}

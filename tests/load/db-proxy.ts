// A TCP proxy between a production server and its database, so a test can cut the database and bring
// it back: the same on PostgreSQL and on the embedded server, and the machine's PostgreSQL is never
// stopped (decision 705).
import net from "node:net";
import { setTimeout as sleep } from "node:timers/promises";
import { freePort } from "../../scripts/db/embedded";

export type DatabaseProxy = {
  url: string;
  /** Destroys every open connection and refuses new ones (the port stops listening). */
  cut: () => Promise<void>;
  /** Accepts connections again on the same port. */
  restore: () => Promise<void>;
  close: () => Promise<void>;
  /** Connections accepted so far. */
  accepted: () => number;
};

/** A proxy to `databaseUrl` on a free loopback port; its `url` is `databaseUrl` pointed at the proxy. */
export async function startDatabaseProxy(databaseUrl: string): Promise<DatabaseProxy> {
  const target = new URL(databaseUrl);
  const port = await freePort();
  const sockets = new Set<net.Socket>();
  let server: net.Server | null = null;
  let accepted = 0;

  const onConnection = (client: net.Socket) => {
    accepted++;
    const upstream = net.connect({ host: target.hostname, port: Number(target.port || 5432) });
    sockets.add(client);
    sockets.add(upstream);
    const end = () => {
      client.destroy();
      upstream.destroy();
      sockets.delete(client);
      sockets.delete(upstream);
    };
    client.on("error", end).on("close", end);
    upstream.on("error", end).on("close", end);
    client.pipe(upstream);
    upstream.pipe(client);
  };

  const listen = async () => {
    for (let attempt = 0; ; attempt++) {
      try {
        server = await new Promise<net.Server>((resolve, reject) => {
          const candidate = net.createServer(onConnection);
          candidate.once("error", reject);
          candidate.listen(port, "127.0.0.1", () => {
            // Listening: a later error (a failed accept) must not end the test process unhandled.
            candidate
              .off("error", reject)
              .on("error", (error) => console.warn(`[load] database proxy: ${error.message}`));
            resolve(candidate);
          });
        });
        return;
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== "EADDRINUSE" || attempt >= 40) throw error;
        await sleep(250);
      }
    }
  };

  const stop = async () => {
    const current = server;
    server = null;
    const closed = current ? new Promise<void>((resolve) => current.close(() => resolve())) : Promise.resolve();
    for (const socket of sockets) socket.destroy();
    sockets.clear();
    await closed;
  };

  await listen();
  const url = new URL(databaseUrl);
  url.hostname = "127.0.0.1";
  url.port = String(port);
  return { url: url.toString(), cut: stop, restore: listen, close: stop, accepted: () => accepted };
}

// A fresh database on the local PostgreSQL (TEST_POSTGRES_URL or 127.0.0.1:5432, trust auth), and a
// way to drop it again. Shared by the integration projects and the production-path test.
import net from "node:net";
import pg from "pg";

export const ADMIN_URL = process.env.TEST_POSTGRES_URL ?? "postgresql://postgres@127.0.0.1:5432/postgres";

export function postgresAnswers(): Promise<boolean> {
  if (process.env.SKIP_POSTGRES_TESTS) return Promise.resolve(false);
  return answersAt(ADMIN_URL, 5432);
}

/** Whether something accepts a connection at a service URL's host and port, within a second. */
export function answersAt(url: string, defaultPort: number): Promise<boolean> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    const socket = net.connect({ port: Number(port || defaultPort), host: hostname, timeout: 1000 });
    const done = (ok: boolean) => (socket.destroy(), resolve(ok));
    socket
      .once("connect", () => done(true))
      .once("error", () => done(false))
      .once("timeout", () => done(false));
  });
}

let made = 0;

/** A new database, empty or a copy of `template` (a database URL; no one may be connected to it). */
export async function createDatabase(
  prefix: string,
  { template }: { template?: string } = {},
): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `${prefix}_${process.pid}_${Date.now().toString(36)}_${++made}`;
  const admin = async (sql: string) => {
    const client = new pg.Client({ connectionString: ADMIN_URL });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  };
  await admin(`CREATE DATABASE "${name}"${template ? ` TEMPLATE "${new URL(template).pathname.slice(1)}"` : ""}`);
  const url = new URL(ADMIN_URL);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => admin(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`) };
}

// One process owns the PGlite data folder and serves it over the Postgres wire protocol; everything
// else (next build workers, next start, scripts) connects with @prisma/adapter-pg. PGlite takes no
// lock of its own and two processes on one folder silently lose writes (decision 002).
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import net from "node:net";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { PGLiteSocketServer } from "@electric-sql/pglite-socket";
import type { EmbeddedInfo } from "../../lib/env";

export type EmbeddedServer = EmbeddedInfo & {
  stop: () => Promise<void>;
  /** The database's files as a tarball, for `startEmbeddedServer(null, { from })` (a copy, as a template). */
  dump: () => Promise<Blob>;
};

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.unref();
    srv.on("error", reject);
    srv.listen(0, "127.0.0.1", () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });
}

export function canConnect(port: number, host = "127.0.0.1", timeoutMs = 1000): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect({ port, host });
    const done = (ok: boolean) => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(timeoutMs, () => done(false));
    socket.once("connect", () => done(true));
    socket.once("error", () => done(false));
  });
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

export function embeddedUrl(port: number): string {
  return `postgresql://postgres:postgres@127.0.0.1:${port}/postgres?sslmode=disable`;
}

/** The running server for this folder, if another process already owns it. */
export async function findRunning(dataDir: string): Promise<EmbeddedInfo | null> {
  const file = path.join(dataDir, "pglite.json");
  if (!existsSync(file)) return null;
  const info = JSON.parse(readFileSync(file, "utf8")) as EmbeddedInfo;
  if (isAlive(info.pid) && (await canConnect(info.port))) return info;
  rmSync(file, { force: true }); // left behind by a process that died
  return null;
}

/**
 * Opens `dataDir/pgdata` (or an in-memory database when `dataDir` is null) and serves it on a
 * free loopback port. Refuses to open a folder another live process serves.
 */
export async function startEmbeddedServer(
  dataDir: string | null,
  options: { port?: number; from?: Blob } = {},
): Promise<EmbeddedServer> {
  let infoFile: string | null = null;
  if (dataDir) {
    mkdirSync(dataDir, { recursive: true });
    const running = await findRunning(dataDir);
    if (running) {
      throw new Error(
        `The embedded database in ${dataDir} is already served by process ${running.pid} on port ${running.port}.`,
      );
    }
    infoFile = path.join(dataDir, "pglite.json");
  }
  const db = await PGlite.create(dataDir ? path.join(dataDir, "pgdata") : undefined, { loadDataDir: options.from });
  let server: PGLiteSocketServer | undefined;
  let port = 0;
  for (let attempt = 0; attempt < 5 && !server; attempt++) {
    port = options.port ?? (await freePort());
    const candidate = new PGLiteSocketServer({ db, port, host: "127.0.0.1", maxConnections: 64 });
    try {
      await candidate.start();
      server = candidate;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EADDRINUSE" || options.port) throw error;
    }
  }
  if (!server) throw new Error("Could not find a free loopback port for the embedded database.");
  const info: EmbeddedInfo = { pid: process.pid, port, url: embeddedUrl(port) };
  if (infoFile) writeFileSync(infoFile, JSON.stringify(info), { flag: "wx" });
  let stopped = false;
  return {
    ...info,
    dump: () => db.dumpDataDir("none"),
    stop: async () => {
      if (stopped) return;
      stopped = true;
      if (infoFile) rmSync(infoFile, { force: true });
      await server.stop();
      await db.close();
    },
  };
}

import { readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { PGLiteSocketServer } from "@electric-sql/pglite-socket";
import { acquireDataDirLock } from "@/lib/embedded-db/data-dir-lock";
import { isProcessAlive, processStartTime } from "@/lib/embedded-db/process-identity";

// The embedded default (docs/design.md, "Runtime modes"): PGlite, PostgreSQL compiled to
// WebAssembly, opened by exactly one process and served on a loopback port so that the
// app, the Prisma CLI and `npm run seed` all connect with an ordinary connection string.

export type EmbeddedDatabase = {
  connectionString: string;
  port: number;
  /** Stops serving, then closes PGlite so that everything written is on disk. */
  stop(): Promise<void>;
};

type EmbeddedInfo = { port: number; pid: number; startTime: string | null };

const infoPath = (dataDir: string) => path.join(dataDir, "embedded.json");
const connectionStringFor = (port: number) => `postgresql://postgres@127.0.0.1:${port}/postgres?sslmode=disable`;

/** Opens `<dataDir>/pgdata` and serves it on 127.0.0.1; throws DataDirLockedError if it is open elsewhere. */
export async function startEmbeddedDatabase(dataDir: string, command: string): Promise<EmbeddedDatabase> {
  const releaseLock = acquireDataDirLock(dataDir, command);
  let db: PGlite | undefined;
  try {
    db = await PGlite.create(path.join(dataDir, "pgdata"));
    // Several connections (the app's pool, the Prisma CLI, `npm run seed`) share PGlite's
    // one session; pglite-socket queues their queries.
    const server = new PGLiteSocketServer({ db, host: "127.0.0.1", port: 0, maxConnections: 8 });
    await server.start();
    const port = Number(server.getServerConn().split(":").pop());
    if (!Number.isInteger(port) || port <= 0) throw new Error(`unexpected socket address ${server.getServerConn()}`);

    const info: EmbeddedInfo = { port, pid: process.pid, startTime: processStartTime(process.pid) };
    writeFileSync(infoPath(dataDir), JSON.stringify(info), { mode: 0o600 });
    // If the process dies without stop() (an uncaught error), still leave no stale files;
    // a kill -9 leaves them, and the next start takes the lock over by its dead pid.
    const removeFiles = () => {
      rmSync(infoPath(dataDir), { force: true });
      releaseLock();
    };
    process.once("exit", removeFiles);

    const opened = db;
    let stopping: Promise<void> | undefined;
    return {
      connectionString: connectionStringFor(port),
      port,
      stop: () =>
        (stopping ??= (async () => {
          await server.stop();
          await opened.close();
          removeFiles();
          process.off("exit", removeFiles);
        })()),
    };
  } catch (error) {
    await db?.close().catch(() => undefined);
    releaseLock();
    throw error;
  }
}

/** The connection string of an embedded database another live process is serving, else null. */
export function findRunningEmbeddedDatabase(dataDir: string): string | null {
  let info: EmbeddedInfo;
  try {
    info = JSON.parse(readFileSync(infoPath(dataDir), "utf8")) as EmbeddedInfo;
  } catch {
    return null;
  }
  return isProcessAlive(info.pid, info.startTime) ? connectionStringFor(info.port) : null;
}

import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { PGLiteSocketServer } from "@electric-sql/pglite-socket";

// PGlite in a temporary directory, served on a loopback port from THIS process
// (docs/stack.md, "Embedded PostgreSQL"). Only this process opens the directory; vitest workers,
// the Prisma CLI and servers connect through the socket like to any PostgreSQL.

export type EmbeddedDatabase = { url: string; stop: () => Promise<void> };

export async function startEmbeddedDatabase(): Promise<EmbeddedDatabase> {
  const dir = await mkdtemp(path.join(tmpdir(), "brandcast-pglite-"));
  const db = await PGlite.create(dir);
  const server = new PGLiteSocketServer({ db, host: "127.0.0.1", port: 0, maxConnections: 8 });
  await server.start();
  const [host, port] = server.getServerConn().split(":");
  let stopped = false;
  return {
    url: `postgresql://postgres@${host}:${port}/postgres?sslmode=disable`,
    async stop() {
      if (stopped) return;
      stopped = true;
      await server.stop().catch(() => {});
      await db.close().catch(() => {});
      await rm(dir, { recursive: true, force: true }).catch(() => {});
    },
  };
}

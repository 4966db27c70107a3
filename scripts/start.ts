import { constants } from "node:os";
import path from "node:path";
import { DataDirLockedError } from "@/lib/embedded-db/data-dir-lock";
import { startEmbeddedDatabase, type EmbeddedDatabase } from "@/lib/embedded-db/embedded";
import { serverEnv } from "@/lib/env/server-env";
import { ensureAuthSecret } from "./runtime/auth-secret";
import { buildIfStale } from "./runtime/build-if-stale";
import { ensureConnectionsKey } from "./runtime/connections-key";
import { describeDatabase } from "./runtime/describe-database";
import { loadEnvFiles } from "./runtime/load-env-files";
import { migrateDeploy } from "./runtime/migrate-deploy";
import { DATA_DIR } from "./runtime/paths";
import { forwardSignal, runBin } from "./runtime/run-bin";

// `npm start` (production server) and `npm run dev` (`--dev`): one command from a fresh
// clone to a running app. Without DATABASE_URL it opens the embedded database in .data/,
// applies migrations, builds when sources changed, runs Next.js, and on Ctrl-C or SIGTERM
// stops Next.js first and closes the database last, so no write is lost.
//
// Binding: HOSTNAME, default 0.0.0.0 (all interfaces), the same as `next start` itself, so
// the app is reachable in a container or on a server. Set HOSTNAME=127.0.0.1 to keep it on
// this machine; Docker exports HOSTNAME as the container's name, so set HOSTNAME=0.0.0.0
// there (as Next.js's own Docker example does). The embedded database listens on 127.0.0.1.

const dev = process.argv.includes("--dev");
let stopSignal: NodeJS.Signals | undefined;

// Ctrl-C reaches every process of the terminal's group, Next.js included; `kill` or
// `docker stop` reaches only us. Either way the child is told, and we wait for it.
// package.json runs this file with `node --import tsx`, not the tsx CLI: the CLI kills its
// child if a signal is not acknowledged within 30 ms, which a busy machine can miss.
function onSignal(signal: NodeJS.Signals) {
  stopSignal ??= signal;
  forwardSignal(signal);
}

/** The exit code of a run stopped by a signal before Next.js started, as shells report it. */
const signalExitCode = (signal: NodeJS.Signals) => 128 + (constants.signals[signal] ?? 0);

/** A start-up problem with a message for the user; thrown so the database still closes cleanly. */
class StartError extends Error {}

function fail(message: string): never {
  throw new StartError(message);
}

function printBanner(url: string, database: string) {
  console.log(
    [
      "",
      `  Brandcast${dev ? " (development)" : ""} is starting at ${url}`,
      `  Database: ${database}`,
      `  Sign in:  create an account at ${url}/sign-up,`,
      "            or run `npm run seed` and use demo@brandcast.dev / brandcast-demo",
      "",
    ].join("\n"),
  );
}

async function serve(embedded: EmbeddedDatabase | undefined): Promise<number> {
  if (embedded) {
    process.env.DATABASE_URL = embedded.connectionString;
    process.env.EMBEDDED_DB = "1";
  }
  if (ensureAuthSecret(DATA_DIR) !== "environment" && !embedded) {
    console.log("[start] NEXTAUTH_SECRET is not set: using the one kept in .data/auth-secret; set it in production.");
  }
  if (ensureConnectionsKey(DATA_DIR) !== "environment" && !embedded) {
    console.log("[start] CONNECTIONS_ENCRYPTION_KEYS is not set: using the key kept in .data/connections-key; set it in production.");
  }
  const port = process.env.PORT ?? "3000";
  const host = process.env.HOSTNAME ?? "0.0.0.0";
  // Also the origin signed-in writes may come from; being a loopback name, 127.0.0.1 and [::1]
  // on the same port count as well (lib/api/app-origins.ts), so any of the three works.
  process.env.NEXTAUTH_URL ??= `http://localhost:${port}`;
  // Next.js would otherwise report anonymous usage to its servers; a self-hosted tool that
  // promises "nothing leaves the machine" in sandbox mode asks first (set it to 0 to allow).
  process.env.NEXT_TELEMETRY_DISABLED ??= "1";
  try {
    serverEnv(); // the app's own check (lib/env/server-env.ts): fail here, not on the first request
  } catch (error) {
    fail((error as Error).message);
  }

  const migrated = await migrateDeploy();
  if (stopSignal) return signalExitCode(stopSignal);
  if (migrated !== 0) fail("Applying database migrations failed (see above).");
  if (!dev) {
    const built = await buildIfStale();
    if (stopSignal) return signalExitCode(stopSignal);
    if (built !== 0) fail("`next build` failed (see above).");
  }
  printBanner(process.env.NEXTAUTH_URL, describeDatabase(process.env.DATABASE_URL!, embedded && path.join(DATA_DIR, "pgdata")));
  return runBin("next", dev ? ["dev", "-p", port, "-H", host] : ["start", "-p", port, "-H", host]);
}

async function main() {
  loadEnvFiles();
  process.on("SIGINT", onSignal);
  process.on("SIGTERM", onSignal);

  let embedded: EmbeddedDatabase | undefined;
  if (!process.env.DATABASE_URL) {
    try {
      embedded = await startEmbeddedDatabase(DATA_DIR, dev ? "npm run dev" : "npm start");
    } catch (error) {
      if (error instanceof DataDirLockedError) fail(error.message);
      throw error;
    }
    console.log(`[start] Embedded database open (127.0.0.1:${embedded.port}).`);
  }
  let code = 1;
  try {
    code = stopSignal ? signalExitCode(stopSignal) : await serve(embedded);
  } finally {
    await embedded?.stop();
  }
  process.exit(code);
}

main().catch((error) => {
  if (error instanceof StartError) console.error(`\n[start] ${error.message}\n`);
  else console.error("[start]", error);
  process.exit(1);
});

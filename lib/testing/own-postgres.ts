import { execFile, spawnSync } from "node:child_process";
import { existsSync, readdirSync } from "node:fs";
import { chown, mkdtemp, readFile, rm } from "node:fs/promises";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";

// A PostgreSQL cluster of a test's own, for what must not happen to the suite's shared server:
// a restart under running processes (lib/local-runtime/postgres-restart.test.ts). initdb into a
// temporary folder, started on a free port of a range of its own, stopped and removed at the
// end. initdb refuses to run as root, and CI runs as root: there the cluster is run by the
// `postgres` OS user, in a folder handed to it.

const run = promisify(execFile);

/** Where the test looks for a free port: TEST_OWN_POSTGRES_PORTS="5200-5299" (the default). */
const PORTS = (process.env.TEST_OWN_POSTGRES_PORTS ?? "5200-5299").split("-").map(Number);

export type OwnPostgres = {
  /** postgresql://postgres@127.0.0.1:<port>/postgres, trusted: no password. */
  url: string;
  port: number;
  /** `pg_ctl restart -m <mode>`, waiting until it accepts connections again; resolves with how long that took. */
  restart: (mode: "fast" | "immediate") => Promise<number>;
  /** Stops the cluster (immediately: nothing in it is kept) and removes its folder. */
  stop: () => Promise<void>;
  /** Its server log, for a failing test's message. */
  log: () => Promise<string>;
};

/** PG_BINDIR, or the newest Debian install under /usr/lib/postgresql. */
function binDir(): string {
  if (process.env.PG_BINDIR) return process.env.PG_BINDIR;
  const root = "/usr/lib/postgresql";
  const versions = existsSync(root) ? readdirSync(root).filter((name) => existsSync(path.join(root, name, "bin", "initdb"))) : [];
  const newest = versions.sort((a, b) => Number(b) - Number(a))[0];
  if (!newest) throw new Error("no PostgreSQL server binaries (initdb, pg_ctl) under /usr/lib/postgresql: install them or set PG_BINDIR");
  return path.join(root, newest, "bin");
}

const asRoot = process.getuid?.() === 0;

/** The command line that runs a PostgreSQL tool as the cluster's owner: `postgres` when we are root, else ourselves. */
function command(tool: string, args: string[]): [string, string[]] {
  const bin = path.join(binDir(), tool);
  return asRoot ? ["runuser", ["-u", "postgres", "--", bin, ...args]] : [bin, args];
}

async function tool(name: string, args: string[]): Promise<string> {
  const [file, argv] = command(name, args);
  try {
    const { stdout, stderr } = await run(file, argv, { maxBuffer: 16 * 1024 * 1024 });
    return stdout + stderr;
  } catch (error) {
    const failed = error as Error & { stdout?: string; stderr?: string };
    throw new Error(`${name} ${args.join(" ")} failed: ${failed.message}\n${failed.stdout ?? ""}${failed.stderr ?? ""}`);
  }
}

async function postgresOwner(): Promise<{ uid: number; gid: number }> {
  const { stdout: uid } = await run("id", ["-u", "postgres"]);
  const { stdout: gid } = await run("id", ["-g", "postgres"]);
  return { uid: Number(uid.trim()), gid: Number(gid.trim()) };
}

/** Free for now on 127.0.0.1 (PostgreSQL may still lose a race for it; start() then tries the next). */
function portIsFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = createServer();
    probe.once("error", () => resolve(false));
    probe.listen(port, "127.0.0.1", () => probe.close(() => resolve(true)));
  });
}

export async function startOwnPostgres(): Promise<OwnPostgres> {
  const dir = await mkdtemp(path.join(tmpdir(), "brandcast-own-pg-"));
  const data = path.join(dir, "data");
  const logFile = path.join(dir, "server.log");
  let started = false;
  // Whatever happens to the test, the worker's exit stops the cluster (a kill -9 of the worker
  // itself leaves it, as it would leave any child).
  const stopAtExit = () => {
    if (!started) return;
    const [file, argv] = command("pg_ctl", ["-D", data, "-m", "immediate", "stop"]);
    spawnSync(file, argv, { stdio: "ignore" });
    spawnSync("rm", ["-rf", dir], { stdio: "ignore" });
  };
  process.once("exit", stopAtExit);

  const removeDir = () => rm(dir, { recursive: true, force: true });
  try {
    if (asRoot) {
      const owner = await postgresOwner();
      await chown(dir, owner.uid, owner.gid);
    }
    // --no-sync and fsync=off: nothing here must survive a crash of the machine, only one of
    // PostgreSQL (an immediate shutdown leaves the WAL in the system's cache, which recovery reads).
    await tool("initdb", ["-D", data, "-U", "postgres", "--auth=trust", "--encoding=UTF8", "--locale=C", "--no-sync"]);
    const [first, last] = PORTS;
    const offset = Math.floor(Math.random() * (last - first + 1));
    let port = 0;
    let lastError: unknown;
    for (let tried = 0; tried <= last - first && !started; tried++) {
      const candidate = first + ((offset + tried) % (last - first + 1));
      if (!(await portIsFree(candidate))) continue;
      const options = `-p ${candidate} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off`;
      try {
        await tool("pg_ctl", ["-D", data, "-l", logFile, "-w", "-t", "120", "-o", options, "start"]);
        port = candidate;
        started = true;
      } catch (error) {
        lastError = error;
      }
    }
    if (!started) throw new Error(`no PostgreSQL could start on a port of ${first}-${last}: ${(lastError as Error)?.message ?? "all taken"}`);

    const log = () => readFile(logFile, "utf8").catch(() => "");
    return {
      url: `postgresql://postgres@127.0.0.1:${port}/postgres`,
      port,
      log,
      async restart(mode) {
        const began = Date.now();
        await tool("pg_ctl", ["-D", data, "-l", logFile, "-m", mode, "-w", "-t", "120", "restart"]);
        return Date.now() - began;
      },
      async stop() {
        process.removeListener("exit", stopAtExit);
        try {
          if (started) await tool("pg_ctl", ["-D", data, "-m", "immediate", "-w", "-t", "60", "stop"]);
          started = false;
        } finally {
          await removeDir();
        }
      },
    };
  } catch (error) {
    process.removeListener("exit", stopAtExit);
    if (started) await tool("pg_ctl", ["-D", data, "-m", "immediate", "stop"]).catch(() => "");
    await removeDir();
    throw error;
  }
}

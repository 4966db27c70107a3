import { randomBytes } from "node:crypto";
import { readFile, stat, utimes, writeFile } from "node:fs/promises";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { referencePdsInstalled } from "../../e2e/pds/install";
import { buildReason } from "../runtime/build-if-stale";
import { emptyCounts, type Counts } from "./result-counts";
import { runCommand, startCommand, type RunResult, type StartedCommand } from "./run-command";
import { createTestDatabase } from "./test-database";

// The `commands` stage of `npm test`: every command README.md and docs/*.md show, run as a
// reader would run it (`npm run <script>`) in a short mode, each one counted as one test. A
// command passes when it exits 0 AND prints its result (a bench its figures, eval:content its
// verdict), so a script that quietly stops measuring fails too. Order: `npm start` first (it
// builds when the build is stale, as on a fresh clone), with check:hardening, seed,
// connections:reseal and user:delete against it and its database; then the commands that make
// their own database (the benches) or need none; platforms:local last, started, asked and stopped.
// The checks stage already runs typecheck, lint and lint:openapi; `npm run dev` is not run (a
// development server compiles each page on its first request, minutes here).

export type ReadmeCommandsOptions = {
  root: string;
  /** The environment a child gets (the runner's childEnv), plus these values. */
  env: (extra: Record<string, string>) => NodeJS.ProcessEnv;
  /** The PostgreSQL server: the app's database is made on it, and the benches make theirs there. */
  serverUrl: string;
  /** Ten ports from here: platforms:local on the first nine, the app (npm start, bench:scale) on the tenth. */
  basePort: number;
  /** TEST_SKIP_PDS_INSTALL=1: pds:install and platforms:local are skipped when the PDS is not installed. */
  skipPdsInstall: boolean;
};

type Check = { name: string; result: RunResult; ms: number; expect: RegExp[]; problem?: string };

const DEMO_EMAIL = "demo@brandcast.dev";
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
const minutes = (n: number) => n * 60_000;

/** What the check found wrong, or undefined when the command exited 0 and printed every expected line. */
function problemOf(check: Check): string | undefined {
  if (check.problem) return check.problem;
  if (check.result.code !== 0) return `exited with code ${check.result.code}`;
  const missing = check.expect.find((pattern) => !pattern.test(check.result.output));
  return missing ? `did not print ${missing}` : undefined;
}

/** The line the first expectation matched: the figure shown beside "ok". */
function resultLine(check: Check): string {
  const match = check.expect[0]?.exec(check.result.output);
  if (!match) return "";
  const start = check.result.output.lastIndexOf("\n", match.index) + 1;
  const end = check.result.output.indexOf("\n", match.index);
  return check.result.output.slice(start, end === -1 ? undefined : end).trim();
}

function record(counts: Counts, check: Check): boolean {
  const problem = problemOf(check);
  if (problem) {
    counts.failed += 1;
    counts.notes.push(`${check.name}: ${problem}`);
    console.log(`FAIL  ${check.name} (${seconds(check.ms)}): ${problem}; its output:\n${check.result.output.trimEnd()}\n--- end of ${check.name}`);
    return false;
  }
  counts.passed += 1;
  console.log(`ok    ${check.name} (${seconds(check.ms)}): ${resultLine(check)}`);
  return true;
}

function skip(counts: Counts, name: string, why: string): void {
  counts.skipped += 1;
  counts.notes.push(`${name}: skipped (${why})`);
  console.log(`skip  ${name}: ${why}`);
}

/** Polls `url` until it answers 2xx (true) or `until` passes or the command exits (false). */
async function answers(url: string, until: number, command?: StartedCommand): Promise<boolean> {
  let exited = false;
  void command?.exited.then(() => (exited = true));
  while (Date.now() < until && !exited) {
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(5_000) });
      await response.arrayBuffer();
      if (response.ok) return true;
    } catch {
      // Not listening yet.
    }
    await sleep(500);
  }
  return false;
}

/** Waits until the output of `command` matches `pattern` (true), it exits, or `until` passes. */
async function printed(command: StartedCommand, pattern: RegExp, until: number): Promise<boolean> {
  let exited = false;
  void command.exited.then(() => (exited = true));
  while (Date.now() < until && !exited) {
    if (pattern.test(command.output())) return true;
    await sleep(250);
  }
  return pattern.test(command.output());
}

export async function runReadmeCommands(options: ReadmeCommandsOptions): Promise<Counts> {
  const counts = emptyCounts();
  const npmRun = (script: string, args: string[] = []) => ["run", script, ...(args.length ? ["--", ...args] : [])];
  const title = (script: string, args: string[] = []) => `npm run ${script}${args.length ? ` -- ${args.join(" ")}` : ""}`;
  const run = async (script: string, args: string[], extra: Record<string, string>, expect: RegExp[], timeoutMs: number): Promise<boolean> => {
    const started = Date.now();
    const result = await runCommand("npm", npmRun(script, args), { cwd: options.root, env: options.env(extra), capture: true, timeoutMs });
    return record(counts, { name: title(script, args), result, ms: Date.now() - started, expect });
  };

  const appPort = options.basePort + 9;
  const appUrl = `http://localhost:${appPort}`;
  const connectionsKey = `readme:${randomBytes(32).toString("base64")}`;

  // 1. npm start on a fresh database, and the commands that work against a running app.
  const database = await createTestDatabase(options.serverUrl);
  const appEnv = { DATABASE_URL: database.url, CONNECTIONS_ENCRYPTION_KEYS: connectionsKey };
  try {
    const started = Date.now();
    const stale = buildReason();
    if (stale) console.log(`npm start: it builds first (${stale}); minutes here`);
    const start = startCommand("npm", ["start"], {
      cwd: options.root,
      env: options.env({ ...appEnv, PORT: String(appPort), HOSTNAME: "127.0.0.1", LOG_LEVEL: "warn" }),
    });
    const up = await answers(`http://127.0.0.1:${appPort}/api/v1/openapi.json`, Date.now() + (stale ? minutes(15) : minutes(5)), start);
    const startCheck: Check = {
      name: "npm start",
      result: { code: 0, output: start.output() },
      ms: Date.now() - started,
      expect: [/Brandcast is starting at http:\/\/localhost:\d+/],
      problem: up ? undefined : "the app did not answer GET /api/v1/openapi.json",
    };
    try {
      if (record(counts, startCheck)) {
        await run("check:hardening", [appUrl], {}, [/^\d+ passed, 0 failed$/m], minutes(8));
        await run("seed", [], appEnv, [/Demo data is in /, new RegExp(`email ${DEMO_EMAIL}`)], minutes(4));
        await run("connections:reseal", [], appEnv, [/"connections": \{/, /"webhooks": \{/], minutes(2));
        await run("user:delete", [DEMO_EMAIL], appEnv, [new RegExp(`"email":"${DEMO_EMAIL}"`)], minutes(2));
      } else {
        for (const name of ["check:hardening", "seed", "connections:reseal", "user:delete"]) skip(counts, `npm run ${name}`, "npm start failed");
      }
    } finally {
      const stopped = await start.stop(20_000);
      if (up && stopped.killed) {
        counts.failed += 1;
        counts.notes.push("npm start: did not stop within 20 s of SIGTERM");
        console.log(`FAIL  npm start: did not stop within 20 s of SIGTERM; its output:\n${stopped.output}`);
      }
    }
  } finally {
    await database.drop().catch((error: Error) => console.log(`could not drop database ${database.name}: ${error.message}`));
  }

  // 2. Commands that need no server of ours.
  await run("eval:content", [], {}, [/^all targets met$/m, /^local composer: \d+ items$/m], minutes(5));
  const lockFile = path.join(options.root, "package-lock.json");
  const lockBefore = await readFile(lockFile, "utf8");
  const lockTimes = await stat(lockFile);
  const lockStarted = Date.now();
  const lock = await runCommand("npm", npmRun("lockfile:complete"), { cwd: options.root, env: options.env({}), capture: true, timeoutMs: minutes(2) });
  const lockChanged = (await readFile(lockFile, "utf8")) !== lockBefore;
  if (lockChanged) await writeFile(lockFile, lockBefore);
  // It rewrites the file even when nothing is missing: its old time keeps the build current for npm start.
  await utimes(lockFile, lockTimes.atime, lockTimes.mtime);
  record(counts, {
    name: title("lockfile:complete"),
    result: lock,
    ms: Date.now() - lockStarted,
    expect: [/already lists every optional platform package/],
    problem: lockChanged ? "it changed package-lock.json (restored): run it and commit the lock file" : undefined,
  });

  // 3. The benches, short: each makes and drops its own database on the same server.
  const bench = { BENCH_SERVER_URL: options.serverUrl };
  const noLoss = [/^duplicates:\s+0$/m, /^lost:\s+0$/m];
  // 2 s at 8 connections: at 1 s and 32 connections a loaded machine completed no request at all.
  const benchShort = { BENCH_SECONDS: "2", BENCH_WARMUP_SECONDS: "2", BENCH_CONNECTIONS: "8" };
  // The time limits only catch a hang: on two cores shared with other suites (load average 20+)
  // bench:scale's short run took over 4 minutes (its walk to the last page is 200 requests in a row).
  await run("bench", [], { ...bench, ...benchShort }, [/^b\/a \(req\/s\):\s+\d/m, /^p99 of \(b\):\s+\d/m], minutes(5));
  await run("bench:publish", ["--short"], bench, [/^target \(all within 60 s.*: (met|NOT met)$/m, ...noLoss], minutes(5));
  await run("bench:publish", ["--live", "--short"], bench, [/^target \(all within 60 s.*: (met|NOT met)( \(--short: .*\))?$/m, ...noLoss], minutes(6));
  // Issue 23: 4-image carousels to Instagram, Threads and LinkedIn (100 posts over 20 brands).
  await run("bench:publish", ["--live", "--carousel", "--short"], bench, [/^target \(all within 60 s.*: (met|NOT met)( \(--short: .*\))?$/m, ...noLoss], minutes(6));
  // A 5 MB and a 20 MB video through the upload-session route handlers, with the memory they took.
  await run("bench:media", ["--short"], bench, [/^target \(RSS growth ≤ \d+ MiB.*\): (met|NOT met)/m, /^peak RSS growth:\s+[\d.]+ MiB/m], minutes(5));
  await run("bench:generate", ["--short"], bench, [/^target \(p50 under 20 ms\): (met|NOT met)$/m], minutes(5));
  await run("bench:abuse", ["--short"], bench, [/^Longest event-loop stall: [\d.]+ ms/m], minutes(6));
  // A read limit exceeded is a failure whatever the machine; the time is not judged here.
  await run("bench:analytics", ["--short"], bench, [/^target \(every step of every delivery read, .*\): (met|NOT met)$/m, /^read limits exceeded \(loopback servers' counts\): none$/m], minutes(5));
  await run("bench:scale", ["--short"], { ...bench, BENCH_SCALE_PORT: String(appPort) }, [/^every ratio .*: (holds|MISSED)/m], minutes(12));

  // 4. Live publishing on one machine: the reference PDS, then the loopback platforms.
  if (options.skipPdsInstall && !referencePdsInstalled()) {
    skip(counts, title("pds:install"), "TEST_SKIP_PDS_INSTALL=1 and the PDS is not installed");
    skip(counts, title("platforms:local"), "the reference PDS is not installed");
    return counts;
  }
  if (!(await run("pds:install", [], {}, [/reference PDS (already installed|installed in)/], minutes(10)))) {
    skip(counts, title("platforms:local"), "pds:install failed");
    return counts;
  }
  await runPlatformsLocal(options, counts, appPort);
  return counts;
}

/** Started, asked whether its X sign-in server and its PDS answer, then stopped with SIGTERM. */
async function runPlatformsLocal(options: ReadmeCommandsOptions, counts: Counts, appPort: number): Promise<void> {
  const args = ["--base-port", String(options.basePort), "--app-port", String(appPort)];
  const name = `npm run platforms:local -- ${args.join(" ")}`;
  const started = Date.now();
  const command = startCommand("npm", ["run", "platforms:local", "--", ...args], { cwd: options.root, env: options.env({}) });
  let problem: string | undefined;
  if (!(await printed(command, /Ctrl-C stops everything/, Date.now() + minutes(3)))) {
    problem = "did not print its instructions within 3 min";
  } else {
    const pds = /Bluesky PDS\s+(http:\/\/\S+)/.exec(command.output())?.[1];
    const x = /X \(sign-in\)\s+(http:\/\/\S+)/.exec(command.output())?.[1];
    if (!pds || !(await answers(`${pds}/xrpc/_health`, Date.now() + 10_000))) problem = `its Bluesky PDS (${pds ?? "no URL printed"}) did not answer /xrpc/_health`;
    else if (!x || !(await fetch(x, { signal: AbortSignal.timeout(5_000) }).then((response) => response.status < 500, () => false))) problem = `its X sign-in server (${x ?? "no URL printed"}) did not answer`;
  }
  const stopped = await command.stop(20_000);
  if (!problem && stopped.killed) problem = "did not stop within 20 s of SIGTERM";
  record(counts, { name, result: { code: problem ? 1 : 0, output: stopped.output }, ms: Date.now() - started, expect: [/Loopback platforms are running:/, /Stopping the platform servers and the PDS/], problem });
}

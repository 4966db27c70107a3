import { parseArgs } from "node:util";
import { referencePdsInstalled } from "@/e2e/pds/install";
import { PLATFORMS } from "@/lib/platforms/registry";
import { LOCAL_CREDENTIALS, LOCAL_X_ACCOUNT, startLocalPlatforms, type LocalPlatforms } from "@/lib/testing/platform-servers/local-platforms";
import type { RecordedCall } from "@/lib/testing/platform-servers/platform-server";
import { startReferencePds, type ReferencePds } from "@/lib/testing/reference-pds";

// `npm run platforms:local [-- --base-port 4400 --app-port 3000]`: real publishing, tried on one
// machine. Starts the seven loopback platform servers (lib/testing/platform-servers/), X's OAuth
// server for its sign-in (lib/testing/oauth-test-server.ts) and the Bluesky reference PDS with an
// account (lib/testing/reference-pds.ts), prints how to start the app against them, what to
// type in Settings, and two curl commands that expire X's access token or revoke X's access;
// then prints every call the platforms receive until Ctrl-C, which closes everything.
// Ports: the OAuth server on --base-port, the six platform servers on the next six, the PDS and
// its PLC directory on the two after.

const { values } = parseArgs({
  options: {
    "base-port": { type: "string", default: "4400" },
    "app-port": { type: "string", default: "3000" },
  },
});
const basePort = Number(values["base-port"]);
const appPort = Number(values["app-port"]);
if (!Number.isInteger(basePort) || basePort < 1024 || basePort > 65_000 || !Number.isInteger(appPort) || appPort < 1 || appPort > 65_535) {
  console.error("usage: npm run platforms:local -- [--base-port 4400] [--app-port 3000]");
  process.exit(2);
}
const APP_URL = `http://localhost:${appPort}`;
const BLUESKY_HANDLE = "northwind.test";

let local: LocalPlatforms | undefined;
let pds: ReferencePds | undefined;
let watcher: NodeJS.Timeout | undefined;
let stopping = false;

async function stop(code: number) {
  if (stopping) return;
  stopping = true;
  if (watcher) clearInterval(watcher);
  console.log("\nStopping the platform servers and the PDS…");
  await Promise.allSettled([local?.close(), pds?.stop()]);
  process.exit(code);
}

async function main() {
  if (!referencePdsInstalled()) {
    console.error("The Bluesky reference PDS is not installed. Install it once (a few minutes, from the npm registry), then run this again:\n\n  npm run pds:install\n");
    process.exit(1);
  }
  process.on("SIGINT", () => void stop(0));
  process.on("SIGTERM", () => void stop(0));

  const ports = Array.from({ length: 9 }, (_, i) => basePort + i);
  // Both spellings of the app's address: X's redirect URI must match NEXTAUTH_URL exactly.
  local = await startLocalPlatforms({ appUrls: [APP_URL, `http://127.0.0.1:${appPort}`], ports: ports.slice(0, 7) });
  console.log("Starting the Bluesky reference PDS (Node 24; up to a minute)…");
  pds = await startReferencePds({ pds: ports[7], plc: ports[8] });
  const account = await pds.createAccount(BLUESKY_HANDLE);
  if (stopping) return;

  void pds.exited.then(({ code, signal }) => {
    if (stopping) return;
    const crash = pds!.output().split("\n").filter((line) => !line.startsWith("{")).slice(-8).join("\n");
    console.error(`\nThe Bluesky PDS stopped on its own (${signal ?? `code ${code}`}); Bluesky deliveries fail until you restart \`npm run platforms:local\` (a new account and app password).\n${crash}\n`);
  });
  printInstructions(local, pds, account.handle, account.appPassword);
  watcher = setInterval(() => printNewCalls(local!), 500);
}

function printInstructions(local: LocalPlatforms, pds: ReferencePds, handle: string, appPassword: string) {
  const env = { PORT: String(appPort), NEXTAUTH_URL: APP_URL, ...local.env, BLUESKY_SERVICE_URL: pds.url };
  const label = (id: keyof typeof PLATFORMS) => PLATFORMS[id].label.padEnd(25);
  const fields = (values: Record<string, string>) =>
    Object.entries(values)
      .map(([name, value]) => `${name} = ${value}`)
      .join(", ");
  console.log(
    [
      "",
      "Loopback platforms are running:",
      `  X (sign-in)      ${local.auth.url}`,
      ...Object.entries(local.env)
        .filter(([name]) => name.endsWith("_BASE_URL") && name !== "X_AUTH_BASE_URL")
        .map(([name, value]) => `  ${name.replace(/_(API_)?BASE_URL$/, "").padEnd(16)} ${value}`),
      `  Bluesky PDS      ${pds.url}`,
      "",
      "1. Start the app in another terminal, in this folder (it publishes for real, to these servers):",
      "",
      ...Object.entries(env).map(([name, value]) => `  ${name}=${value} \\`),
      "  npm start",
      "",
      `2. Open ${APP_URL}, create an account, add a brand, then Settings → Connections:`,
      `  ${label("x_twitter")}"Sign in with X", then "Authorize app" (as @${LOCAL_X_ACCOUNT.username})`,
      `  ${label("bluesky")}handle = ${handle}, app_password = ${appPassword}`,
      `  ${label("facebook")}${fields(LOCAL_CREDENTIALS.facebook)}`,
      `  ${label("instagram")}${fields(LOCAL_CREDENTIALS.instagram)}`,
      `  ${label("threads")}${fields(LOCAL_CREDENTIALS.threads)}`,
      `  ${label("linkedin")}${fields(LOCAL_CREDENTIALS.linkedin)}`,
      `  ${label("google_business")}${fields(LOCAL_CREDENTIALS.google_business)}`,
      `  ${label("tiktok")}${fields(LOCAL_CREDENTIALS.tiktok)}`,
      "",
      "3. Write a post for all eight with an image (New post), schedule it a few seconds ahead, and",
      "   watch the calls below; each delivery on the post's page links to its permalink.",
      "",
      "4. X's tokens, from any terminal:",
      `  curl -X POST ${local.auth.controls.expireAccessTokens}`,
      "     X's access token expires now: X answers 401, the app refreshes it once and the post goes out.",
      `  curl -X POST ${local.auth.controls.revoke}`,
      "     X's access is revoked: the refresh is refused, Settings and the dashboard ask to reconnect X.",
      "",
      "Ctrl-C stops everything. Calls as they arrive:",
      "",
    ].join("\n"),
  );
}

const printed = new Map<RecordedCall[], number>();
let grantsPrinted = 0;
let refusalsPrinted = 0;

function printNewCalls(local: LocalPlatforms) {
  for (const server of Object.values(local.platforms.servers)) {
    const seen = printed.get(server.calls) ?? 0;
    for (const call of server.calls.slice(seen)) {
      if (call.status === 0) break; // still being answered: printed next time
      printed.set(server.calls, (printed.get(server.calls) ?? 0) + 1);
      console.log(`  ${new Date(call.at).toISOString().slice(11, 19)}  ${(call.api ?? "x-oauth").padEnd(16)} ${call.method} ${call.path} → ${call.status}`);
    }
  }
  for (const grant of local.auth.grants.slice(grantsPrinted)) {
    console.log(`  ${new Date(grant.at).toISOString().slice(11, 19)}  x-oauth          token issued (${grant.grantType})`);
  }
  grantsPrinted = local.auth.grants.length;
  for (const refused of local.auth.refusedGrants.slice(refusalsPrinted)) {
    console.log(`  ${new Date(refused.at).toISOString().slice(11, 19)}  x-oauth          token refused (${refused.grantType}: ${refused.error})`);
  }
  refusalsPrinted = local.auth.refusedGrants.length;
}

main().catch(async (error: unknown) => {
  console.error(`\nplatforms:local: ${(error as Error).message}\n`);
  await stop(1);
});

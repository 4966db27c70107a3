import type { Locator, Page } from "@playwright/test";
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StreamableHTTPClientTransport } from "@modelcontextprotocol/sdk/client/streamableHttp.js";
import pg from "pg";
import { createBlueskyAppViewApi, type BlueskyAppViewApi } from "../../lib/testing/platform-servers/bluesky-appview";
import { startLocalPlatforms, type LocalPlatforms } from "../../lib/testing/platform-servers/local-platforms";
import { startPlatformServer, type PlatformServer } from "../../lib/testing/platform-servers/platform-server";
import type { PdsAccount, ReferencePds } from "../../lib/testing/reference-pds";
import { signInBrowser } from "../support/browser";
import { expect as baseExpect, test } from "../support/fixtures";
import { connectWithForm } from "../support/live-publishing";
import { ownDatabase, startOwnServer, type OwnServer } from "../support/own-server";
import { useReferencePds } from "../support/reference-pds-for-spec";
import { DESKTOP, MOBILE, saveScreenshot } from "../support/screenshots";

// Issue 22's "Done when" for metrics, live end to end: a post published live (PUBLISH_MODE=live)
// to X (connected through its sign-in) and Bluesky (the REAL reference PDS), then its metrics
// read by the app's own pipeline (the local runtime's periodic job, as `npm start` runs it) from
// the loopback X server (lib/testing/platform-servers/x-metrics.ts: counts grow with each read)
// and from a loopback Bluesky AppView (bluesky-appview.ts, BLUESKY_APPVIEW_URL). The AppView is
// needed because the PDS hands app.bsky.feed.getPosts to an AppView and none runs here
// (docs/analytics.md, "Tests against real parts"); the test registers the published record with
// it, standing in for the AppView's indexing of the firehose. The first reading is asked for
// with "refresh now" (POST /posts/{id}/metrics/refresh); the second is made due in the database,
// standing in for the schedule's 6-hour step (refresh now allows one per post per 5 minutes).
// The panel shows the first reading, then the grown one, with "Not offered by Bluesky" for
// views; GET /posts/{id}/metrics and the MCP tool get_post_metrics answer the same series.

const PORT = Number(process.env.E2E_OWN_PORT ?? 3109);
// The OAuth server, the six platform servers, the PDS, its PLC directory, the AppView.
const PORTS = Array.from({ length: 10 }, (_, i) => PORT + 1 + i);
const APP = `http://127.0.0.1:${PORT}`;
const TEXT = "Autumn roast is in. Come taste it on Saturday.";
// The local runtime looks for due snapshots every minute (lib/local-runtime/metrics-refresh.ts).
const READING_WAIT_MS = 150_000;

// A freshly started server of this spec's own answers its first page loads slowly on a busy machine.
const expect = baseExpect.configure({ timeout: 30_000 });

let local: LocalPlatforms;
let pds: ReferencePds;
let appView: BlueskyAppViewApi;
let appViewServer: PlatformServer;
let bluesky: PdsAccount;
let database: { url: string; drop: () => Promise<void> };
let server: OwnServer;

test.describe.configure({ mode: "serial" });
const specPds = useReferencePds({ pds: PORTS[7], plc: PORTS[8], handlePrefix: "northwind" });

test.beforeAll(async () => {
  test.setTimeout(180_000);
  local = await startLocalPlatforms({ appUrls: [APP], ports: PORTS.slice(0, 7) });
  ({ pds, account: bluesky } = specPds());
  appView = createBlueskyAppViewApi();
  appViewServer = await startPlatformServer([appView], { port: PORTS[9] });
  database = await ownDatabase();
  server = await startOwnServer(database.url, PORT, {
    ...local.env,
    BLUESKY_SERVICE_URL: pds.url,
    BLUESKY_APPVIEW_URL: appViewServer.url,
    CONNECTIONS_ENCRYPTION_KEYS: "e2e:QnJhbmRjYXN0IGUyZSBrZXksIG5vdCBhIHNlY3JldCE=",
  });
});

test.afterAll(async () => {
  await server?.stop();
  await database?.drop();
  await appViewServer?.close();
  await local?.close();
});

type Metric = { state: string; value: number | null };
type Snapshot = { taken_at: string; error: string | null; metrics: Record<string, Metric> };
type Series = { platform: string; snapshots: Snapshot[] };

async function readMetrics(page: Page, postId: string): Promise<{ post_id: string; platforms: Series[] }> {
  const response = await page.request.get(`${APP}/api/v1/posts/${postId}/metrics`);
  expect(response.status()).toBe(200);
  return (await response.json()).data.metrics;
}

/** The metrics once every platform's series holds `count` readings (the pipeline runs every minute). */
async function waitForReadings(page: Page, postId: string, count: number) {
  let metrics = await readMetrics(page, postId);
  for (const until = Date.now() + READING_WAIT_MS; Date.now() < until; await page.waitForTimeout(1_000)) {
    metrics = await readMetrics(page, postId);
    if (metrics.platforms.every((series) => series.snapshots.length >= count)) break;
  }
  expect(metrics.platforms.map((series) => [series.platform, series.snapshots.length]).sort()).toEqual([["bluesky", count], ["x_twitter", count]].sort());
  return metrics;
}

/** What the loopback servers answer at their n-th read of a post, as the app normalises it. */
const xReading = (n: number) => ({ views: 100 * n, reach: "not_offered", likes: 3 * n, comments: n, shares: n, saves: n, clicks: 2 * n });
const blueskyReading = (n: number) => ({ views: "not_offered", reach: "not_offered", likes: 2 * n, comments: n, shares: n, saves: n, clicks: "not_offered" });
const flat = (snapshot: Snapshot) => Object.fromEntries(Object.entries(snapshot.metrics).map(([name, m]) => [name, m.state === "value" ? m.value : m.state]));

/** The panel's figure for a metric ("Views", "Likes"…) in one platform's section. */
const figure = (section: Locator, label: string) => section.locator("dl > div").filter({ has: section.page().locator(`dt:text-is("${label}")`) }).locator("dd");

async function expectPanelShows(section: Locator, reading: Record<string, number | string>, platformLabel: string) {
  const labels: Record<string, string> = { views: "Views", reach: "Reach", likes: "Likes", comments: "Comments", shares: "Shares", saves: "Saves", clicks: "Clicks" };
  for (const [name, value] of Object.entries(reading)) {
    await expect(figure(section, labels[name]), `${platformLabel} ${name}`).toHaveText(typeof value === "number" ? String(value) : value === "not_offered" ? `Not offered by ${platformLabel}` : "Not returned");
  }
}

/** The panel, at 1280 and 390 px: `<name>-1280.png`, `<name>-390.png`. */
async function screenshotPanel(page: Page, panel: Locator, name: string) {
  for (const [size, suffix] of [[DESKTOP, "1280"], [MOBILE, "390"]] as const) {
    await page.setViewportSize(size);
    // Below the sticky header.
    await panel.evaluate((element) => {
      element.scrollIntoView({ block: "start" });
      window.scrollBy(0, -80);
    });
    // Nothing in the panel runs past its edge (the readings' endpoints are long words).
    const overflowing = await panel.evaluate((element) => Array.from(element.querySelectorAll("p, dd")).filter((child) => child.scrollWidth > child.clientWidth + 1).map((child) => child.textContent));
    expect(overflowing, `${name} at ${suffix}`).toEqual([]);
    await saveScreenshot(page, `${name}-${suffix}`, { fullPage: false });
  }
  await page.setViewportSize(DESKTOP);
}

test("Done when: a post published live to X and Bluesky shows its metrics growing; the API and MCP return the same series", async ({ page }) => {
  test.setTimeout(480_000);
  await page.setViewportSize(DESKTOP);
  await signInBrowser(page, APP);
  const origin = { origin: APP };
  const brand = (await (await page.request.post(`${APP}/api/v1/brands`, { headers: origin, data: { name: "Northwind", website: "https://northwind.example" } })).json()).data.brand;

  // ── X by its sign-in, Bluesky with an app password on the real PDS ──
  await page.goto(`${APP}/settings/connections`);
  const connections = page.locator("section").filter({ has: page.getByRole("heading", { level: 2, name: "Connections", exact: true }) });
  const row = (platform: string) => connections.locator(`[data-testid="connection-row"][data-platform="${platform}"]`);
  await row("x_twitter").getByRole("button", { name: "Sign in with X" }).click();
  await page.waitForURL(new RegExp(`^${local.auth.url}/interaction/`));
  await page.getByRole("button", { name: "Authorize app" }).click();
  await page.waitForURL(new RegExp(`^${APP}/settings/connections\\?`));
  await expect(row("x_twitter")).toHaveAttribute("data-status", "active");
  await connectWithForm(connections, page, "Bluesky", { handle: bluesky.handle, app_password: bluesky.appPassword });

  // ── Published live on both ──
  const draft = (await (await page.request.post(`${APP}/api/v1/posts`, { headers: origin, data: { content: TEXT, platforms: ["x_twitter", "bluesky"], brand_id: brand.id } })).json()).data.post;
  const scheduled = await page.request.post(`${APP}/api/v1/posts/schedule`, { headers: origin, data: { post_id: draft.id, scheduled_at: new Date(Date.now() + 2000).toISOString() } });
  expect(scheduled.status()).toBe(200);
  let post;
  for (const until = Date.now() + 60_000; Date.now() < until; await page.waitForTimeout(250)) {
    post = (await (await page.request.get(`${APP}/api/v1/posts/${draft.id}`)).json()).data.post;
    if (post.status === "published" || post.status === "failed") break;
  }
  expect(post.deliveries.map((d: { platform: string; status: string; sandbox: boolean }) => `${d.platform} ${d.status}${d.sandbox ? " sandbox" : ""}`).sort()).toEqual(["bluesky succeeded", "x_twitter succeeded"]);
  const tweetId = local.platforms.x.tweets[0].id;
  const blueskyUri: string = post.deliveries.find((d: { platform: string }) => d.platform === "bluesky").platform_post_id;
  expect((await pds.getRecord(blueskyUri)).value).toMatchObject({ $type: "app.bsky.feed.post", text: TEXT });
  // The AppView indexes the record (from the firehose, in production).
  appView.posts.set(blueskyUri, { handle: bluesky.handle, text: TEXT, reads: 0 });

  // Before the first reading: still collecting, the next reading an hour out.
  await page.goto(`${APP}/posts/${draft.id}`);
  const panel = page.getByTestId("post-metrics");
  await expect(panel.getByTestId("still-collecting")).toHaveCount(2);
  const before = await readMetrics(page, draft.id);
  for (const series of before.platforms) expect(series.snapshots).toEqual([]);

  // ── First reading: "refresh now" makes both schedules due; the pipeline reads them ──
  // Asked for with the panel's own button; its request and answer are the API's.
  const [refresh] = await Promise.all([
    page.waitForResponse((response) => response.url().endsWith(`/api/v1/posts/${draft.id}/metrics/refresh`) && response.request().method() === "POST"),
    page.getByRole("button", { name: "Refresh now" }).click(),
  ]);
  expect(refresh.status()).toBe(200);
  expect((await refresh.json()).data.refresh.deliveries.map((d: { platform: string; refreshed: boolean }) => [d.platform, d.refreshed])).toEqual([["bluesky", true], ["x_twitter", true]]);
  await expect(page.getByTestId("toast").filter({ hasText: "New reading asked for" })).toBeVisible();
  const first = await waitForReadings(page, draft.id, 1);
  const series = (metrics: typeof first, platform: string) => metrics.platforms.find((s) => s.platform === platform)!;
  expect(series(first, "x_twitter").snapshots[0].error).toBeNull();
  expect(flat(series(first, "x_twitter").snapshots[0])).toEqual(xReading(1));
  expect(flat(series(first, "bluesky").snapshots[0])).toEqual(blueskyReading(1));
  // Each was read from its platform: X's lookup with the connection's token, Bluesky's AppView.
  expect(local.platforms.servers.x.calls.filter((c) => c.path === "/2/tweets" && c.method === "GET").map((c) => `${c.query.get("ids")} ${c.status}`)).toEqual([`${tweetId} 200`]);
  expect(appView.posts.get(blueskyUri)!.reads).toBe(1);

  await page.reload();
  const x = panel.getByTestId("post-metrics-x");
  const bsky = panel.getByTestId("post-metrics-bluesky");
  await expectPanelShows(x, xReading(1), "X");
  await expectPanelShows(bsky, blueskyReading(1), "Bluesky");
  await expect(bsky).toContainText("Not offered by Bluesky");
  await expect(x).toContainText("Latest reading (GET /2/tweets?ids=");
  await screenshotPanel(page, panel, "live-metrics-first-reading");
  // Asked again within 5 minutes: the server's limit refuses it, and the panel says so.
  await page.getByRole("button", { name: "Refresh now" }).click();
  await expect(page.getByTestId("toast").filter({ hasText: "Not refreshed" })).toBeVisible();

  // ── Second reading: the next step made due (the 6-hour one, in production); the counts grew ──
  const client = new pg.Client({ connectionString: database.url });
  await client.connect();
  try {
    const { rowCount } = await client.query("UPDATE metric_schedules SET due_at = now() WHERE post_id = $1 AND due_at IS NOT NULL", [draft.id]);
    expect(rowCount).toBe(2);
  } finally {
    await client.end();
  }
  const second = await waitForReadings(page, draft.id, 2);
  expect(series(second, "x_twitter").snapshots.map(flat)).toEqual([xReading(1), xReading(2)]);
  expect(series(second, "bluesky").snapshots.map(flat)).toEqual([blueskyReading(1), blueskyReading(2)]);

  await page.reload();
  await expectPanelShows(x, xReading(2), "X");
  await expectPanelShows(bsky, blueskyReading(2), "Bluesky");
  await expect(bsky).toContainText("Not offered by Bluesky");
  // The series drawn over both readings, for each platform.
  await expect(x.getByRole("img", { name: "X: Views, Likes, Comments, Shares, Saves, Clicks over 2 readings" })).toBeVisible();
  await expect(bsky.getByRole("img", { name: "Bluesky: Likes, Comments, Shares, Saves over 2 readings" })).toBeVisible();
  await screenshotPanel(page, panel, "live-metrics-grown");

  // ── The API and the MCP tool answer the same series ──
  const api = await readMetrics(page, draft.id);
  expect(api).toEqual(second);
  const created = await page.request.post(`${APP}/api/v1/api-keys`, { headers: origin, data: { name: "metrics agent", scopes: ["read"] } });
  expect(created.status()).toBe(201);
  const mcp = new Client({ name: "e2e-metrics-agent", version: "1.0.0" });
  await mcp.connect(new StreamableHTTPClientTransport(new URL("/api/mcp", APP), { requestInit: { headers: { authorization: `Bearer ${(await created.json()).data.key}` } } }));
  try {
    const result = (await mcp.callTool({ name: "get_post_metrics", arguments: { id: draft.id } })) as { isError?: boolean; structuredContent?: unknown };
    expect(result.isError).toBeFalsy();
    expect((result.structuredContent as { metrics: unknown }).metrics).toEqual(api);
  } finally {
    await mcp.close();
  }
});

import type { Locator, Page } from "@playwright/test";
import { LOCAL_CREDENTIALS, startLocalPlatforms, type LocalPlatforms } from "../../lib/testing/platform-servers/local-platforms";
import type { PdsAccount, ReferencePds } from "../../lib/testing/reference-pds";
import { signInBrowser } from "../support/browser";
import { expect as baseExpect, test } from "../support/fixtures";
import { connectWithForm, photo, saveDraftAndSchedule } from "../support/live-publishing";
import { ownDatabase, startOwnServer, type OwnServer } from "../support/own-server";
import { useReferencePds } from "../support/reference-pds-for-spec";
import { DESKTOP, MOBILE, saveScreenshot, saveScreenshotsAtBothWidths } from "../support/screenshots";

// The issue's "Done when", walked as a person would after `npm run platforms:local` and
// `npm start` with the printed settings (the same setup, lib/testing/platform-servers/
// local-platforms.ts): X connected through its sign-in redirect, Bluesky with a handle and app
// password on the REAL reference PDS, the six others by their connect forms against the loopback
// servers; one post with an image uploaded in the composer, published live on all eight, each
// permalink shown. Then X's access token is expired (the curl control the script prints): the
// next X post goes out after one refresh. Then X's access is revoked: the refresh is refused,
// and Settings and the dashboard ask to reconnect X.

const PORT = Number(process.env.E2E_OWN_PORT ?? 3109);
// The OAuth server, the six platform servers, the PDS and its PLC directory.
const PORTS = Array.from({ length: 9 }, (_, i) => PORT + 1 + i);
const APP = `http://127.0.0.1:${PORT}`;
const ALT = "A bag of autumn roast beans on a wooden counter";
const ALL_EIGHT = ["x_twitter", "bluesky", "facebook", "instagram", "threads", "linkedin", "google_business", "tiktok"] as const;

// A freshly started server of this spec's own answers its first page loads slowly on a busy machine.
const expect = baseExpect.configure({ timeout: 30_000 });

let local: LocalPlatforms;
let pds: ReferencePds;
let bluesky: PdsAccount;
let database: { url: string; drop: () => Promise<void> };
let server: OwnServer;

test.describe.configure({ mode: "serial" });
const specPds = useReferencePds({ pds: PORTS[7], plc: PORTS[8], handlePrefix: "northwind" });

test.beforeAll(async () => {
  test.setTimeout(180_000);
  local = await startLocalPlatforms({ appUrls: [APP], ports: PORTS.slice(0, 7) });
  ({ pds, account: bluesky } = specPds());
  database = await ownDatabase();
  server = await startOwnServer(database.url, PORT, {
    ...local.env,
    BLUESKY_SERVICE_URL: pds.url,
    CONNECTIONS_ENCRYPTION_KEYS: "e2e:QnJhbmRjYXN0IGUyZSBrZXksIG5vdCBhIHNlY3JldCE=",
  });
});

test.afterAll(async () => {
  await server?.stop();
  await database?.drop();
  await local?.close();
});

/** Settings around `target` (the page is long), at 1280 and 390 px: `<name>-1280.png`, `<name>-390.png`. */
async function screenshotAround(page: Page, target: Locator, name: string) {
  for (const [size, suffix] of [[DESKTOP, "1280"], [MOBILE, "390"]] as const) {
    await page.setViewportSize(size);
    await target.evaluate((element) => element.scrollIntoView({ block: "center" }));
    await saveScreenshot(page, `${name}-${suffix}`, { fullPage: false });
  }
  await page.setViewportSize(DESKTOP);
}

/** The post's deliveries from the API once none is pending any more. */
async function settledPost(page: Page, postId: string) {
  let post;
  for (const until = Date.now() + 60_000; Date.now() < until; await page.waitForTimeout(250)) {
    post = (await (await page.request.get(`${APP}/api/v1/posts/${postId}`)).json()).data.post;
    if (post.status === "published" || post.status === "failed") break;
  }
  return post;
}

/** A text post for X only, through the API, due in 2 s; returns it once it is settled. */
async function publishOnX(page: Page, brandId: string, content: string) {
  const origin = { origin: APP };
  const post = (await (await page.request.post(`${APP}/api/v1/posts`, { headers: origin, data: { content, platforms: ["x_twitter"], brand_id: brandId } })).json()).data.post;
  const scheduled = await page.request.post(`${APP}/api/v1/posts/schedule`, { headers: origin, data: { post_id: post.id, scheduled_at: new Date(Date.now() + 2000).toISOString() } });
  expect(scheduled.status()).toBe(200);
  return settledPost(page, post.id);
}

test("Done when: X by redirect, Bluesky on the real PDS, an uploaded image on all eight, a refreshed token, a revoked one shown as reconnect", async ({ page }) => {
  test.setTimeout(300_000);
  await page.setViewportSize(DESKTOP);
  await signInBrowser(page, APP);
  const brand = (await (await page.request.post(`${APP}/api/v1/brands`, { headers: { origin: APP }, data: { name: "Northwind", website: "https://northwind.example" } })).json()).data.brand;

  // ── Connect all eight ──
  await page.goto(`${APP}/settings/connections`);
  const connections = page.locator("section").filter({ has: page.getByRole("heading", { level: 2, name: "Connections", exact: true }) });
  const row = (platform: string) => connections.locator(`[data-testid="connection-row"][data-platform="${platform}"]`);
  await row("x_twitter").getByRole("button", { name: "Sign in with X" }).click();
  await page.waitForURL(new RegExp(`^${local.auth.url}/interaction/`));
  await page.getByRole("button", { name: "Authorize app" }).click();
  await page.waitForURL(new RegExp(`^${APP}/settings/connections\\?`));
  await expect(row("x_twitter")).toHaveAttribute("data-status", "active");
  await expect(row("x_twitter").getByTestId("connection-account")).toContainText("@northwindcoffee");
  expect(local.auth.grants.map((grant) => grant.grantType)).toEqual(["authorization_code"]);

  await connectWithForm(connections, page, "Bluesky", { handle: bluesky.handle, app_password: bluesky.appPassword });
  await connectWithForm(connections, page, "Facebook", LOCAL_CREDENTIALS.facebook);
  await connectWithForm(connections, page, "Instagram", LOCAL_CREDENTIALS.instagram);
  await connectWithForm(connections, page, "Threads", LOCAL_CREDENTIALS.threads);
  await connectWithForm(connections, page, "LinkedIn", LOCAL_CREDENTIALS.linkedin);
  await connectWithForm(connections, page, "Google Business Profile", LOCAL_CREDENTIALS.google_business);
  await connectWithForm(connections, page, "TikTok", LOCAL_CREDENTIALS.tiktok);
  for (const platform of ALL_EIGHT) await expect(row(platform), platform).toHaveAttribute("data-status", "active");
  await screenshotAround(page, connections.getByText("8 of 8 platforms connected"), "walkthrough-settings-eight-connected");

  // ── One post with an uploaded image, for all eight, published live ──
  const image = await photo(800);
  await page.goto(`${APP}/posts/new`);
  await page.getByLabel("Default text").fill("Autumn roast is in. Come taste it on Saturday.");
  for (const name of [/^X/, /Bluesky/, /Facebook/, /Instagram/, /Threads/, /LinkedIn/, /Google Business/, /TikTok/]) await page.getByRole("checkbox", { name }).check();
  await page.getByRole("combobox", { name: /^Brand/ }).selectOption({ label: "Northwind" });
  await page.getByLabel("Image file").setInputFiles({ name: "autumn-roast.jpg", mimeType: "image/jpeg", buffer: image });
  await expect(page.getByRole("img", { name: "The uploaded image" })).toBeVisible();
  await page.getByLabel("Alt text").fill(ALT);
  await page.getByLabel("Alt text").blur();
  await expect(page.getByRole("status").filter({ hasText: "Alt text saved." })).toBeVisible();
  await expect(page.getByRole("list", { name: "Image problems per platform" })).toHaveCount(0);
  const postId = await saveDraftAndSchedule(page);
  await expect(page.getByTestId("delivery")).toHaveCount(8, { timeout: 60_000 });
  const post = await settledPost(page, postId);
  // Each platform's own error, should one refuse, rather than only a count.
  const outcome = (deliveries: { platform: string; status: string; sandbox: boolean; error: string | null }[]) =>
    Object.fromEntries(deliveries.map((d) => [d.platform, `${d.status}${d.sandbox ? " (sandbox)" : ""}${d.error ? `: ${d.error}` : ""}`]));
  expect(outcome(post.deliveries)).toEqual(Object.fromEntries(ALL_EIGHT.map((platform) => [platform, "succeeded"])));
  expect(post.status).toBe("published");
  await expect(page.locator('[data-testid="delivery"][data-status="succeeded"]')).toHaveCount(8, { timeout: 60_000 });
  const stored = Buffer.from(await (await page.request.get(post.image_url)).body());
  expect(stored.length).toBeGreaterThan(10_000);
  const { platforms } = local;
  const permalinks: Record<string, string> = {};

  // X: the bytes uploaded with the alt text, then the tweet citing that media id.
  expect(platforms.servers.x.calls.filter((c) => c.api === "x" && c.path !== "/2/users/me").map((c) => `${c.method} ${c.path} ${c.status}`)).toEqual(["POST /2/media/upload 200", "POST /2/media/metadata 200", "POST /2/tweets 201"]);
  expect(platforms.x.media).toEqual([expect.objectContaining({ mimeType: "image/jpeg", altText: ALT })]);
  expect(platforms.x.media[0].bytes.equals(stored)).toBe(true);
  expect(platforms.x.tweets).toEqual([expect.objectContaining({ text: post.content, mediaIds: [platforms.x.media[0].id] })]);
  permalinks.x_twitter = `https://x.com/i/web/status/${platforms.x.tweets[0].id}`;

  // Bluesky: the record on the real PDS embeds the uploaded blob, whose bytes are the image.
  const blueskyDelivery = post.deliveries.find((d: { platform: string }) => d.platform === "bluesky");
  const record = (await pds.getRecord(blueskyDelivery.platform_post_id)).value;
  expect(record).toMatchObject({ $type: "app.bsky.feed.post", text: post.content });
  expect(record.embed).toMatchObject({ $type: "app.bsky.embed.images", images: [{ alt: ALT, aspectRatio: { width: 800, height: 800 }, image: { $type: "blob", mimeType: "image/jpeg" } }] });
  const blob = await pds.getBlob(bluesky.did, record.embed.images[0].image.ref.$link);
  expect(Buffer.from(blob.bytes).equals(stored)).toBe(true);
  permalinks.bluesky = `https://bsky.app/profile/${bluesky.handle}/post/${blueskyDelivery.platform_post_id.split("/").pop()}`;

  // LinkedIn: initializeUpload for the author, the bytes PUT, then the post with that image URN.
  // The pasted token was checked when connected (GET /v2/me); the publish is what follows.
  expect(platforms.servers.linkedin.calls.filter((c) => c.path !== "/v2/me").map((c) => `${c.method} ${c.path.replace(/\d+$/, "{id}")} ${c.status}`)).toEqual(["POST /rest/images 200", "PUT /dms-uploads/{id} 201", "POST /rest/posts 201"]);
  expect(platforms.linkedin.images[0].bytes!.equals(stored)).toBe(true);
  expect(platforms.linkedin.posts).toEqual([expect.objectContaining({ media: { id: platforms.linkedin.images[0].urn, altText: ALT } })]);
  permalinks.linkedin = platforms.linkedin.posts[0].permalink;

  // Facebook, Instagram, Threads, Google, TikTok fetched the image's public URL themselves.
  expect(platforms.facebook.posts).toEqual([expect.objectContaining({ pageId: LOCAL_CREDENTIALS.facebook.page_id, message: post.content, photo: expect.objectContaining({ url: post.image_url, status: 200 }) })]);
  expect(platforms.facebook.posts[0].photo!.bytes.equals(stored)).toBe(true);
  permalinks.facebook = platforms.facebook.posts[0].permalink;
  for (const [platform, api] of [["instagram", platforms.instagram], ["threads", platforms.threads]] as const) {
    expect(api.published, platform).toHaveLength(1);
    expect(api.published[0].container).toMatchObject({ imageUrl: post.image_url, altText: ALT, text: post.content });
    expect(api.published[0].container.image?.bytes.equals(stored)).toBe(true);
    permalinks[platform] = api.published[0].permalink;
  }
  expect(platforms.googleBusiness.posts).toEqual([expect.objectContaining({ location: LOCAL_CREDENTIALS.google_business.location_name, summary: post.content })]);
  expect(platforms.googleBusiness.posts[0].photos.map((p) => p.url)).toEqual([post.image_url]);
  permalinks.google_business = platforms.googleBusiness.posts[0].searchUrl;
  expect(platforms.tiktok.publishes).toEqual([expect.objectContaining({ statusChecks: 1 })]);
  expect(platforms.tiktok.publishes[0].body.source_info.photo_images).toEqual([post.image_url]);
  expect(platforms.tiktok.publishes[0].photos[0].bytes.equals(stored)).toBe(true);
  permalinks.tiktok = platforms.tiktok.publishes[0].permalink;

  for (const platform of ALL_EIGHT) {
    await expect(page.locator(`[data-testid="delivery"][data-platform="${platform}"]`).getByRole("link"), platform).toHaveAttribute("href", permalinks[platform]);
  }
  await expect(page.getByTestId("post-image").getByRole("img", { name: ALT })).toBeVisible();
  await saveScreenshotsAtBothWidths(page, "walkthrough-published-eight");

  // ── X's access token expires (the control `npm run platforms:local` prints): one refresh, then sent ──
  const expired = await (await fetch(local.auth.controls.expireAccessTokens, { method: "POST" })).json();
  expect(expired.expired).toBeGreaterThanOrEqual(1);
  const xCallsBefore = platforms.servers.x.calls.length;
  const refreshed = await publishOnX(page, brand.id, "Fresh beans, fresh token.");
  expect(refreshed.status).toBe("published");
  expect(refreshed.deliveries).toEqual([expect.objectContaining({ platform: "x_twitter", status: "succeeded", sandbox: false, attempts: 1 })]);
  expect(local.auth.grants.map((grant) => grant.grantType)).toEqual(["authorization_code", "refresh_token"]);
  // The old token was refused once, the token endpoint (on X's API host) renewed it, the new one was taken.
  expect(platforms.servers.x.calls.slice(xCallsBefore).map((c) => `${c.method} ${c.path} ${c.status}`)).toEqual(["POST /2/tweets 401", "POST /2/oauth2/token 200", "POST /2/tweets 201"]);
  expect(platforms.x.tweets.at(-1)).toMatchObject({ text: "Fresh beans, fresh token." });

  // ── X's access revoked: the refresh is refused, the connection asks to be reconnected ──
  const revoked = await (await fetch(local.auth.controls.revoke, { method: "POST" })).json();
  expect(revoked.revoked).toBe(1);
  const refused = await publishOnX(page, brand.id, "This one cannot go out.");
  expect(refused.status).toBe("failed");
  expect(refused.deliveries[0].error).toBe("The X account needs to be reconnected: Unauthorized");
  expect(local.auth.refusedGrants).toEqual([expect.objectContaining({ grantType: "refresh_token", error: "invalid_grant" })]);
  expect(platforms.x.tweets).toHaveLength(2);

  await page.goto(`${APP}/settings/connections?brand=${brand.id}`);
  await expect(row("x_twitter")).toHaveAttribute("data-status", "reconnect_required");
  await expect(row("x_twitter")).toContainText("Reconnect needed");
  await expect(row("x_twitter").getByRole("button", { name: "Reconnect X" })).toBeVisible();
  await expect(connections.getByText("1 to reconnect")).toBeVisible();
  for (const platform of ALL_EIGHT.filter((p) => p !== "x_twitter")) await expect(row(platform), platform).toHaveAttribute("data-status", "active");
  await screenshotAround(page, row("x_twitter"), "walkthrough-settings-x-reconnect");

  await page.goto(`${APP}/dashboard`);
  const banner = page.getByTestId("reconnect-banner");
  await expect(banner).toContainText("An account needs to be reconnected");
  await expect(banner.getByRole("link", { name: "Reconnect X for Northwind" })).toBeVisible();
  await saveScreenshotsAtBothWidths(page, "walkthrough-dashboard-x-reconnect");
});

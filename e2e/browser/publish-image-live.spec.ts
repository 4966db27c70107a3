import type { Page } from "@playwright/test";
import { startOAuthTestServer, type OAuthTestServer } from "../../lib/testing/oauth-test-server";
import { startPlatformServers, type PlatformServers } from "../../lib/testing/platform-servers/start-platform-servers";
import { signInBrowser } from "../support/browser";
import { expect as baseExpect, test } from "../support/fixtures";
import { connectWithForm, localInputValue, photo } from "../support/live-publishing";
import { ownDatabase, startOwnServer, type OwnServer } from "../support/own-server";
import { DESKTOP, saveScreenshotsAtBothWidths } from "../support/screenshots";

// An image uploaded in the post form reaches each platform by its documented flow, published
// live (PUBLISH_MODE=live) by a server of this spec's own to the loopback platform servers of
// lib/testing/platform-servers/: X by media upload then media_ids (X connected through its
// sign-in, oidc-provider beside the X API), LinkedIn by initializeUpload, PUT, then the image
// URN, Facebook by a Page photo whose URL the platform fetches, and, in the second test,
// Instagram and Threads containers, a Google local post and a TikTok photo post as well.

const PORT = Number(process.env.E2E_OWN_PORT ?? 3109);
const AUTH_PORT = PORT + 1;
const PLATFORM_PORTS = [PORT + 2, PORT + 3, PORT + 4, PORT + 5, PORT + 6, PORT + 7];
const APP = `http://127.0.0.1:${PORT}`;
const CLIENT = { id: "brandcast-e2e-x-live", secret: "e2e-x-live-client-secret-0123456789" };
const ACCOUNT = { id: "2244994945", name: "Northwind Coffee", username: "northwindcoffee" };
const TOKENS = { facebook: "EAApage-e2e-101", linkedin: "li-e2e-token", instagram: "ig-e2e-token", threads: "th-e2e-token", google: "g-e2e-token", tiktok: "tt-e2e-token", xManual: "x-e2e-manual-token" };
const ALT = "A bag of autumn roast beans on a wooden counter";

// A freshly started server of this spec's own answers its first page loads slowly on a busy machine.
const expect = baseExpect.configure({ timeout: 30_000 });

let auth: OAuthTestServer;
let platforms: PlatformServers;
let database: { url: string; drop: () => Promise<void> };
let server: OwnServer;

test.describe.configure({ mode: "serial" });

test.beforeAll(async () => {
  test.setTimeout(120_000);
  auth = await startOAuthTestServer({
    port: AUTH_PORT,
    clientId: CLIENT.id,
    clientSecret: CLIENT.secret,
    redirectUris: [`${APP}/connections/oauth/callback`],
    routes: { authorization: "/i/oauth2/authorize", token: "/2/oauth2/token" },
    scopes: ["tweet.read", "tweet.write", "users.read", "media.write", "offline.access"],
    account: ACCOUNT,
  });
  platforms = await startPlatformServers(
    {
      x: (token) => token === TOKENS.xManual || auth.acceptsToken(token),
      facebook: [TOKENS.facebook],
      instagram: [TOKENS.instagram],
      threads: [TOKENS.threads],
      linkedin: [TOKENS.linkedin],
      googleBusiness: [TOKENS.google],
      tiktok: [TOKENS.tiktok],
    },
    { ports: PLATFORM_PORTS, xOAuthServer: auth.url },
  );
  database = await ownDatabase();
  server = await startOwnServer(database.url, PORT, {
    ...platforms.env,
    X_CLIENT_ID: CLIENT.id,
    X_CLIENT_SECRET: CLIENT.secret,
    X_AUTH_BASE_URL: auth.url,
    PUBLISH_MODE: "live",
    CONNECTIONS_ENCRYPTION_KEYS: "e2e:QnJhbmRjYXN0IGUyZSBrZXksIG5vdCBhIHNlY3JldCE=",
  });
});

test.afterAll(async () => {
  await server?.stop();
  await database?.drop();
  await platforms?.close();
  await auth?.close();
});

/** The composer, by hand: text, platforms, brand, the image with alt text; saved as a draft; returns the post's id. */
async function writePostWithImage(page: Page, text: string, platformNames: RegExp[], brandName: string, image: Buffer): Promise<string> {
  await page.goto(`${APP}/posts/new`);
  await page.getByLabel("Default text").fill(text);
  for (const name of platformNames) await page.getByRole("checkbox", { name }).check();
  await page.getByRole("combobox", { name: /^Brand/ }).selectOption({ label: brandName });
  await page.getByLabel("Image file").setInputFiles({ name: "autumn-roast.jpg", mimeType: "image/jpeg", buffer: image });
  await expect(page.getByRole("img", { name: "The uploaded image" })).toBeVisible();
  await page.getByLabel("Alt text").fill(ALT);
  await page.getByLabel("Alt text").blur();
  await expect(page.getByRole("status").filter({ hasText: "Alt text saved." })).toBeVisible();
  await expect(page.getByRole("list", { name: "Image problems per platform" })).toHaveCount(0);
  await page.getByRole("button", { name: "Save draft" }).click();
  await page.waitForURL(/\/posts\/[0-9a-f-]{36}$/);
  return page.url().split("/").pop()!;
}

/** Schedules the open post a few seconds ahead and waits on its page until every delivery succeeded. */
async function scheduleAndWatch(page: Page, deliveries: number) {
  await page.getByRole("button", { name: "Schedule…" }).click();
  await page.getByLabel("Date and time").fill(await localInputValue(page, 4_000));
  await page.getByRole("button", { name: "Schedule", exact: true }).click();
  await expect(page.getByTestId("delivery")).toHaveCount(deliveries, { timeout: 60_000 });
  await expect(page.locator('[data-testid="delivery"][data-status="succeeded"]')).toHaveCount(deliveries, { timeout: 60_000 });
}

async function expectPermalink(page: Page, platform: string, permalink: string) {
  const link = page.locator(`[data-testid="delivery"][data-platform="${platform}"]`).getByRole("link");
  await expect(link).toHaveAttribute("href", permalink);
}

test("connect X by its sign-in, LinkedIn and Facebook by form; a post with an uploaded image reaches all three by their flows", async ({ page }) => {
  test.setTimeout(180_000);
  await page.setViewportSize(DESKTOP);
  await signInBrowser(page, APP);
  const origin = { origin: APP };
  await page.request.post(`${APP}/api/v1/brands`, { headers: origin, data: { name: "Northwind", website: "https://northwind.example" } });

  await page.goto(`${APP}/settings/connections`);
  const connections = page.locator("section").filter({ has: page.getByRole("heading", { level: 2, name: "Connections", exact: true }) });
  const x = connections.locator('[data-testid="connection-row"][data-platform="x_twitter"]');
  await x.getByRole("button", { name: "Sign in with X" }).click();
  await page.waitForURL(new RegExp(`^${auth.url}/interaction/`));
  await page.getByRole("button", { name: "Authorize app" }).click();
  await page.waitForURL(new RegExp(`^${APP}/settings/connections\\?`));
  await expect(x).toHaveAttribute("data-status", "active");
  await expect(x.getByTestId("connection-account")).toContainText("@northwindcoffee");

  await connectWithForm(connections, page, "LinkedIn", { author_urn: "urn:li:organization:5515715", access_token: TOKENS.linkedin });
  await connectWithForm(connections, page, "Facebook", { page_id: "101", page_access_token: TOKENS.facebook });

  const image = await photo(900);
  const postId = await writePostWithImage(page, "Autumn roast is in. Come taste it on Saturday.", [/^X/, /LinkedIn/, /Facebook/], "Northwind", image);
  await scheduleAndWatch(page, 3);
  const post = (await (await page.request.get(`${APP}/api/v1/posts/${postId}`)).json()).data.post;
  expect(post.status).toBe("published");
  const stored = Buffer.from(await (await page.request.get(post.image_url)).body());

  // X: the bytes were uploaded with the alt text, then the tweet cited that media id.
  expect(platforms.servers.x.calls.filter((c) => c.api === "x" && c.path !== "/2/users/me").map((c) => `${c.method} ${c.path} ${c.status}`)).toEqual(["POST /2/media/upload 200", "POST /2/media/metadata 200", "POST /2/tweets 201"]);
  expect(platforms.x.media).toEqual([expect.objectContaining({ mimeType: "image/jpeg", altText: ALT })]);
  expect(platforms.x.media[0].bytes.equals(stored)).toBe(true);
  expect(platforms.x.tweets).toEqual([expect.objectContaining({ text: post.content, mediaIds: [platforms.x.media[0].id] })]);
  await expectPermalink(page, "x_twitter", `https://x.com/i/web/status/${platforms.x.tweets[0].id}`);

  // LinkedIn: initializeUpload for the author, the bytes PUT, then the post with that image URN and the alt text.
  // The pasted token was checked when connected (GET /v2/me); the publish is what follows.
  expect(platforms.servers.linkedin.calls.filter((c) => c.path !== "/v2/me").map((c) => `${c.method} ${c.path.replace(/\d+$/, "{id}")} ${c.status}`)).toEqual(["POST /rest/images 200", "PUT /dms-uploads/{id} 201", "POST /rest/posts 201"]);
  expect(platforms.linkedin.images[0]).toMatchObject({ owner: "urn:li:organization:5515715", contentType: "image/jpeg" });
  expect(platforms.linkedin.images[0].bytes!.equals(stored)).toBe(true);
  expect(platforms.linkedin.posts).toEqual([expect.objectContaining({ media: { id: platforms.linkedin.images[0].urn, altText: ALT } })]);
  await expectPermalink(page, "linkedin", platforms.linkedin.posts[0].permalink);

  // Facebook: a Page photo; Facebook fetched the image's public URL itself.
  expect(platforms.facebook.posts).toEqual([expect.objectContaining({ pageId: "101", message: post.content, photo: expect.objectContaining({ url: post.image_url, status: 200, contentType: "image/jpeg" }) })]);
  expect(platforms.facebook.posts[0].photo!.bytes.equals(stored)).toBe(true);
  await expectPermalink(page, "facebook", platforms.facebook.posts[0].permalink);

  await expect(page.getByTestId("post-image").getByRole("img", { name: ALT })).toBeVisible();
  await expect(page.getByTestId("post-image")).toContainText(`Alt text: ${ALT}`);
  await saveScreenshotsAtBothWidths(page, "publish-image-live-three");
});

test("one post with the image goes to all seven loopback platforms", async ({ page }) => {
  test.setTimeout(180_000);
  await page.setViewportSize(DESKTOP);
  await signInBrowser(page, APP);
  const origin = { origin: APP };
  const brand = (await (await page.request.post(`${APP}/api/v1/brands`, { headers: origin, data: { name: "Roastery", website: "https://roastery.example" } })).json()).data.brand;
  const credentials = {
    x_twitter: { access_token: TOKENS.xManual },
    facebook: { page_id: "102", page_access_token: TOKENS.facebook },
    instagram: { ig_user_id: "17841400000000001", access_token: TOKENS.instagram },
    threads: { threads_user_id: "2600000000000001", access_token: TOKENS.threads },
    linkedin: { author_urn: "urn:li:person:abc123", access_token: TOKENS.linkedin },
    google_business: { location_name: "accounts/111/locations/222", access_token: TOKENS.google },
    tiktok: { access_token: TOKENS.tiktok },
  };
  for (const [platform, values] of Object.entries(credentials)) {
    const connected = await page.request.post(`${APP}/api/v1/brands/${brand.id}/connections`, { headers: origin, data: { platform, credentials: values } });
    expect(connected.status(), platform).toBeLessThan(300);
  }
  const before = { x: platforms.x.tweets.length, linkedin: platforms.linkedin.posts.length, facebook: platforms.facebook.posts.length };

  const image = await photo(800);
  const postId = await writePostWithImage(page, "Seven places, one roast.", [/^X/, /LinkedIn/, /Facebook/, /Instagram/, /Threads/, /Google Business/, /TikTok/], "Roastery", image);
  await scheduleAndWatch(page, 7);
  const post = (await (await page.request.get(`${APP}/api/v1/posts/${postId}`)).json()).data.post;
  expect(post.status).toBe("published");
  const stored = Buffer.from(await (await page.request.get(post.image_url)).body());

  const tweet = platforms.x.tweets[before.x];
  expect(platforms.x.media.find((m) => m.id === tweet.mediaIds[0])?.bytes.equals(stored)).toBe(true);
  const share = platforms.linkedin.posts[before.linkedin];
  expect(platforms.linkedin.images.find((i) => i.urn === share.media?.id)?.bytes?.equals(stored)).toBe(true);
  expect(platforms.facebook.posts[before.facebook].photo?.bytes.equals(stored)).toBe(true);
  for (const api of [platforms.instagram, platforms.threads]) {
    expect(api.published).toHaveLength(1);
    expect(api.published[0].container).toMatchObject({ imageUrl: post.image_url, altText: ALT, text: post.content });
    expect(api.published[0].container.image?.bytes.equals(stored)).toBe(true);
  }
  expect(platforms.googleBusiness.posts).toEqual([expect.objectContaining({ location: "accounts/111/locations/222", summary: post.content })]);
  expect(platforms.googleBusiness.posts[0].photos.map((p) => p.url)).toEqual([post.image_url]);
  expect(platforms.tiktok.publishes).toEqual([expect.objectContaining({ statusChecks: 1 })]);
  expect(platforms.tiktok.publishes[0].body.source_info.photo_images).toEqual([post.image_url]);
  expect(platforms.tiktok.publishes[0].photos[0].bytes.equals(stored)).toBe(true);

  await expectPermalink(page, "instagram", platforms.instagram.published[0].permalink);
  await expectPermalink(page, "threads", platforms.threads.published[0].permalink);
  await expectPermalink(page, "google_business", platforms.googleBusiness.posts[0].searchUrl);
  await expectPermalink(page, "linkedin", share.permalink);
  await expectPermalink(page, "tiktok", platforms.tiktok.publishes[0].permalink);
  await expectPermalink(page, "facebook", platforms.facebook.posts[before.facebook].permalink);
  await expectPermalink(page, "x_twitter", `https://x.com/i/web/status/${tweet.id}`);
  await saveScreenshotsAtBothWidths(page, "publish-image-live-seven");
});

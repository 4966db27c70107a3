import type { Page } from "@playwright/test";
import type { PlatformServers } from "../../lib/testing/platform-servers/start-platform-servers";
import type { PdsAccount, ReferencePds } from "../../lib/testing/reference-pds";
import { signInBrowser } from "../support/browser";
import { expect as baseExpect, test } from "../support/fixtures";
import { brandConnectedTo, LIVE_APP as APP, LIVE_PDS_PORTS, useLiveOwnServer } from "../support/live-own-server";
import { saveDraftAndSchedule } from "../support/live-publishing";
import { useReferencePds } from "../support/reference-pds-for-spec";
import { DESKTOP, saveScreenshotsAtBothWidths, saveSectionScreenshotsAtBothWidths } from "../support/screenshots";

// Issue 23's "Done when" for threads: a three-part thread written in the composer for X and
// Bluesky, published live by a server of this spec's own (PUBLISH_MODE=live) to the loopback X
// and to the REAL reference Bluesky PDS (e2e/pds), then read back from each: on the PDS, three
// app.bsky.feed.post records in the account's repository, each reply's `reply.root` naming the
// first post and its `reply.parent` the part before it (uri and CID), texts exactly as written;
// the post page shows each platform's progress and each part's permalink.

const X_TOKEN = "x-e2e-bsky-thread-token";

const expect = baseExpect.configure({ timeout: 30_000 });

test.describe.configure({ mode: "serial" });
const specPds = useReferencePds({ ...LIVE_PDS_PORTS, handlePrefix: "tr" });
const platformsOf = useLiveOwnServer({ x: [X_TOKEN] }, () => ({ BLUESKY_SERVICE_URL: specPds().pds.url }));
let pds: ReferencePds;
let bluesky: PdsAccount;
let platforms: PlatformServers;
test.beforeAll(() => {
  ({ pds, account: bluesky } = specPds());
  platforms = platformsOf();
});

const card = (page: Page, platform: string) => page.locator(`[data-testid="compose-platform"][data-platform="${platform}"]`);

/** Parts 2 and 3 of a platform's card filled in, through its thread editor. */
async function writeThread(page: Page, platform: string, parts: [string, string]) {
  const own = card(page, platform);
  await own.getByRole("button", { name: "Make it a thread: add a reply" }).click();
  await own.getByLabel(/^Part 2/).fill(parts[0]);
  await own.getByRole("button", { name: "Add a reply" }).click();
  await own.getByLabel(/^Part 3/).fill(parts[1]);
  await expect(own.getByTestId("compose-thread-part")).toHaveCount(2);
}

type PostRecord = { uri: string; cid: string; value: { text: string; reply?: { root: { uri: string; cid: string }; parent: { uri: string; cid: string } } } };

/** Every app.bsky.feed.post of the account, as its repository on the PDS holds them, oldest first. */
async function postsOnPds(): Promise<PostRecord[]> {
  const query = new URLSearchParams({ repo: bluesky.did, collection: "app.bsky.feed.post", limit: "100" });
  const response = await fetch(`${pds.url}/xrpc/com.atproto.repo.listRecords?${query}`);
  expect(response.status).toBe(200);
  return ((await response.json()).records as PostRecord[]).reverse();
}

test("Done when: a three-part thread written in the composer goes out live to X and to the Bluesky PDS, replies in order, each permalink shown", async ({ page }) => {
  test.setTimeout(300_000);
  await page.setViewportSize(DESKTOP);
  await signInBrowser(page, APP);
  await brandConnectedTo(page, "Thread Roasters", [
    ["x_twitter", { access_token: X_TOKEN }],
    ["bluesky", { handle: bluesky.handle, app_password: bluesky.appPassword }],
  ]);

  const first = "Three things about this year's harvest, a thread. 1/3";
  const x = ["First: the beans came in early, after a dry August. 2/3", "Last: roasted this week, in the shop from Friday. 3/3"] as const;
  // Bluesky's own parts, with what Bluesky makes a facet of (a link, a tag) kept exactly as written.
  const sky = ["First: early beans, a dry August, https://thread.example/notes 2/3", "Last: in the shop from Friday. #coffee 3/3"] as const;

  await page.goto(`${APP}/posts/new`);
  await page.getByLabel("Default text").fill(first);
  for (const name of [/^X/, /^Bluesky/]) await page.getByRole("checkbox", { name }).check();
  await page.getByRole("combobox", { name: /^Brand/ }).selectOption({ label: "Thread Roasters" });
  await writeThread(page, "x_twitter", [...x]);
  await writeThread(page, "bluesky", [...sky]);
  // Each part counted as its platform counts it.
  await expect(card(page, "bluesky").locator('[data-testid="compose-thread-part"][data-over]')).toHaveCount(0);
  await saveSectionScreenshotsAtBothWidths(card(page, "bluesky"), "compose-thread-bluesky-editor");
  await page.setViewportSize(DESKTOP);

  const postId = await saveDraftAndSchedule(page);
  await expect(page.locator('[data-testid="delivery"][data-status="succeeded"]')).toHaveCount(2, { timeout: 120_000 });

  // ── Read back from the PDS: three records, each reply naming the first post and the part before it ──
  const records = await postsOnPds();
  expect(records.map((record) => record.value.text)).toEqual([first, ...sky]);
  const [one, two, three] = records;
  expect(one.value.reply).toBeUndefined();
  expect(two.value.reply).toEqual({ root: { uri: one.uri, cid: one.cid }, parent: { uri: one.uri, cid: one.cid } });
  expect(three.value.reply).toEqual({ root: { uri: one.uri, cid: one.cid }, parent: { uri: two.uri, cid: two.cid } });
  // The link is a facet of its part, as Bluesky makes it.
  expect(JSON.stringify(await pds.getRecord(two.uri))).toContain("https://thread.example/notes");

  // ── X: the post and its two replies, each replying to the one before ──
  const tweets = platforms.x.tweets.filter((tweet) => tweet.token === X_TOKEN);
  expect(tweets.map((tweet) => tweet.text)).toEqual([first, ...x]);
  expect(tweets.map((tweet) => tweet.inReplyTo)).toEqual([undefined, tweets[0].id, tweets[1].id]);

  // ── The API: each part's id is the platform's ──
  const api = (await (await page.request.get(`${APP}/api/v1/posts/${postId}`)).json()).data.post;
  const deliveryOf = (platform: string) => api.deliveries.find((d: { platform: string }) => d.platform === platform);
  expect(deliveryOf("bluesky").platform_post_id).toBe(one.uri);
  expect(deliveryOf("bluesky").thread.map((p: { part: number; id: string; status: string }) => [p.part, p.id, p.status])).toEqual([
    [2, two.uri, "succeeded"],
    [3, three.uri, "succeeded"],
  ]);
  expect(deliveryOf("x_twitter").thread.map((p: { part: number; id: string }) => [p.part, p.id])).toEqual([
    [2, tweets[1].id],
    [3, tweets[2].id],
  ]);

  // ── The post page: how far each thread got, with each part's permalink ──
  await page.reload();
  const permalink = (uri: string) => `https://bsky.app/profile/${bluesky.handle}/post/${uri.split("/").pop()}`;
  const expected = {
    bluesky: [permalink(one.uri), permalink(two.uri), permalink(three.uri)],
    x_twitter: tweets.map((tweet) => `https://x.com/i/web/status/${tweet.id}`),
  };
  for (const [platform, [post, ...parts]] of Object.entries(expected)) {
    const delivery = page.locator(`[data-testid="delivery"][data-platform="${platform}"]`);
    await expect(delivery.getByTestId("delivery-thread-progress"), platform).toHaveText("Thread: 2 of 2 replies published");
    await expect(delivery.locator('[data-testid="delivery-follow-up"][data-status="succeeded"]'), platform).toHaveText([/^Part 2: published/, /^Part 3: published/]);
    const links = await delivery.getByTestId("delivery-follow-up").getByRole("link").evaluateAll((anchors) => anchors.map((a) => a.getAttribute("href")));
    expect(links, platform).toEqual(parts);
    await expect(delivery.locator(`a[href="${post}"]`), `${platform}: the post's own permalink`).toHaveCount(1);
    await expect(page.getByTestId(`post-follow-ups-${platform}`).getByTestId("post-thread-part"), platform).toHaveCount(2);
  }

  // Nothing on the page runs past its edge at either width (permalinks and at:// ids are long words).
  for (const width of [1280, 390]) {
    await page.setViewportSize({ ...DESKTOP, width });
    const overflowing = await page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth);
    expect(overflowing, `the page is wider than ${width} px`).toBe(false);
  }
  await saveScreenshotsAtBothWidths(page, "compose-thread-bluesky-published");
});

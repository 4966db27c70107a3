import { afterEach, describe, expect, it } from "vitest";
import { findPublishedOnBluesky } from "@/lib/platforms/bluesky/find-published";
import { blueskyPublisher } from "@/lib/platforms/bluesky/publisher";
import { findPublishedOnFacebook } from "@/lib/platforms/facebook/find-published";
import { facebookPublisher } from "@/lib/platforms/facebook/publisher";
import { findPublishedOnGoogleBusiness } from "@/lib/platforms/google-business/find-published";
import { googleBusinessPublisher } from "@/lib/platforms/google-business/publisher";
import { findPublishedOnInstagram } from "@/lib/platforms/instagram/find-published";
import { createInstagramPublisher } from "@/lib/platforms/instagram/publisher";
import { findPublishedOnLinkedIn } from "@/lib/platforms/linkedin/find-published";
import { linkedinPublisher } from "@/lib/platforms/linkedin/publisher";
import type { FindRequest, PublishedFinder } from "@/lib/platforms/publisher-kit/find-published";
import { MAX_LOOKUP_PAGES } from "@/lib/platforms/publisher-kit/find-published";
import type { Publisher } from "@/lib/platforms/publisher-kit/types";
import { findPublishedOnThreads } from "@/lib/platforms/threads/find-published";
import { createThreadsPublisher } from "@/lib/platforms/threads/publisher";
import { findPublishedOnTikTok } from "@/lib/platforms/tiktok/find-published";
import { findPublishedOnX } from "@/lib/platforms/x-twitter/find-published";
import { xTwitterPublisher } from "@/lib/platforms/x-twitter/publisher";
import { createBlueskyPdsApi } from "@/lib/testing/platform-servers/bluesky-pds";
import { createFacebookApi } from "@/lib/testing/platform-servers/facebook";
import { createGoogleBusinessApi } from "@/lib/testing/platform-servers/google-business";
import { hostImage } from "@/lib/testing/platform-servers/image-host";
import { createInstagramApi } from "@/lib/testing/platform-servers/instagram";
import { createLinkedInApi } from "@/lib/testing/platform-servers/linkedin";
import { startPlatformServer, type PlatformApi, type PlatformServer } from "@/lib/testing/platform-servers/platform-server";
import { createThreadsApi } from "@/lib/testing/platform-servers/threads";
import { createXApi } from "@/lib/testing/platform-servers/x";
import { testImage } from "@/lib/testing/test-images";

// Each platform's "find what we may have published" step against its loopback platform, which
// lists the posts it actually received through the documented listing endpoint: a post sent by
// the real publisher is found with its id and permalink, another text or an older post is not,
// a post already recorded for another delivery is never claimed, and a platform whose answer is
// refused, or whose list does not reach back to the attempt, cannot tell.

const TIMEOUT = { timeoutMs: 5_000 };
const noWait = { sleep: async () => {}, maxChecks: 3 };

describe("finding what an earlier attempt may have published", () => {
  const closers: Array<() => Promise<void>> = [];
  afterEach(async () => {
    await Promise.all(closers.splice(0).map((close) => close()));
  });
  async function serve(api: PlatformApi, pathPrefix = ""): Promise<PlatformServer> {
    const server = await startPlatformServer([api], { pathPrefix });
    closers.push(server.close);
    return server;
  }
  const ask = (text: string, credentials: Record<string, string>, extra: Partial<FindRequest> = {}): FindRequest => ({
    text,
    credentials,
    since: new Date(Date.now() - 60_000),
    excludeIds: new Set(),
    ...extra,
  });
  const send = (publisher: Publisher, baseUrl: string, text: string, credentials: Record<string, string>, imageUrl: string | null = null) =>
    publisher.publish({ platform: publisher.platform, text, imageUrl, credentials, idempotencyKey: crypto.randomUUID() }, { baseUrl, ...TIMEOUT });

  /** The checks every listing platform shares. */
  async function findsWhatWasSent(finder: PublishedFinder, baseUrl: string, credentials: Record<string, string>, sent: { platformPostId: string; permalink: string | null; cid?: string }, text: string) {
    // Whitespace as people see it: a reflowed copy of the text is the same post (on Bluesky with the record's CID, which a reply names).
    expect(await finder(ask(` ${text.replace(/ /g, "  ")}\n`, credentials), { baseUrl, ...TIMEOUT })).toEqual({ kind: "found", platformPostId: sent.platformPostId, permalink: sent.permalink, ...(sent.cid ? { cid: sent.cid } : {}) });
    expect(await finder(ask(`${text} (another post)`, credentials), { baseUrl, ...TIMEOUT })).toEqual({ kind: "not_found" });
    // Already another delivery's post: not this one.
    expect(await finder(ask(text, credentials, { excludeIds: new Set([sent.platformPostId]) }), { baseUrl, ...TIMEOUT })).toEqual({ kind: "not_found" });
    // Posted before the attempt began: not this attempt's post.
    expect(await finder(ask(text, credentials, { since: new Date(Date.now() + 60_000) }), { baseUrl, ...TIMEOUT })).toEqual({ kind: "not_found" });
  }

  it("X: the timeline since the attempt, links back from t.co and entities decoded", async () => {
    const api = createXApi({ tokens: ["x-token"] });
    const server = await serve(api);
    const credentials = { access_token: "x-token" };
    const text = "Beans & brews <3 at https://northwind.example/autumn?x=1 today";
    const sent = await send(xTwitterPublisher, server.url, text, credentials);
    const listed = server.calls.length;
    await findsWhatWasSent(findPublishedOnX, server.url, credentials, sent, text);
    // X listed the text shortened and escaped, as X does; the finder compared the text as sent.
    const timeline = await fetch(`${server.url}/2/users/2244994945/tweets?max_results=5&tweet.fields=entities`, { headers: { authorization: "Bearer x-token" } }).then((r) => r.json());
    expect(timeline.data[0].text).toMatch(/^Beans &amp; brews &lt;3 at https:\/\/t\.co\/\w{10} today$/);
    expect(server.calls.length).toBeGreaterThan(listed);
    // A token X refuses: no way to tell.
    const refused = await findPublishedOnX(ask(text, { access_token: "revoked" }), { baseUrl: server.url, ...TIMEOUT });
    expect(refused).toMatchObject({ kind: "cannot_tell" });
    expect(refused.kind === "cannot_tell" && refused.reason).toMatch(/^asking X failed: listing the account's posts answered 401/);
  });

  it("X: an account that posted more pages since the attempt than a lookup reads cannot tell", async () => {
    const api = createXApi({ tokens: ["x-token"] });
    const server = await serve(api);
    for (let i = 0; i < MAX_LOOKUP_PAGES * 100 + 1; i++) api.tweets.push({ id: String(1860000000000000000n + BigInt(i)), text: `busy ${i}`, mediaIds: [], token: "x-token", createdAt: Date.now() });
    const answer = await findPublishedOnX(ask("not among them", { access_token: "x-token" }), { baseUrl: server.url, ...TIMEOUT });
    expect(answer).toEqual({ kind: "cannot_tell", reason: `the account has more than ${MAX_LOOKUP_PAGES} pages of posts since the attempt began` });
    expect(server.calls.filter((call) => call.path.endsWith("/tweets")).map((call) => call.query.get("pagination_token"))).toEqual([null, "100", "200", "300", "400"]);
  });

  it("Bluesky: the repository's app.bsky.feed.post records, by key", async () => {
    const api = createBlueskyPdsApi({ did: "did:plc:finderbrand00000000000000", handle: "finder.bsky.social", appPassword: "abcd-efgh-ijkl-mnop" });
    const server = await serve(api);
    const credentials = { handle: "finder.bsky.social", app_password: "abcd-efgh-ijkl-mnop" };
    const text = "Café open late tonight ✨";
    const sent = await send(blueskyPublisher, server.url, text, credentials);
    expect(sent.permalink).toMatch(/^https:\/\/bsky\.app\/profile\/finder\.bsky\.social\/post\/[2-7a-z]{13}$/);
    // The record's CID comes with it: a thread's reply names its root by it.
    await findsWhatWasSent(findPublishedOnBluesky, server.url, credentials, { ...sent, cid: expect.stringMatching(/^bafy[a-z2-7]+$/) }, text);
    expect(await findPublishedOnBluesky(ask(text, { ...credentials, app_password: "wrong" }), { baseUrl: server.url, ...TIMEOUT })).toMatchObject({ kind: "cannot_tell" });
  });

  it("LinkedIn: the author finder, commentary compared in the form it was sent", async () => {
    const api = createLinkedInApi({ tokens: ["li-token"] });
    const server = await serve(api);
    const credentials = { author_urn: "urn:li:person:abc123", access_token: "li-token" };
    // Reserved characters and a hashtag: LinkedIn stores the escaped "little text" form.
    const text = "New (limited) roast: #autumn blend [50% off]";
    const sent = await send(linkedinPublisher, server.url, text, credentials);
    expect(api.posts[0].commentary).not.toBe(text);
    await findsWhatWasSent(findPublishedOnLinkedIn, server.url, credentials, sent, text);
    // Another author's posts are not this account's.
    expect(await findPublishedOnLinkedIn(ask(text, { ...credentials, author_urn: "urn:li:organization:1" }), { baseUrl: server.url, ...TIMEOUT })).toEqual({ kind: "not_found" });
  });

  it("Facebook: the Page's published_posts since the attempt", async () => {
    const api = createFacebookApi({ tokens: ["page-token"] });
    const server = await serve(api, "/v21.0");
    const credentials = { page_id: "101", page_access_token: "page-token" };
    const text = "Open mic on Friday — bring a friend";
    const sent = await send(facebookPublisher, server.url, text, credentials);
    await findsWhatWasSent(findPublishedOnFacebook, server.url, credentials, sent, text);
    const call = server.calls.find((c) => c.path === "/101/published_posts")!;
    expect(call.query.get("fields")).toBe("id,message,created_time,permalink_url");
    expect(call.query.get("since")).toMatch(/^\d+$/);
  });

  it("Instagram: the account's media, captions and permalinks", async () => {
    const image = await hostImage(await testImage(1080, 1080, "jpeg"), "image/jpeg");
    closers.push(image.close);
    const api = createInstagramApi({ tokens: ["ig-token"] });
    const server = await serve(api, "/v21.0");
    const credentials = { ig_user_id: "17841400000000001", access_token: "ig-token" };
    const text = "Latte art Saturday ☕️ #latte";
    const sent = await send(createInstagramPublisher(noWait), server.url, text, credentials, image.url);
    expect(sent.permalink).toMatch(/^https:\/\/www\.instagram\.com\/p\//);
    await findsWhatWasSent(findPublishedOnInstagram, server.url, credentials, sent, text);
  });

  it("Threads: the account's threads since the attempt", async () => {
    const api = createThreadsApi({ tokens: ["th-token"] });
    const server = await serve(api, "/v1.0");
    const credentials = { threads_user_id: "2600000000000001", access_token: "th-token" };
    const text = "Which pastry should we bake next?";
    const sent = await send(createThreadsPublisher(noWait), server.url, text, credentials);
    await findsWhatWasSent(findPublishedOnThreads, server.url, credentials, sent, text);
  });

  it("Google Business Profile: the location's local posts, read to the end of the list", async () => {
    const api = createGoogleBusinessApi({ tokens: ["gb-token"] });
    const server = await serve(api);
    const credentials = { location_name: "accounts/111/locations/222", access_token: "gb-token" };
    const text = "Holiday hours: open 8–14 on the 24th";
    const sent = await send(googleBusinessPublisher, server.url, text, credentials);
    await findsWhatWasSent(findPublishedOnGoogleBusiness, server.url, credentials, sent, text);
    // More posts than a page: the list is followed by its nextPageToken.
    for (let i = 0; i < 150; i++) await send(googleBusinessPublisher, server.url, `Daily special ${i}`, credentials);
    const answer = await findPublishedOnGoogleBusiness(ask(text, credentials), { baseUrl: server.url, ...TIMEOUT });
    expect(answer).toMatchObject({ kind: "found", platformPostId: sent.platformPostId });
    expect(server.calls.filter((c) => c.method === "GET").at(-1)!.query.get("pageToken")).toBe("100");
  });

  it("TikTok cannot tell without the publish id that never came back, and asks nothing", async () => {
    const answer = await findPublishedOnTikTok(ask("Anything", { access_token: "tt" }), { baseUrl: "http://127.0.0.1:9", ...TIMEOUT });
    expect(answer).toMatchObject({ kind: "cannot_tell" });
  });
});

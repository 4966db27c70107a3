import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as duplicateRoute from "@/app/api/v1/posts/[id]/duplicate/route";
import * as postRoute from "@/app/api/v1/posts/[id]/route";
import * as postsRoute from "@/app/api/v1/posts/route";
import * as mediaRoute from "@/app/api/v1/media/route";
import { saveTestConnection } from "@/lib/testing/save-test-connection";
import { db } from "@/lib/db/client";
import { dbPool } from "@/lib/db/pool";
import { forgetServerEnv } from "@/lib/env/server-env";
import { attemptDelivery } from "@/lib/publishing/attempt-delivery";
import { claimJob } from "@/lib/publishing/claim-jobs";
import { takeScheduledPosts } from "@/lib/publishing/take-scheduled-posts";
import { describeDb } from "@/lib/testing";
import { callRoute } from "@/lib/testing/call-route";
import { startPlatformServers, type PlatformServers } from "@/lib/testing/platform-servers/start-platform-servers";
import { leaveLive, publishingBrand } from "@/lib/testing/publishing-fixtures";
import { createTestApiKey } from "@/lib/testing/test-api-key";
import { testImage, uploadForm } from "@/lib/testing/test-images";
import { testCaller } from "@/lib/testing/test-caller";

// Each platform's version of a post may choose its own image, or none
// (docs/api-decisions.md, "Per-platform versions"): the API through the real route handlers, and
// the publishing pipeline against the loopback X and LinkedIn APIs.

const POSTS = "/api/v1/posts";

describeDb("per-platform image choice", () => {
  let owner: { userId: string; brandId: string };
  let key: Awaited<ReturnType<typeof createTestApiKey>>;
  /** Uploads: a square (fits every platform), a landscape 1.9:1, and a 3.2:1 strip Instagram refuses. */
  let square: { url: string; bytes: Uint8Array };
  let landscape: { url: string; bytes: Uint8Array };
  let strip: { url: string };

  const create = (body: unknown) => callRoute(postsRoute.POST, "POST", POSTS, { headers: key.bearer, body });
  const patch = (id: string, body: unknown) => callRoute(postRoute.PATCH, "PATCH", `${POSTS}/${id}`, { headers: key.bearer, body, params: { id } });
  const get = (id: string) => callRoute(postRoute.GET, "GET", `${POSTS}/${id}`, { headers: key.bearer, params: { id } });
  async function upload(bytes: Uint8Array, name: string) {
    const res = await callRoute(mediaRoute.POST, "POST", "/api/v1/media", { headers: key.bearer, body: uploadForm(bytes, { name, type: name.endsWith(".png") ? "image/png" : "image/jpeg", altText: `Alt of ${name}` }) });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    return { url: res.body.data.media.url as string, bytes };
  }

  beforeAll(async () => {
    owner = await publishingBrand("Version images");
    key = await createTestApiKey(owner.userId, { scopes: ["post", "read"], rpm: 600 });
    square = await upload(await testImage(400, 400, "jpeg"), "square.jpg");
    landscape = await upload(await testImage(570, 300, "jpeg"), "landscape.jpg");
    strip = await upload(await testImage(320, 100, "jpeg"), "strip.jpg");
  });

  it("create stores each version's image choice; GET, the list and the webhook payload answer it; { content } versions are unchanged", async () => {
    const res = await create({
      content: "Spring menu",
      platforms: ["linkedin", "x_twitter", "bluesky"],
      brand_id: owner.brandId,
      image_url: square.url,
      versions: { linkedin: { image_url: null }, x_twitter: { content: "Spring menu 🌱", image_url: landscape.url }, bluesky: { content: "Spring menu on Bluesky" } },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const expected = { linkedin: { image_url: null }, x_twitter: { content: "Spring menu 🌱", image_url: landscape.url }, bluesky: { content: "Spring menu on Bluesky" } };
    const post = res.body.data.post;
    expect(post).toMatchObject({ content: "Spring menu", image_url: square.url, versions: expected });
    expect((await get(post.id)).body.data.post.versions).toEqual(expected);
    const list = await callRoute(postsRoute.GET, "GET", `${POSTS}?brand_id=${owner.brandId}`, { headers: key.bearer });
    expect(list.body.data.posts.find((p: { id: string }) => p.id === post.id).versions).toEqual(expected);
    expect((await db().post.findUniqueOrThrow({ where: { id: post.id } })).versions).toEqual(expected);
    const { rows } = await dbPool().query("SELECT webhook_post_json($1::uuid) AS post", [post.id]);
    expect(rows[0].post).toEqual((await get(post.id)).body.data.post);
  });

  it("a version with only an image publishes the post's content: the post's text limits still name content", async () => {
    const long = "word ".repeat(80).trim(); // 399 characters: over X's 280
    const res = await create({ content: long, platforms: ["linkedin", "x_twitter"], image_url: square.url, versions: { x_twitter: { image_url: null } } });
    expect(res.status).toBe(400);
    expect(res.body.error.details).toContainEqual(expect.objectContaining({ field: "content", platform: "x_twitter", limit: 280 }));
  });

  it("400 for an empty version, naming versions.<platform>; nothing is stored", async () => {
    const res = await create({ content: "Empty version", platforms: ["linkedin"], versions: { linkedin: {} } });
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe("invalid_request");
    expect(res.body.error.message).toContain("versions.linkedin");
    expect(res.body.error.message).toContain("a version needs content, image_url (null for no image) or both");
    expect(res.body.error.details).toContainEqual(expect.objectContaining({ field: "versions.linkedin" }));
    expect(await db().post.count({ where: { userId: owner.userId, content: "Empty version" } })).toBe(0);
  });

  it("a version's image_url is checked as image_url is: an http(s) URL, and not on a private address", async () => {
    for (const bad of ["not a url", "ftp://cdn.example.com/a.png", 42]) {
      const res = await create({ content: "Bad image", platforms: ["x_twitter"], versions: { x_twitter: { image_url: bad } } });
      expect(res.status, String(bad)).toBe(400);
      expect(res.body.error.message).toContain("versions.x_twitter.image_url");
    }
    for (const internal of ["http://127.0.0.1/a.png", "http://169.254.169.254/latest/meta-data", "http://[::1]:8080/a.png", "http://files.localhost/a.png"]) {
      const res = await create({ content: "Internal image", platforms: ["linkedin", "x_twitter"], image_url: square.url, versions: { x_twitter: { image_url: internal } } });
      expect(res.status, internal).toBe(400);
      expect(res.body.error.message).toBe("versions.x_twitter.image_url: address not allowed: it names a loopback, private, link-local or metadata address.");
      expect(res.body.error.details).toEqual([{ field: "versions.x_twitter.image_url" }]);
    }
    expect(await db().post.count({ where: { userId: owner.userId, content: { in: ["Bad image", "Internal image"] } } })).toBe(0);
  });

  it("each platform's image rules are checked on the image it publishes, and the 400 names its field and rule", async () => {
    // The strip is refused by Instagram, whichever field it comes from.
    const own = await create({ content: "Strip", platforms: ["x_twitter", "instagram"], image_url: square.url, versions: { instagram: { image_url: strip.url } } });
    expect(own.status).toBe(400);
    expect(own.body.error.message).toBe("versions.instagram.image_url: instagram: aspect ratio 3.2:1 is outside 4:5–1.91:1.");
    expect(own.body.error.details).toEqual([{ field: "versions.instagram.image_url", platform: "instagram" }]);

    // The post's strip is fine when Instagram publishes its own square instead.
    const elsewhere = await create({ content: "Strip for X", platforms: ["x_twitter", "instagram"], image_url: strip.url, versions: { instagram: { image_url: square.url } } });
    expect(elsewhere.status, JSON.stringify(elsewhere.body)).toBe(200);

    // Both fields broken at once: one 400 naming each.
    const both = await create({ content: "Strips", platforms: ["instagram", "threads", "google_business"], image_url: strip.url, versions: { google_business: { image_url: strip.url } } });
    expect(both.status).toBe(400);
    expect(both.body.error.message).toBe("image_url: instagram: aspect ratio 3.2:1 is outside 4:5–1.91:1; versions.google_business.image_url: google_business: 100 px tall, less than 250 px.");
    expect(both.body.error.details).toEqual([
      { field: "image_url", platform: "instagram" },
      { field: "versions.google_business.image_url", platform: "google_business" },
    ]);
  });

  it("Instagram and TikTok are checked on the image they will publish: none from their version is a draft's warning naming that field, their own image without a post image is fine", async () => {
    const none = await create({ content: "No picture", platforms: ["linkedin", "instagram"], image_url: square.url, versions: { instagram: { image_url: null } } });
    expect(none.status, JSON.stringify(none.body)).toBe(200);
    expect(none.body.data.warnings).toEqual([expect.objectContaining({ platform: "instagram", field: "versions.instagram.image_url", message: expect.stringContaining("Instagram cannot publish text alone") })]);

    const ownOnly = await create({ content: "Only TikTok has a picture", platforms: ["linkedin", "tiktok"], versions: { tiktok: { image_url: square.url } } });
    expect(ownOnly.status, JSON.stringify(ownOnly.body)).toBe(200);
    expect(ownOnly.body.data.post).toMatchObject({ image_url: null, versions: { tiktok: { image_url: square.url } } });
    expect(ownOnly.body.data.warnings).toEqual([]);
  });

  it("PATCH: versions left out keep the image choices, given replace them, null clears them; the post's image change is checked against the platforms that follow it", async () => {
    const made = await create({ content: "Patched", platforms: ["linkedin", "x_twitter", "instagram"], image_url: square.url, versions: { linkedin: { image_url: null }, instagram: { image_url: landscape.url } } });
    expect(made.status, JSON.stringify(made.body)).toBe(200);
    const { id } = made.body.data.post;

    const kept = await patch(id, { content: "Patched again" });
    expect(kept.status, JSON.stringify(kept.body)).toBe(200);
    expect(kept.body.data.post.versions).toEqual({ linkedin: { image_url: null }, instagram: { image_url: landscape.url } });

    // The post's image is no longer needed by Instagram (it has its own): clearing it is fine.
    const noPostImage = await patch(id, { image_url: null });
    expect(noPostImage.status, JSON.stringify(noPostImage.body)).toBe(200);
    expect(noPostImage.body.data.post).toMatchObject({ image_url: null, versions: { instagram: { image_url: landscape.url } } });

    // Replacing the versions so Instagram follows the (now absent) post image keeps a draft, with a warning naming image_url.
    const follows = await patch(id, { versions: { x_twitter: { content: "X text" } } });
    expect(follows.status, JSON.stringify(follows.body)).toBe(200);
    expect(follows.body.data.warnings).toEqual([expect.objectContaining({ field: "image_url", platform: "instagram" })]);
    expect((await get(id)).body.data.post.versions).toEqual({ x_twitter: { content: "X text" } });

    const replaced = await patch(id, { image_url: square.url, versions: { x_twitter: { image_url: landscape.url } } });
    expect(replaced.status, JSON.stringify(replaced.body)).toBe(200);
    expect(replaced.body.data.post).toMatchObject({ image_url: square.url, versions: { x_twitter: { image_url: landscape.url } } });

    // A version's image refused on PATCH leaves the stored post as it was.
    const refused = await patch(id, { versions: { instagram: { image_url: strip.url } } });
    expect(refused.status).toBe(400);
    expect(refused.body.error.details).toEqual([{ field: "versions.instagram.image_url", platform: "instagram" }]);
    expect((await get(id)).body.data.post.versions).toEqual({ x_twitter: { image_url: landscape.url } });

    const cleared = await patch(id, { versions: null });
    expect(cleared.status).toBe(200);
    expect(cleared.body.data.post.versions).toEqual({});
  });

  it("duplicate copies each version's image choice", async () => {
    const { id } = (await create({ content: "Copied", platforms: ["linkedin", "x_twitter"], image_url: square.url, versions: { linkedin: { image_url: null }, x_twitter: { image_url: landscape.url } } })).body.data.post;
    const copy = await callRoute(duplicateRoute.POST, "POST", `${POSTS}/${id}/duplicate`, { headers: key.bearer, params: { id } });
    expect(copy.status, JSON.stringify(copy.body)).toBe(201);
    expect(copy.body.data.post).toMatchObject({ image_url: square.url, versions: { linkedin: { image_url: null }, x_twitter: { image_url: landscape.url } } });
  });

  describe("publishing", () => {
    let platforms: PlatformServers;

    beforeAll(async () => {
      platforms = await startPlatformServers({ x: ["x-token"], facebook: [], instagram: [], threads: [], linkedin: ["li-token"], googleBusiness: [], tiktok: [] });
      process.env.PUBLISH_MODE = "live";
      process.env.X_API_BASE_URL = platforms.env.X_API_BASE_URL;
      process.env.LINKEDIN_API_BASE_URL = platforms.env.LINKEDIN_API_BASE_URL;
      process.env.CONNECTIONS_ENCRYPTION_KEYS ??= `k1:${randomBytes(32).toString("base64")}`;
      forgetServerEnv();
      const caller = await testCaller(owner.userId);
      await saveTestConnection(caller, owner.brandId, { platform: "x_twitter", credentials: { access_token: "x-token" } });
      await saveTestConnection(caller, owner.brandId, { platform: "linkedin", credentials: { access_token: "li-token", author_urn: "urn:li:organization:5515715" } });
    });
    afterAll(async () => {
      delete process.env.LINKEDIN_API_BASE_URL;
      leaveLive();
      await platforms.close();
    });

    async function publish(post: { id: string }, platformIds: ("x_twitter" | "linkedin")[]) {
      const runAt = new Date(Date.now() - 1000);
      await db().post.update({ where: { id: post.id }, data: { status: "scheduled", scheduledAt: runAt } });
      const job = await db().publishJob.create({ data: { postId: post.id, runAt } });
      const [due] = await takeScheduledPosts([(await claimJob(job.id, "version-images-test"))!]);
      for (const platform of platformIds) expect(await attemptDelivery(due, platform)).toEqual({ platform, status: "succeeded" });
    }

    it("each platform receives its own image, none, or the post's", async () => {
      const own = await create({
        content: "Each its own picture",
        platforms: ["x_twitter", "linkedin"],
        brand_id: owner.brandId,
        image_url: square.url,
        versions: { linkedin: { image_url: null }, x_twitter: { image_url: landscape.url } },
      });
      expect(own.status, JSON.stringify(own.body)).toBe(200);
      await publish(own.body.data.post, ["x_twitter", "linkedin"]);

      // X got the landscape upload, with its alt text; LinkedIn a post with no image at all.
      expect(platforms.x.tweets).toEqual([expect.objectContaining({ text: "Each its own picture", mediaIds: [platforms.x.media[0].id] })]);
      expect(new Uint8Array(platforms.x.media[0].bytes)).toEqual(landscape.bytes);
      expect(platforms.x.media[0]).toMatchObject({ mimeType: "image/jpeg", altText: "Alt of landscape.jpg" });
      expect(platforms.linkedin.images).toEqual([]);
      expect(platforms.linkedin.posts).toEqual([expect.objectContaining({ commentary: "Each its own picture", media: null })]);

      // A post whose versions make no image choice: both publish the post's square.
      const shared = await create({ content: "One picture for all", platforms: ["x_twitter", "linkedin"], brand_id: owner.brandId, image_url: square.url, versions: { linkedin: { content: "LinkedIn words" } } });
      await publish(shared.body.data.post, ["x_twitter", "linkedin"]);
      expect(new Uint8Array(platforms.x.media[1].bytes)).toEqual(square.bytes);
      expect(platforms.x.tweets[1]).toMatchObject({ text: "One picture for all", mediaIds: [platforms.x.media[1].id] });
      expect(new Uint8Array(platforms.linkedin.images[0].bytes!)).toEqual(square.bytes);
      expect(platforms.linkedin.posts[1]).toMatchObject({ commentary: "LinkedIn words", media: { id: platforms.linkedin.images[0].urn, altText: "Alt of square.jpg" } });
    });
  });
});

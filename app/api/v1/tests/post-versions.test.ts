import { afterAll, afterEach, beforeAll, expect, it } from "vitest";
import * as postRoute from "@/app/api/v1/posts/[id]/route";
import * as postsRoute from "@/app/api/v1/posts/route";
import { db } from "@/lib/db/client";
import { dbPool } from "@/lib/db/pool";
import { attemptDelivery } from "@/lib/publishing/attempt-delivery";
import { claimJob } from "@/lib/publishing/claim-jobs";
import { takeScheduledPosts } from "@/lib/publishing/take-scheduled-posts";
import { describeDb } from "@/lib/testing";
import { callRoute } from "@/lib/testing/call-route";
import { type Loopback, startLoopback } from "@/lib/testing/loopback-server";
import { goLiveWithX, leaveLive, publishingBrand } from "@/lib/testing/publishing-fixtures";
import { createTestApiKey } from "@/lib/testing/test-api-key";

// Issue 11, item 1: per-platform versions of a post, through the real route handlers and the
// publishing pipeline (live, against a loopback X API).

const POSTS = "/api/v1/posts";

describeDb("per-platform versions", () => {
  let owner: { userId: string; brandId: string };
  let key: Awaited<ReturnType<typeof createTestApiKey>>;
  let x: Loopback | undefined;

  beforeAll(async () => {
    owner = await publishingBrand("Versions");
    key = await createTestApiKey(owner.userId, { scopes: ["post", "read"] });
  });
  afterEach(async () => {
    await x?.close();
    x = undefined;
    leaveLive();
  });
  afterAll(leaveLive);

  const create = (body: unknown) => callRoute(postsRoute.POST, "POST", POSTS, { headers: key.bearer, body });
  const patch = (id: string, body: unknown) => callRoute(postRoute.PATCH, "PATCH", `${POSTS}/${id}`, { headers: key.bearer, body, params: { id } });
  const get = (id: string) => callRoute(postRoute.GET, "GET", `${POSTS}/${id}`, { headers: key.bearer, params: { id } });

  it("create stores versions; GET, the list and PATCH answer them; a post without any has {}", async () => {
    const res = await create({
      content: "Our spring menu is here: cardamom buns, rhubarb soda and a new single origin from Huila.",
      platforms: ["linkedin", "x_twitter", "bluesky"],
      brand_id: owner.brandId,
      versions: { x_twitter: { content: "Spring menu is live 🌱" } },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const post = res.body.data.post;
    expect(post.content).toBe("Our spring menu is here: cardamom buns, rhubarb soda and a new single origin from Huila.");
    expect(post.versions).toEqual({ x_twitter: { content: "Spring menu is live 🌱" } });
    expect((await get(post.id)).body.data.post.versions).toEqual({ x_twitter: { content: "Spring menu is live 🌱" } });
    const list = await callRoute(postsRoute.GET, "GET", `${POSTS}?brand_id=${owner.brandId}`, { headers: key.bearer });
    expect(list.body.data.posts.find((p: { id: string }) => p.id === post.id).versions).toEqual({ x_twitter: { content: "Spring menu is live 🌱" } });

    const plain = await create({ content: "Nothing special", platforms: ["bluesky"] });
    expect(plain.body.data.post.versions).toEqual({});
    expect((await get(plain.body.data.post.id)).body.data.post.versions).toEqual({});
  });

  it("PATCH replaces the whole versions object, keeps it when left out, and null clears it", async () => {
    const { id } = (await create({ content: "Default", platforms: ["linkedin", "bluesky"], versions: { linkedin: { content: "LinkedIn text" } } })).body.data.post;
    const replaced = await patch(id, { versions: { bluesky: { content: "Bluesky text" } } });
    expect(replaced.status).toBe(200);
    expect(replaced.body.data.post.versions).toEqual({ bluesky: { content: "Bluesky text" } });
    const kept = await patch(id, { content: "New default" });
    expect(kept.body.data.post).toMatchObject({ content: "New default", versions: { bluesky: { content: "Bluesky text" } } });
    const cleared = await patch(id, { versions: null });
    expect(cleared.body.data.post.versions).toEqual({});
    expect((await db().post.findUniqueOrThrow({ where: { id } })).versions).toEqual({});
  });

  it("400 naming the platform for a version of a platform the post does not use (create, patch, and platforms narrowed by PATCH)", async () => {
    const res = await create({ content: "Hi", platforms: ["linkedin"], versions: { threads: { content: "Threads text" } } });
    expect(res.status).toBe(400);
    expect(res.body.error.message).toContain("threads");
    expect(res.body.error.details).toContainEqual(expect.objectContaining({ field: "versions.threads", platform: "threads" }));

    const { id } = (await create({ content: "Hi", platforms: ["linkedin", "bluesky"], versions: { bluesky: { content: "B" } } })).body.data.post;
    const stray = await patch(id, { versions: { facebook: { content: "F" } } });
    expect(stray.status).toBe(400);
    expect(stray.body.error.message).toContain("facebook");
    const narrowed = await patch(id, { platforms: ["linkedin"] });
    expect(narrowed.status).toBe(400);
    expect(narrowed.body.error.message).toContain("bluesky");
    expect((await get(id)).body.data.post).toMatchObject({ platforms: ["linkedin", "bluesky"], versions: { bluesky: { content: "B" } } });
    const both = await patch(id, { platforms: ["linkedin"], versions: null });
    expect(both.body.data.post).toMatchObject({ platforms: ["linkedin"], versions: {} });
  });

  it("400 for a platform id that does not exist as a key, and for an empty version or one with other fields", async () => {
    for (const versions of [{ myspace: { content: "x" } }, { linkedin: {} }, { linkedin: { content: "x", alt_text: "y" } }, { linkedin: "text" }, []]) {
      const res = await create({ content: "Hi", platforms: ["linkedin"], versions });
      expect(res.status, JSON.stringify(versions)).toBe(400);
      expect(res.body.error.message).toContain("versions");
    }
  });

  it("each platform's limit is checked on the text it will publish; the error names the platform and the field", async () => {
    const long = "word ".repeat(80).trim(); // 399 characters: over X's 280 and Bluesky's 300, fine for LinkedIn
    const fits = await create({ content: long, platforms: ["linkedin", "x_twitter"], versions: { x_twitter: { content: "Short for X" } } });
    expect(fits.status, JSON.stringify(fits.body)).toBe(200);

    const overX = await create({ content: "Short", platforms: ["linkedin", "x_twitter"], versions: { x_twitter: { content: long } } });
    expect(overX.status).toBe(400);
    expect(overX.body.error.message).toContain("versions.x_twitter.content");
    expect(overX.body.error.message).toContain("X");
    expect(overX.body.error.details).toContainEqual(expect.objectContaining({ field: "versions.x_twitter.content", platform: "x_twitter", limit: 280 }));

    const defaultOverBluesky = await create({ content: long, platforms: ["bluesky", "x_twitter"], versions: { x_twitter: { content: "Short for X" } } });
    expect(defaultOverBluesky.status).toBe(400);
    expect(defaultOverBluesky.body.error.details).toContainEqual(expect.objectContaining({ field: "content", platform: "bluesky" }));

    const { id } = fits.body.data.post;
    const patched = await patch(id, { versions: { x_twitter: { content: long } } });
    expect(patched.status).toBe(400);
    expect(patched.body.error.message).toContain("x_twitter");
    expect((await get(id)).body.data.post.versions).toEqual({ x_twitter: { content: "Short for X" } });
  });

  it("version text has the hygiene and bounds of content: NUL, lone surrogates, invisible-only, too long are 400; stored NFC", async () => {
    for (const [bad, reason] of [
      ["Bad\u0000text", /NUL/],
      ["Bad\ud800text", /unpaired UTF-16 surrogates/],
      ["\u200b\u200b", /visible/],
      ["   ", /empty/],
      ["x".repeat(200_000), /at most/],
    ] as const) {
      const res = await create({ content: "Fine", platforms: ["facebook"], versions: { facebook: { content: bad } } });
      expect(res.status).toBe(400);
      expect(res.body.error.message).toContain("versions.facebook.content");
      expect(res.body.error.message).toMatch(reason);
    }
    const res = await create({ content: "Fine", platforms: ["facebook"], versions: { facebook: { content: "Cafe\u0301" } } });
    expect(res.body.data.post.versions.facebook.content).toBe("Caf\u00e9");
  });

  it("publishing sends each platform its own version, and the default text to a platform without one", async () => {
    x = await startLoopback({ "POST /2/tweets": { status: 201, json: { data: { id: "1790000000000000077", text: "ok" } } } });
    await goLiveWithX(owner, x.baseUrl);
    const withVersion = (await create({ content: "The long default text for every other network.", platforms: ["x_twitter", "linkedin"], brand_id: owner.brandId, versions: { x_twitter: { content: "X's own text" } } })).body.data.post;
    const withoutVersion = (await create({ content: "The default text.", platforms: ["x_twitter", "linkedin"], brand_id: owner.brandId, versions: { linkedin: { content: "LinkedIn's own" } } })).body.data.post;
    const runAt = new Date(Date.now() - 1000);
    for (const post of [withVersion, withoutVersion]) {
      await db().post.update({ where: { id: post.id }, data: { status: "scheduled", scheduledAt: runAt } });
      const job = await db().publishJob.create({ data: { postId: post.id, runAt } });
      const [due] = await takeScheduledPosts([(await claimJob(job.id, "versions-test"))!]);
      expect(await attemptDelivery(due, "x_twitter")).toEqual({ platform: "x_twitter", status: "succeeded" });
    }
    expect(x.requests.map((request) => JSON.parse(request.body).text)).toEqual(["X's own text", "The default text."]);
  });

  it("a webhook payload's post carries versions as GET shows them", async () => {
    const { id } = (await create({ content: "Hooked", platforms: ["linkedin"], versions: { linkedin: { content: "Hooked on LinkedIn" } } })).body.data.post;
    const { rows } = await dbPool().query("SELECT webhook_post_json($1::uuid) AS post", [id]);
    const shown = (await get(id)).body.data.post;
    expect(rows[0].post).toEqual(shown);
  });
});

import { beforeAll, expect, it } from "vitest";
import * as postRoute from "@/app/api/v1/posts/[id]/route";
import * as postsRoute from "@/app/api/v1/posts/route";
import { db } from "@/lib/db/client";
import { createTestUser, describeDb, sessionHeaders } from "@/lib/testing";
import { callRoute } from "@/lib/testing/call-route";
import { createTestApiKey } from "@/lib/testing/test-api-key";

const POSTS = "/api/v1/posts";

describeDb("POST /posts", () => {
  let owner: Awaited<ReturnType<typeof createTestUser>>;
  let key: Awaited<ReturnType<typeof createTestApiKey>>;
  let brandId: string;
  let theirBrand: string;

  beforeAll(async () => {
    owner = await createTestUser();
    key = await createTestApiKey(owner.id, { scopes: ["post", "read"] });
    brandId = (await db().brand.create({ data: { userId: owner.id, name: "A", website: "https://a.example" } })).id;
    const other = await createTestUser();
    theirBrand = (await db().brand.create({ data: { userId: other.id, name: "T", website: "https://t.example" } })).id;
  });

  it("200 (not 201): a draft with every Post field, source api", async () => {
    const res = await callRoute(postsRoute.POST, "POST", POSTS, {
      headers: key.bearer,
      body: { content: "Fresh roast today.", platforms: ["x_twitter", "linkedin"], brand_id: brandId },
    });
    expect(res.status).toBe(200);
    expect(res.body.data.post).toEqual({
      id: expect.any(String),
      content: "Fresh roast today.",
      versions: {},
      platforms: ["x_twitter", "linkedin"],
      brand_id: brandId,
      image_url: null,
      status: "draft",
      source: "api",
      scheduled_at: null,
      published_at: null,
      created_at: expect.any(String),
    });
  });

  it("source is dashboard for a session", async () => {
    const res = await callRoute(postsRoute.POST, "POST", POSTS, {
      headers: await sessionHeaders(owner.id),
      body: { content: "From the dashboard", platforms: ["facebook"] },
    });
    expect(res.status).toBe(200);
    expect(res.body.data.post.source).toBe("dashboard");
  });

  it.each([
    [{ platforms: ["x_twitter"] }, "content"],
    [{ content: "   ", platforms: ["x_twitter"] }, "content"],
    [{ content: "hi" }, "platforms"],
    [{ content: "hi", platforms: [] }, "platforms"],
    [{ content: "hi", platforms: ["myspace"] }, "platforms[0]"],
    [{ content: "hi", platforms: ["x_twitter", "x_twitter"] }, "platforms[1]"],
    [{ content: "hi", platforms: ["x_twitter"], image_url: "not a url" }, "image_url"],
    [{ content: "hi", platforms: ["x_twitter"], brand_id: "nope" }, "brand_id"],
    [{ content: "x".repeat(281), platforms: ["linkedin", "x_twitter"] }, "X"],
    [{ content: "x".repeat(301), platforms: ["bluesky", "facebook"] }, "Bluesky"],
    [{ content: "hi", platforms: ["facebook"], visibility: "public" }, "visibility"],
  ])("400 for %j (message names %s)", async (body, named) => {
    const res = await callRoute(postsRoute.POST, "POST", POSTS, { headers: key.bearer, body });
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe("invalid_request");
    expect(res.body.error.message).toContain(named);
  });

  it("400 for a brand that is not the caller's; nothing is stored", async () => {
    const before = await db().post.count({ where: { userId: owner.id } });
    const res = await callRoute(postsRoute.POST, "POST", POSTS, { headers: key.bearer, body: { content: "hi", platforms: ["facebook"], brand_id: theirBrand } });
    expect(res.status).toBe(400);
    expect(res.body.error.message).toContain("brand_id");
    expect(await db().post.count({ where: { userId: owner.id } })).toBe(before);
  });

  it("a draft for Instagram or TikTok may wait for its image: 200 with a warning naming the platform (scheduling it is refused: draft-media.test.ts)", async () => {
    for (const [platforms, label] of [[["instagram"], "Instagram"], [["tiktok", "facebook"], "TikTok"]] as const) {
      const res = await callRoute(postsRoute.POST, "POST", POSTS, { headers: key.bearer, body: { content: "hi", platforms } });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      expect(res.body.data.post.status).toBe("draft");
      expect(res.body.data.warnings).toEqual([expect.objectContaining({ code: "media_required", platform: platforms[0], message: expect.stringContaining(`${label} cannot publish text alone`) })]);
    }
  });

  it("an image makes Instagram possible", async () => {
    const res = await callRoute(postsRoute.POST, "POST", POSTS, {
      headers: key.bearer,
      body: { content: "Look", platforms: ["instagram"], image_url: "https://cdn.example/cup.jpg" },
    });
    expect(res.status).toBe(200);
    expect(res.body.data.post.image_url).toBe("https://cdn.example/cup.jpg");
  });

  it("403 brand_forbidden for a brand-restricted key on another brand or no brand", async () => {
    const otherBrand = (await db().brand.create({ data: { userId: owner.id, name: "B", website: "https://b.example" } })).id;
    const restricted = await createTestApiKey(owner.id, { scopes: ["post"], brandIds: [brandId] });
    for (const body of [{ content: "hi", platforms: ["facebook"], brand_id: otherBrand }, { content: "hi", platforms: ["facebook"] }]) {
      const res = await callRoute(postsRoute.POST, "POST", POSTS, { headers: restricted.bearer, body });
      expect(res.status).toBe(403);
      expect(res.body.error.code).toBe("brand_forbidden");
    }
  });
});

describeDb("GET /posts and GET /posts/{id}", () => {
  let owner: Awaited<ReturnType<typeof createTestUser>>;
  let key: Awaited<ReturnType<typeof createTestApiKey>>;
  let brandA: string;
  let brandB: string;
  const ids: string[] = [];

  beforeAll(async () => {
    owner = await createTestUser();
    key = await createTestApiKey(owner.id, { scopes: ["read"] });
    brandA = (await db().brand.create({ data: { userId: owner.id, name: "A", website: "https://a.example" } })).id;
    brandB = (await db().brand.create({ data: { userId: owner.id, name: "B", website: "https://b.example" } })).id;
    const base = Date.parse("2026-01-01T00:00:00Z");
    for (let i = 0; i < 7; i++) {
      const post = await db().post.create({
        data: {
          userId: owner.id,
          brandId: i % 2 === 0 ? brandA : brandB,
          content: `post ${i}`,
          platforms: ["facebook"],
          status: i < 5 ? "draft" : "published",
          source: "api",
          createdAt: new Date(base + i * 1000),
        },
      });
      ids.push(post.id);
    }
    const other = await createTestUser();
    await db().post.create({ data: { userId: other.id, content: "not yours", platforms: ["facebook"], source: "api" } });
  });

  const list = async (query: string, headers = key.bearer) => callRoute(postsRoute.GET, "GET", `${POSTS}${query}`, { headers });

  it("defaults to page 1, limit 50, newest first, total over all pages", async () => {
    const res = await list("");
    expect(res.status).toBe(200);
    expect(res.body.data.posts.map((p: { id: string }) => p.id)).toEqual([...ids].reverse());
    expect(res.body.data.pagination).toEqual({ page: 1, limit: 50, total: 7, next_cursor: null });
  });

  it("pages: limit 3 gives 3, 3, 1, then an empty page with the true total", async () => {
    const pages = await Promise.all([1, 2, 3, 4].map((page) => list(`?limit=3&page=${page}`)));
    expect(pages.map((p) => p.body.data.posts.length)).toEqual([3, 3, 1, 0]);
    expect(pages.map((p) => p.body.data.pagination.total)).toEqual([7, 7, 7, 7]);
    const seen = pages.flatMap((p) => p.body.data.posts.map((post: { id: string }) => post.id));
    expect(new Set(seen).size).toBe(7);
  });

  it("filters by brand and status", async () => {
    const byBrand = await list(`?brand_id=${brandB}`);
    expect(byBrand.body.data.posts.every((p: { brand_id: string }) => p.brand_id === brandB)).toBe(true);
    expect(byBrand.body.data.pagination.total).toBe(3);
    const published = await list("?status=published");
    expect(published.body.data.pagination.total).toBe(2);
    const both = await list(`?status=published&brand_id=${brandA}`);
    expect(both.body.data.posts.map((p: { content: string }) => p.content)).toEqual(["post 6"]);
  });

  it.each(["?limit=0", "?limit=101", "?page=0", "?limit=abc", "?status=deleted", "?brand_id=xyz"])("400 for %s", async (query) => {
    const res = await list(query);
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe("invalid_request");
  });

  // Any integer page from 1 to 2^53 − 1 is a page (the specification sets only its minimum): one
  // far past the end is empty, with the true total. Past 2^53 − 1 it is no exact integer any more
  // (JSON could not give it back in pagination.page): 400 naming page.
  it.each([
    ["10000000000", ""],
    ["9007199254740991", ""],
    ["10000000000", "&limit=100"],
    ["9007199254740991", "&limit=100&status=published"],
    ["10000000000", "&brand_id=BRAND_B"],
  ])("page=%s%s: an empty page with the true total, not a 500", async (page, filters) => {
    const query = filters.replace("BRAND_B", brandB);
    const first = await list(`?page=1${query}`);
    const res = await list(`?page=${page}${query}`);
    expect(res.status).toBe(200);
    expect(res.body.data.posts).toEqual([]);
    expect(res.body.data.pagination).toEqual({ page: Number(page), limit: first.body.data.pagination.limit, total: first.body.data.pagination.total, next_cursor: null });
    expect(first.body.data.pagination.total).toBeGreaterThan(0);
  });

  it("a brand-restricted key's page far past the end is empty too (its brands are merged ranges)", async () => {
    const restricted = await createTestApiKey(owner.id, { scopes: ["read"], brandIds: [brandA, brandB] });
    const res = await list("?page=9007199254740991&limit=100", restricted.bearer);
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ posts: [], pagination: { page: 9007199254740991, total: 7, next_cursor: null } });
  });

  it.each(["9007199254740992", "100000000000000000000", "1e400", "Infinity", "-1", "1.5"])("page=%s: 400 naming page", async (page) => {
    const res = await list(`?page=${page}`);
    expect(res.status).toBe(400);
    expect(res.body.error).toMatchObject({ code: "invalid_request", details: [{ field: "page" }] });
  });

  it("a brand-restricted key sees only its brands' posts, and 403 when filtering by another", async () => {
    const restricted = await createTestApiKey(owner.id, { scopes: ["read"], brandIds: [brandA] });
    const res = await list("", restricted.bearer);
    expect(res.body.data.pagination.total).toBe(4);
    expect(res.body.data.posts.every((p: { brand_id: string }) => p.brand_id === brandA)).toBe(true);
    const forbidden = await list(`?brand_id=${brandB}`, restricted.bearer);
    expect(forbidden.status).toBe(403);
    expect(forbidden.body.error.code).toBe("brand_forbidden");
  });

  it("GET /posts/{id}: the post with its deliveries; 404 for another user's; 403 outside a key's brands", async () => {
    const res = await callRoute(postRoute.GET, "GET", `${POSTS}/${ids[0]}`, { headers: key.bearer, params: { id: ids[0] } });
    expect(res.status).toBe(200);
    expect(res.body.data.post).toMatchObject({ id: ids[0], content: "post 0", deliveries: [] });
    const theirs = await db().post.findFirstOrThrow({ where: { content: "not yours" } });
    const notFound = await callRoute(postRoute.GET, "GET", `${POSTS}/${theirs.id}`, { headers: key.bearer, params: { id: theirs.id } });
    expect(notFound.status).toBe(404);
    const restricted = await createTestApiKey(owner.id, { scopes: ["read"], brandIds: [brandA] });
    const forbidden = await callRoute(postRoute.GET, "GET", `${POSTS}/${ids[1]}`, { headers: restricted.bearer, params: { id: ids[1] } });
    expect(forbidden.status).toBe(403);
  });
});

import { beforeAll, expect, it } from "vitest";
import * as analyticsRoute from "@/app/api/v1/analytics/route";
import * as postRoute from "@/app/api/v1/posts/[id]/route";
import * as duplicateRoute from "@/app/api/v1/posts/[id]/duplicate/route";
import * as postsRoute from "@/app/api/v1/posts/route";
import { scoreConsistency } from "@/lib/content/score/score-consistency";
import { db } from "@/lib/db/client";
import { dbPool } from "@/lib/db/pool";
import { describeDb } from "@/lib/testing";
import { callRoute } from "@/lib/testing/call-route";
import { makeRequest, routeParams } from "@/lib/testing/make-request";
import { publishingBrand } from "@/lib/testing/publishing-fixtures";
import { deliveryPublishedAt, storeSnapshot } from "@/lib/testing/snapshot-fixtures";
import { createTestApiKey } from "@/lib/testing/test-api-key";
import { voiceColumns, type VoiceInput } from "@/lib/schemas/voice";

// Voice against performance (docs/analytics.md): a post's theme and consistency score are written
// with the post, and GET /api/v1/analytics groups the rollups by them.

const VOICE: VoiceInput = {
  personality_traits: ["warm", "curious"],
  tone_attributes: { formality: 0.4, energy: 0.6, warmth: 0.8 },
  language_patterns: { vocabulary_level: "moderate", sentence_structure: "short sentences", signature_phrases: ["Brewed with care"] },
  content_themes: [
    { theme: "Coffee origins", keywords: ["ethiopia", "farm", "harvest"] },
    { theme: "Community events", keywords: ["meetup", "workshop", "neighbours"] },
  ],
};

const get = (query: Record<string, string>, headers: Record<string, string>) => callRoute(analyticsRoute.GET, "GET", `/api/v1/analytics?${new URLSearchParams(query)}`, { headers });
const stored = async (postId: string) => (await dbPool().query<{ content_theme: string | null; consistency_score: number | null }>("SELECT content_theme, consistency_score FROM posts WHERE id = $1", [postId])).rows[0];

describeDb("voice against performance", () => {
  let owner: { userId: string; workspaceId: string; brandId: string };
  let bearer: Record<string, string>;
  const range = { from: "2026-03-01", to: "2026-03-31" };

  /** A published X post with the given theme and score, one reading with `views` and `likes`. */
  async function published(theme: string | null, score: number | null, views: number, likes: number, day = 10) {
    const delivery = await deliveryPublishedAt(owner, "x_twitter", new Date(Date.UTC(2026, 2, day, 12)));
    await dbPool().query("UPDATE posts SET content_theme = $2, consistency_score = $3 WHERE id = $1", [delivery.postId, theme, score]);
    await storeSnapshot(delivery, "x_twitter", new Date(Date.UTC(2026, 2, day, 13)), { views, likes, reach: "not_offered" });
    return delivery;
  }

  beforeAll(async () => {
    owner = await publishingBrand("Voice performance");
    await db().brandVoice.create({ data: { brandId: owner.brandId, ...voiceColumns(VOICE, 1) } });
    ({ bearer } = await createTestApiKey(owner.userId, { scopes: ["read", "post"] }));
    // Coffee origins, high: 5 posts (enough); Community events, low: 2 posts (not enough); one without theme or score.
    for (let i = 0; i < 5; i++) await published("Coffee origins", 0.8 + i * 0.01, 100, 10 + i);
    await published("Community events", 0.3, 200, 2);
    await published("Community events", 0.6, 300, 3);
    const bluesky = await deliveryPublishedAt(owner, "bluesky", new Date(Date.UTC(2026, 2, 11, 12)));
    await storeSnapshot(bluesky, "bluesky", new Date(Date.UTC(2026, 2, 11, 13)), { views: "not_offered", likes: 7 });
  });

  it("a post is written with its best theme and the scorer's consistency score; edits and duplicates score again; no brand: none", async () => {
    const text = "Our Ethiopia harvest arrived from the farm this week. Brewed with care.";
    const created = await callRoute(postsRoute.POST, "POST", "/api/v1/posts", { headers: bearer, body: { content: text, platforms: ["x_twitter"], brand_id: owner.brandId } });
    expect(created.status).toBe(200);
    const id = created.body.data.post.id;
    const first = await stored(id);
    expect(first.content_theme).toBe("Coffee origins");
    expect(first.consistency_score).toBe(scoreConsistency(VOICE, text).score);
    expect(first.consistency_score).toBeGreaterThan(0);

    const edited = "Join our neighbours at the latte workshop meetup on Saturday.";
    const patched = await callRoute(postRoute.PATCH, "PATCH", `/api/v1/posts/${id}`, { headers: bearer, params: { id }, body: { content: edited } });
    expect(patched.status).toBe(200);
    expect((await stored(id)).content_theme).toBe("Community events");
    expect((await stored(id)).consistency_score).toBe(scoreConsistency(VOICE, edited).score);

    const copy = await callRoute(duplicateRoute.POST, "POST", `/api/v1/posts/${id}/duplicate`, { headers: bearer, params: { id } });
    expect(copy.status).toBe(201);
    expect(await stored(copy.body.data.post.id)).toEqual(await stored(id));

    const offTopic = await callRoute(postsRoute.POST, "POST", "/api/v1/posts", { headers: bearer, body: { content: "Tax forms are due.", platforms: ["x_twitter"], brand_id: owner.brandId } });
    expect((await stored(offTopic.body.data.post.id)).content_theme).toBeNull();
    const noBrand = await db().post.create({ data: { userId: owner.userId, content: "x", platforms: ["x_twitter"], source: "api" } });
    expect(await stored(noBrand.id)).toEqual({ content_theme: null, consistency_score: null });
  });

  it("groups by theme per platform with the posts behind each figure; fewer than 5 rated posts is not enough", async () => {
    const res = await get({ brand_id: owner.brandId, ...range, group_by: "theme" }, bearer);
    expect(res.status).toBe(200);
    const { groups, totals } = res.body.data.analytics;
    expect(groups.map((group: any) => [group.theme, group.platform, group.deliveries, group.sample])).toEqual([
      ["Coffee origins", "x_twitter", 5, { posts: 5, min_posts: 5, enough: true }],
      ["Community events", "x_twitter", 2, { posts: 2, min_posts: 5, enough: false }],
      [null, "bluesky", 1, { posts: 0, min_posts: 5, enough: false }],
    ]);
    expect(groups[0].engagement_rate).toEqual({ value: (10 + 11 + 12 + 13 + 14) / 500, deliveries: 5 });
    expect(groups[1].metrics.views).toEqual({ total: 500, deliveries: 2 });
    // The groups sum to the same totals as the day grouping (the same deliveries, once each).
    const byDay = (await get({ brand_id: owner.brandId, ...range }, bearer)).body.data.analytics.totals;
    expect(totals).toEqual(byDay);
    expect(totals.deliveries).toBe(8);
  });

  it("groups by consistency band (high, medium, low, unscored) per platform", async () => {
    const res = await get({ brand_id: owner.brandId, ...range, group_by: "consistency_band" }, bearer);
    expect(res.status).toBe(200);
    expect(res.body.data.analytics.groups.map((group: any) => [group.consistency_band, group.platform, group.deliveries, group.sample.enough])).toEqual([
      ["high", "x_twitter", 5, true],
      ["medium", "x_twitter", 1, false],
      ["low", "x_twitter", 1, false],
      ["unscored", "bluesky", 1, false],
    ]);
    const onlyX = await get({ brand_id: owner.brandId, ...range, group_by: "consistency_band", platform: "x_twitter" }, bearer);
    expect(onlyX.body.data.analytics.totals.deliveries).toBe(7);
  });

  it("a later reading replaces the delivery's figures in its theme and band, counted once", async () => {
    const delivery = await published("Coffee origins", 0.9, 50, 1, 20);
    const before = (await get({ brand_id: owner.brandId, from: "2026-03-20", to: "2026-03-20", group_by: "theme" }, bearer)).body.data.analytics.groups;
    expect(before.map((group: any) => [group.theme, group.deliveries, group.metrics.views.total])).toEqual([["Coffee origins", 1, 50]]);
    // A post edited after it was counted does not move: its theme is fixed when first counted.
    await dbPool().query("UPDATE posts SET content_theme = 'Community events' WHERE id = $1", [delivery.postId]);
    await storeSnapshot(delivery, "x_twitter", new Date(Date.UTC(2026, 2, 21, 13)), { views: 80, likes: 4, reach: "not_offered" });
    const after = (await get({ brand_id: owner.brandId, from: "2026-03-20", to: "2026-03-20", group_by: "theme" }, bearer)).body.data.analytics.groups;
    expect(after.map((group: any) => [group.theme, group.deliveries, group.metrics.views.total])).toEqual([["Coffee origins", 1, 80]]);
  });

  it("format=csv has the key columns and enough_posts", async () => {
    const response = await analyticsRoute.GET(
      makeRequest("GET", `/api/v1/analytics?${new URLSearchParams({ brand_id: owner.brandId, ...range, group_by: "theme", format: "csv" })}`, { headers: bearer }),
      routeParams({}),
    );
    expect(response.status).toBe(200);
    const lines = (await response.text()).trimEnd().split("\r\n");
    expect(lines[0].startsWith("theme,platform,deliveries,")).toBe(true);
    expect(lines[0].endsWith(",engagement_rate,engagement_rate_deliveries,enough_posts")).toBe(true);
    expect(lines.slice(1).map((line) => [line.split(",")[0], line.split(",")[1], line.split(",").at(-1)])).toEqual([
      ["Coffee origins", "x_twitter", "true"],
      ["Community events", "x_twitter", "false"],
      ["", "bluesky", "false"],
    ]);
  });

  it("400 for an unknown group; 404 for another workspace's brand; 403 brand_forbidden for a restricted key's other brand", async () => {
    const unknown = await get({ brand_id: owner.brandId, group_by: "mood" }, bearer);
    expect(unknown.status).toBe(400);
    expect(unknown.body.error.details[0].field).toBe("group_by");
    const stranger = await publishingBrand("Voice stranger");
    const strangerKey = await createTestApiKey(stranger.userId, { scopes: ["read"] });
    const hidden = await get({ brand_id: owner.brandId, group_by: "theme" }, strangerKey.bearer);
    expect(hidden.status).toBe(404);
    const other = await db().brand.create({ data: { userId: owner.userId, name: "Other", website: "https://other.example" } });
    const restricted = await createTestApiKey(owner.userId, { scopes: ["read"], brandIds: [other.id] });
    const forbidden = await get({ brand_id: owner.brandId, group_by: "consistency_band" }, restricted.bearer);
    expect(forbidden.status).toBe(403);
    expect(forbidden.body.error.code).toBe("brand_forbidden");
  });
});

import { beforeAll, expect, it } from "vitest";
import * as duplicateRoute from "@/app/api/v1/posts/[id]/duplicate/route";
import * as postRoute from "@/app/api/v1/posts/[id]/route";
import * as postsRoute from "@/app/api/v1/posts/route";
import * as mediaRoute from "@/app/api/v1/media/route";
import { db } from "@/lib/db/client";
import { dbPool } from "@/lib/db/pool";
import { describeDb } from "@/lib/testing";
import { callRoute } from "@/lib/testing/call-route";
import { publishingBrand } from "@/lib/testing/publishing-fixtures";
import { createTestApiKey } from "@/lib/testing/test-api-key";
import { testImage, uploadForm } from "@/lib/testing/test-images";

// Several images per post (docs/api-decisions.md, "Several images per post") through the real
// route handlers: `media` beside `image_url` (its first URL), each platform's count and each
// image's rules, PATCH keeping what the composer does not show, and the webhook body equal to GET.

const POSTS = "/api/v1/posts";

describeDb("several images per post", () => {
  let owner: { userId: string; brandId: string };
  let key: Awaited<ReturnType<typeof createTestApiKey>>;
  /** JPEG uploads that fit every platform, and a PNG Instagram refuses. */
  let jpegs: string[];
  let png: string;

  const create = (body: unknown) => callRoute(postsRoute.POST, "POST", POSTS, { headers: key.bearer, body });
  const patch = (id: string, body: unknown) => callRoute(postRoute.PATCH, "PATCH", `${POSTS}/${id}`, { headers: key.bearer, body, params: { id } });
  const get = (id: string) => callRoute(postRoute.GET, "GET", `${POSTS}/${id}`, { headers: key.bearer, params: { id } });
  async function upload(bytes: Uint8Array, name: string) {
    const type = name.endsWith(".png") ? "image/png" : "image/jpeg";
    const res = await callRoute(mediaRoute.POST, "POST", "/api/v1/media", { headers: key.bearer, body: uploadForm(bytes, { name, type, altText: `Alt of ${name}` }) });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    return res.body.data.media.url as string;
  }

  beforeAll(async () => {
    owner = await publishingBrand("Post media");
    key = await createTestApiKey(owner.userId, { scopes: ["post", "read"], rpm: 600 });
    jpegs = [];
    for (let n = 0; n < 6; n++) jpegs.push(await upload(await testImage(400 + n, 400, "jpeg"), `plate-${n}.jpg`));
    png = await upload(await testImage(400, 400, "png"), "plate.png");
  });

  it("create stores the ordered list with alt texts; image_url is the first; GET, the list and the webhook body answer the same", async () => {
    const media = [{ url: jpegs[0], alt_text: "Tarte Tatin" }, { url: jpegs[1] }, { url: jpegs[2], alt_text: "Onion soup" }];
    const res = await create({ content: "Three plates", platforms: ["x_twitter", "bluesky", "instagram"], brand_id: owner.brandId, media });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const expected = [{ url: jpegs[0], alt_text: "Tarte Tatin" }, { url: jpegs[1], alt_text: null }, { url: jpegs[2], alt_text: "Onion soup" }];
    const post = res.body.data.post;
    expect(post).toMatchObject({ image_url: jpegs[0], media: expected });
    expect((await get(post.id)).body.data.post.media).toEqual(expected);
    const list = await callRoute(postsRoute.GET, "GET", `${POSTS}?brand_id=${owner.brandId}`, { headers: key.bearer });
    expect(list.body.data.posts.find((p: { id: string }) => p.id === post.id).media).toEqual(expected);
    const { rows } = await dbPool().query("SELECT webhook_post_json($1::uuid) AS post", [post.id]);
    expect(rows[0].post).toEqual((await get(post.id)).body.data.post);

    // Given both, image_url must be the first image.
    const agreeing = await create({ content: "Both", platforms: ["x_twitter"], image_url: jpegs[0], media: [{ url: jpegs[0] }, { url: jpegs[1] }] });
    expect(agreeing.status, JSON.stringify(agreeing.body)).toBe(200);
    const disagreeing = await create({ content: "Both", platforms: ["x_twitter"], image_url: jpegs[1], media: [{ url: jpegs[0] }, { url: jpegs[1] }] });
    expect(disagreeing.status).toBe(400);
    expect(disagreeing.body.error.details).toEqual([{ field: "image_url" }]);
  });

  it("a post with only image_url answers exactly as before (no media field), as posts stored before the list do", async () => {
    const res = await create({ content: "One plate", platforms: ["x_twitter"], image_url: jpegs[0] });
    expect(res.body.data.post.image_url).toBe(jpegs[0]);
    expect(res.body.data.post).not.toHaveProperty("media");
    // A row written before the list existed (media left at its default).
    const old = await db().post.create({ data: { userId: owner.userId, content: "Old", platforms: ["x_twitter"], imageUrl: jpegs[1], source: "api" } });
    expect((await get(old.id)).body.data.post).not.toHaveProperty("media");
    const { rows } = await dbPool().query("SELECT webhook_post_json($1::uuid) AS post", [old.id]);
    expect(rows[0].post).toEqual((await get(old.id)).body.data.post);
    // A list of one given as media answers it, with its alt text.
    const one = await create({ content: "One plate", platforms: ["x_twitter"], media: [{ url: jpegs[0], alt_text: "Tarte" }] });
    expect(one.body.data.post).toMatchObject({ image_url: jpegs[0], media: [{ url: jpegs[0], alt_text: "Tarte" }] });
  });

  it("400 naming the platform and its count for more images than it takes; nothing is stored", async () => {
    const five = jpegs.slice(0, 5).map((url) => ({ url }));
    const before = await db().post.count({ where: { userId: owner.userId } });
    const x = await create({ content: "Five", platforms: ["x_twitter", "instagram"], media: five });
    expect(x.status).toBe(400);
    expect(x.body.error.message).toMatch(/^media: x_twitter \(X\): 5 images, more than the 4 one X post takes\.$/);
    expect(x.body.error.details).toEqual([{ field: "media", platform: "x_twitter", limit: 4, actual: 5 }]);

    const google = await create({ content: "Two", platforms: ["google_business"], media: five.slice(0, 2) });
    expect(google.status).toBe(400);
    expect(google.body.error.message).toMatch(/google_business \(.+\): 2 images, but Brandcast publishes one image to /);

    // A version's own list is counted for its platform, and named by its field.
    const version = await create({ content: "Own list", platforms: ["bluesky", "instagram"], media: five, versions: { bluesky: { media: [...five] } } });
    expect(version.status).toBe(400);
    expect(version.body.error.details).toEqual([{ field: "versions.bluesky.media", platform: "bluesky", limit: 4, actual: 5 }]);
    expect(await db().post.count({ where: { userId: owner.userId } })).toBe(before);
  });

  it("Threads and LinkedIn take 20, Facebook 10, TikTok 35: one more is a 400 naming each platform and its count when the post is saved, before it can be scheduled", async () => {
    const many: string[] = [];
    for (let n = 0; n < 36; n++) many.push(await upload(await testImage(300 + n, 300, "jpeg"), `many-${n}.jpg`));
    const media = (count: number) => many.slice(0, count).map((url) => ({ url }));
    const before = await db().post.count({ where: { userId: owner.userId } });
    const over = await create({ content: "Too many", platforms: ["threads", "linkedin"], media: media(21) });
    expect(over.status).toBe(400);
    expect(over.body.error.message).toBe("media: threads (Threads): 21 images, more than the 20 one Threads post takes (a carousel); media: linkedin (LinkedIn): 21 images, more than the 20 one LinkedIn post takes (a multi-image post).");
    const facebook = await create({ content: "Too many", platforms: ["facebook"], media: media(11) });
    expect(facebook.body.error.details).toEqual([{ field: "media", platform: "facebook", limit: 10, actual: 11 }]);
    // TikTok's 35 is the most any platform takes, so the list itself stops at it (lib/schemas/post-media.ts).
    const tiktok = await create({ content: "Too many", platforms: ["tiktok"], media: [...media(36)] });
    expect(tiktok.status).toBe(400);
    expect(tiktok.body.error.message).toMatch(/media: at most 35 images/);
    expect(await db().post.count({ where: { userId: owner.userId } })).toBe(before);

    // At the bound, each is accepted with every image in order.
    const fits = await create({ content: "Twenty", platforms: ["threads", "linkedin"], media: media(20) });
    expect(fits.status, JSON.stringify(fits.body)).toBe(200);
    expect(fits.body.data.post.media.map((m: { url: string }) => m.url)).toEqual(many.slice(0, 20));
    const photoPost = await create({ content: "Thirty-five", platforms: ["tiktok", "facebook"], media: media(35), versions: { facebook: { media: media(10) } } });
    expect(photoPost.status, JSON.stringify(photoPost.body)).toBe(200);
  });

  it("each image is checked against the rules of each platform that publishes it; the 400 names its place in the list", async () => {
    const res = await create({ content: "PNG in a carousel", platforms: ["instagram", "x_twitter"], media: [{ url: jpegs[0] }, { url: png }] });
    expect(res.status).toBe(400);
    expect(res.body.error.message).toMatch(/^media\[1\]\.url: instagram: PNG is not accepted \(only JPEG\)\.$/);
    // X takes the PNG: giving Instagram its own list makes the post valid.
    const own = await create({ content: "PNG for X only", platforms: ["instagram", "x_twitter"], media: [{ url: jpegs[0] }, { url: png }], versions: { instagram: { media: [{ url: jpegs[0] }, { url: jpegs[1] }] } } });
    expect(own.status, JSON.stringify(own.body)).toBe(200);
    expect(own.body.data.post.versions).toEqual({ instagram: { image_url: jpegs[0], media: [{ url: jpegs[0], alt_text: null }, { url: jpegs[1], alt_text: null }] } });
  });

  it("PATCH: image_url alone replaces the first image and keeps the others (null removes all); media replaces the list; duplicate copies it", async () => {
    const created = await create({ content: "Edit me", platforms: ["x_twitter"], media: [{ url: jpegs[0], alt_text: "First" }, { url: jpegs[1], alt_text: "Second" }] });
    const id = created.body.data.post.id;
    // What the composer sends back: the same image_url. Nothing it does not show is lost.
    expect((await patch(id, { content: "Edited", image_url: jpegs[0] })).body.data.post.media).toEqual([{ url: jpegs[0], alt_text: "First" }, { url: jpegs[1], alt_text: "Second" }]);
    const replaced = await patch(id, { image_url: jpegs[2] });
    expect(replaced.body.data.post).toMatchObject({ image_url: jpegs[2], media: [{ url: jpegs[2], alt_text: null }, { url: jpegs[1], alt_text: "Second" }] });
    const list = await patch(id, { media: [{ url: jpegs[3] }, { url: jpegs[4] }, { url: jpegs[5] }] });
    expect(list.body.data.post).toMatchObject({ image_url: jpegs[3], media: [{ url: jpegs[3], alt_text: null }, { url: jpegs[4], alt_text: null }, { url: jpegs[5], alt_text: null }] });
    const tooMany = await patch(id, { media: jpegs.slice(0, 5).map((url) => ({ url })) });
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.error.details).toEqual([{ field: "media", platform: "x_twitter", limit: 4, actual: 5 }]);

    const copy = await callRoute(duplicateRoute.POST, "POST", `${POSTS}/${id}/duplicate`, { headers: key.bearer, params: { id } });
    expect(copy.body.data.post.media).toEqual(list.body.data.post.media);

    const cleared = await patch(id, { image_url: null });
    expect(cleared.body.data.post.image_url).toBeNull();
    expect(cleared.body.data.post).not.toHaveProperty("media");
  });
});

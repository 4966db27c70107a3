import { afterAll, beforeAll, expect, it, vi } from "vitest";
import * as mediaItemRoute from "@/app/api/v1/media/[id]/route";
import * as mediaRoute from "@/app/api/v1/media/route";
import * as mediaFileRoute from "@/app/media/[file]/route";
import * as postRoute from "@/app/api/v1/posts/[id]/route";
import * as postsRoute from "@/app/api/v1/posts/route";
import { db } from "@/lib/db/client";
import { forgetServerEnv } from "@/lib/env/server-env";
import { createTestUser, describeDb, makeRequest, routeParams } from "@/lib/testing";
import { callRoute } from "@/lib/testing/call-route";
import { createTestApiKey } from "@/lib/testing/test-api-key";
import { startS3TestServer, type S3TestServer } from "@/lib/testing/s3-test-server";
import { testImage, uploadForm } from "@/lib/testing/test-images";
import { MAX_MEDIA_BYTES } from "@/lib/images/image-formats";
import { useS3MediaStore } from "@/lib/testing/s3-media-env";

const upload = (headers: HeadersInit, body: unknown) => callRoute(mediaRoute.POST, "POST", "/api/v1/media", { headers, body });

describeDb("media", () => {
  let owner: Awaited<ReturnType<typeof createTestUser>>;
  let poster: Awaited<ReturnType<typeof createTestApiKey>>;
  let stranger: Awaited<ReturnType<typeof createTestApiKey>>;

  beforeAll(async () => {
    owner = await createTestUser();
    poster = await createTestApiKey(owner.id, { scopes: ["post", "read"], rpm: 60 });
    stranger = await createTestApiKey((await createTestUser()).id, { scopes: ["admin"], rpm: 60 });
  });

  it("POST /media: 201 with the decoded facts; the url serves the very bytes with the decoded type", async () => {
    const png = await testImage(120, 80);
    const res = await upload(poster.bearer, uploadForm(png, { altText: "  An orange square  " }));
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const { media } = res.body.data;
    expect(media).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      url: `http://localhost:3000/media/${media.id}.png`,
      kind: "image",
      mime_type: "image/png",
      bytes: png.byteLength,
      width: 120,
      height: 80,
      alt_text: "An orange square",
      duration_ms: null,
      video_codec: null,
      audio_codec: null,
      frame_rate: null,
      bit_rate: null,
      container: null,
      cover_url: null,
      created_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });
    const row = await db().media.findUniqueOrThrow({ where: { id: media.id } });
    expect(row.storageKey).toBe(`${owner.id}/${media.id}.png`);

    const served = await mediaFileRoute.GET(makeRequest("GET", media.url), routeParams({ file: `${media.id}.png` }));
    expect(served.status).toBe(200);
    expect(served.headers.get("content-type")).toBe("image/png");
    expect(served.headers.get("x-content-type-options")).toBe("nosniff");
    expect(new Uint8Array(await served.arrayBuffer())).toEqual(png);
    const wrongExtension = await mediaFileRoute.GET(makeRequest("GET", "/media/x"), routeParams({ file: `${media.id}.jpg` }));
    expect(wrongExtension.status).toBe(404);
  });

  it("POST /media judges the content, not the name or declared type: a JPEG named .png is a JPEG; text named .png is 400 naming file", async () => {
    const jpeg = await testImage(40, 30, "jpeg");
    const res = await upload(poster.bearer, uploadForm(jpeg, { name: "photo.png", type: "image/png" }));
    expect(res.status).toBe(201);
    expect(res.body.data.media.mime_type).toBe("image/jpeg");
    expect(res.body.data.media.url).toMatch(/\.jpg$/);

    const text = new TextEncoder().encode("not an image at all");
    const bad = await upload(poster.bearer, uploadForm(text, { name: "evil.png", type: "image/png" }));
    expect(bad.status).toBe(400);
    expect(bad.body.error.code).toBe("invalid_request");
    expect(bad.body.error.message).toMatch(/^file: /);
    expect(bad.body.error.details).toEqual([{ field: "file" }]);
  });

  it("POST /media refuses an image of another format (TIFF, SVG) and a truncated PNG", async () => {
    const sharp = (await import("sharp")).default;
    const tiff = new Uint8Array(await sharp({ create: { width: 10, height: 10, channels: 3, background: "#fff" } }).tiff().toBuffer());
    const svg = new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10"/></svg>');
    const png = await testImage(300, 300);
    const truncated = png.slice(0, Math.floor(png.byteLength / 2));
    for (const [name, bytes] of [["tiff", tiff], ["svg", svg], ["truncated", truncated]] as const) {
      const res = await upload(poster.bearer, uploadForm(bytes, { name: `x.${name}` }));
      expect(res.status, name).toBe(400);
      expect(res.body.error.message, name).toMatch(/^file: .*accepted: JPEG, PNG, WebP, GIF/);
    }
  });

  it("POST /media: more than 8 MB is 413 in the envelope; a missing file or a JSON body is 400", async () => {
    const big = new Uint8Array(MAX_MEDIA_BYTES + 100 * 1024);
    const tooLarge = await upload(poster.bearer, uploadForm(big));
    expect(tooLarge.status).toBe(413);
    expect(tooLarge.body.error.code).toBe("payload_too_large");

    const form = new FormData();
    form.append("alt_text", "no file");
    const missing = await upload(poster.bearer, form);
    expect(missing.status).toBe(400);
    expect(missing.body.error.message).toMatch(/file/);

    const json = await upload(poster.bearer, { file: "x" });
    expect(json.status).toBe(400);
    expect(json.body.error.message).toMatch(/multipart\/form-data/);
    expect(await db().media.count({ where: { userId: owner.id, altText: "no file" } })).toBe(0);
  });

  it("POST and PATCH /posts with an uploaded image_url: each selected platform's image rules, broken ones named in one 400", async () => {
    const wide = (await upload(poster.bearer, uploadForm(await testImage(320, 100, "jpeg")))).body.data.media;
    const fine = await callRoute(postsRoute.POST, "POST", "/api/v1/posts", { headers: poster.bearer, body: { content: "Wide", platforms: ["x_twitter", "linkedin"], image_url: wide.url } });
    expect(fine.status, JSON.stringify(fine.body)).toBe(200);
    expect(fine.body.data.post.image_url).toBe(wide.url);

    const refused = await callRoute(postsRoute.POST, "POST", "/api/v1/posts", { headers: poster.bearer, body: { content: "Wide", platforms: ["x_twitter", "instagram", "threads"], image_url: wide.url } });
    expect(refused.status).toBe(400);
    expect(refused.body.error.code).toBe("invalid_request");
    expect(refused.body.error.message).toBe("image_url: instagram: aspect ratio 3.2:1 is outside 4:5–1.91:1.");
    expect(refused.body.error.details).toEqual([{ field: "image_url", platform: "instagram" }]);

    // Changing only the platforms re-checks the image already on the post.
    const edited = await callRoute(postRoute.PATCH, "PATCH", `/api/v1/posts/${fine.body.data.post.id}`, {
      headers: poster.bearer,
      params: { id: fine.body.data.post.id },
      body: { platforms: ["x_twitter", "instagram", "google_business"] },
    });
    expect(edited.status).toBe(400);
    expect(edited.body.error.message).toBe("image_url: instagram: aspect ratio 3.2:1 is outside 4:5–1.91:1; google_business: 100 px tall, less than 250 px.");
  });

  it("GET and PATCH /media/{id}: the owner's; another user's id is 404", async () => {
    const created = (await upload(poster.bearer, uploadForm(await testImage(20, 20, "webp")))).body.data.media;
    const got = await callRoute(mediaItemRoute.GET, "GET", `/api/v1/media/${created.id}`, { headers: poster.bearer, params: { id: created.id } });
    expect(got.status).toBe(200);
    expect(got.body.data.media).toEqual(created);

    const patched = await callRoute(mediaItemRoute.PATCH, "PATCH", `/api/v1/media/${created.id}`, { headers: poster.bearer, params: { id: created.id }, body: { alt_text: "A tiny tile" } });
    expect(patched.status).toBe(200);
    expect(patched.body.data.media.alt_text).toBe("A tiny tile");

    const theirs = await callRoute(mediaItemRoute.GET, "GET", `/api/v1/media/${created.id}`, { headers: stranger.bearer, params: { id: created.id } });
    expect(theirs.status).toBe(404);
    const theirPatch = await callRoute(mediaItemRoute.PATCH, "PATCH", `/api/v1/media/${created.id}`, { headers: stranger.bearer, params: { id: created.id }, body: { alt_text: "mine now" } });
    expect(theirPatch.status).toBe(404);
    expect((await db().media.findUniqueOrThrow({ where: { id: created.id } })).altText).toBe("A tiny tile");
  });
});

describeDb("media in an S3-compatible store (s3rver on loopback)", () => {
  let server: S3TestServer;
  let poster: Awaited<ReturnType<typeof createTestApiKey>>;
  let userId: string;

  beforeAll(async () => {
    server = await startS3TestServer();
    useS3MediaStore(server);
    userId = (await createTestUser()).id;
    poster = await createTestApiKey(userId, { scopes: ["post"], rpm: 60 });
  });
  afterAll(async () => {
    vi.unstubAllEnvs();
    forgetServerEnv();
    await server.close();
  });

  it("POST /media stores the file in the bucket; its url is the bucket's public address of the key", async () => {
    const gif = await testImage(30, 10, "gif");
    const res = await upload(poster.bearer, uploadForm(gif, { name: "a.gif", type: "image/gif" }));
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const { media } = res.body.data;
    expect(media.url).toBe(`${server.endpoint}/${server.bucket}/${userId}/${media.id}.gif`);
    const fetched = await fetch(media.url);
    expect(fetched.headers.get("content-type")).toBe("image/gif");
    expect(new Uint8Array(await fetched.arrayBuffer())).toEqual(gif);
  });
});

import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { allowLoopbackForTests, clearLoopbackAllowanceForTests } from "@/lib/net/test-loopback-allowance";
import type { PlatformId } from "@/lib/platforms/ids";
import { imageToUpload } from "@/lib/platforms/publisher-kit/image-to-upload";
import { PublishError } from "@/lib/platforms/publisher-kit/publish-error";
import type { PublishRequest } from "@/lib/platforms/publisher-kit/types";
import { describeDb } from "@/lib/testing";
import { type Loopback, startLoopback } from "@/lib/testing/loopback-server";
import { deliverThroughRunner } from "@/lib/testing/publisher-harness";
import { testImage } from "@/lib/testing/test-images";

// The image's own host: a loopback server kept in this file, serving real image bytes (and the
// ways a host can go wrong). The platforms' APIs are the shared scripted loopback.
let host: http.Server;
let hostUrl: string;
let closedPortUrl: string;
const hits: string[] = [];
let png: Uint8Array;
let jpeg: Uint8Array;
let gif: Uint8Array;

function listen(handler: http.RequestListener): Promise<http.Server> {
  const server = http.createServer(handler);
  return new Promise((resolve) => server.listen(0, "127.0.0.1", () => resolve(server)));
}
const portOf = (server: http.Server) => (server.address() as AddressInfo).port;

beforeAll(async () => {
  [png, jpeg, gif] = await Promise.all([testImage(64, 32, "png"), testImage(120, 60, "jpeg"), testImage(40, 40, "gif")]);
  host = await listen((req, res) => {
    const path = req.url ?? "/";
    hits.push(path);
    const send = (status: number, type: string, body: Uint8Array | string) => res.writeHead(status, { "content-type": type }).end(body);
    if (path === "/photo.png") return send(200, "image/png", png);
    if (path === "/photo.jpg") return send(200, "image/jpeg", jpeg);
    // S3 serves uploads without a type as binary/octet-stream: the bytes decide.
    if (path === "/untyped") return send(200, "binary/octet-stream", png);
    if (path === "/anim.gif") return send(200, "image/gif", gif);
    if (path === "/page") return send(200, "text/html; charset=utf-8", "<html><body>Not a photo</body></html>");
    if (path === "/noise.png") return send(200, "image/png", "this is not a png at all");
    if (path === "/missing.png") return send(404, "text/html", "<h1>Not found</h1>");
    if (path === "/busy.png") return send(503, "text/plain", "try later");
    if (path === "/huge.png") {
      // 6 MB without a declared length: cut off while streaming, past Bluesky's 2,000,000 bytes.
      res.writeHead(200, { "content-type": "image/png" });
      const mb = Buffer.alloc(1024 * 1024, 7);
      for (let i = 0; i < 6; i++) res.write(mb);
      res.on("error", () => {});
      return res.end();
    }
    send(404, "text/plain", "no route");
  });
  hostUrl = `http://127.0.0.1:${portOf(host)}`;
  // A port nothing listens on: the connection is refused.
  const closed = await listen(() => {});
  const closedPort = portOf(closed);
  await new Promise<void>((resolve) => closed.close(() => resolve()));
  closedPortUrl = `http://127.0.0.1:${closedPort}/photo.png`;
  allowLoopbackForTests([portOf(host), closedPort]);
});

afterAll(async () => {
  clearLoopbackAllowanceForTests();
  host.closeAllConnections();
  await new Promise<void>((resolve) => host.close(() => resolve()));
});

const requestFor = (platform: PlatformId, imageUrl: string, credentials: Record<string, string> = {}): PublishRequest => ({
  platform,
  text: "Fresh from the oven",
  imageUrl,
  credentials,
  idempotencyKey: "delivery-1",
});

async function failureOf(promise: Promise<unknown>): Promise<PublishError> {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(PublishError);
  return error as PublishError;
}

describe("imageToUpload: the image a file-taking platform uploads", () => {
  it("an uploaded image (request.image) is used as it is, and no image is null: nothing is fetched", async () => {
    const before = hits.length;
    const image = { bytes: png, mimeType: "image/png", width: 64, height: 32, altText: "Ours" };
    expect(await imageToUpload({ ...requestFor("x_twitter", `${hostUrl}/photo.png`), image }, { timeoutMs: 2_000 })).toBe(image);
    expect(await imageToUpload({ ...requestFor("x_twitter", ""), imageUrl: null }, { timeoutMs: 2_000 })).toBeNull();
    expect(hits.length).toBe(before);
  });

  it("an image hosted elsewhere is fetched and decoded: its bytes, type and size; no alt text", async () => {
    const image = await imageToUpload(requestFor("x_twitter", `${hostUrl}/photo.jpg`), { timeoutMs: 2_000 });
    expect(image).toMatchObject({ mimeType: "image/jpeg", width: 120, height: 60, altText: null });
    expect(new Uint8Array(image!.bytes)).toEqual(jpeg);
    // The declared type does not decide; the decoded bytes do.
    expect(await imageToUpload(requestFor("linkedin", `${hostUrl}/untyped`), { timeoutMs: 2_000 })).toMatchObject({ mimeType: "image/png", width: 64, height: 32 });
    // X takes a GIF (through its chunked upload).
    expect(await imageToUpload(requestFor("x_twitter", `${hostUrl}/anim.gif`), { timeoutMs: 2_000 })).toMatchObject({ mimeType: "image/gif", width: 40, height: 40 });
  });

  it("not an image, not decodable, too large, refused by the platform's rules, 404 or a private address: permanent, with the reason", async () => {
    const permanent = async (platform: PlatformId, url: string, reason: RegExp) => {
      const error = await failureOf(imageToUpload(requestFor(platform, url), { timeoutMs: 2_000 }));
      expect(error.kind, error.message).toBe("permanent");
      expect(error.message).toContain(`The image at ${url} cannot be sent to`);
      expect(error.message).toMatch(reason);
    };
    await permanent("x_twitter", `${hostUrl}/page`, /text\/html is not an image/);
    await permanent("bluesky", `${hostUrl}/noise.png`, /not a readable image/);
    await permanent("bluesky", `${hostUrl}/huge.png`, /too large: the image is over/);
    await permanent("threads", `${hostUrl}/anim.gif`, /Threads: GIF is not accepted \(only JPEG, PNG\)/);
    await permanent("linkedin", `${hostUrl}/missing.png`, /answered HTTP 404/);
    await permanent("bluesky", "http://10.0.0.1/photo.png", /refused/);
  });

  it("a host that is down or answers 503: retryable", async () => {
    expect((await failureOf(imageToUpload(requestFor("x_twitter", `${hostUrl}/busy.png`), { timeoutMs: 2_000 }))).kind).toBe("retryable");
    const refused = await failureOf(imageToUpload(requestFor("linkedin", closedPortUrl), { timeoutMs: 2_000 }));
    expect(refused.kind).toBe("retryable");
    expect(refused.message).toMatch(/connection was refused/);
  });
});

describeDb("publishers with an image hosted elsewhere", () => {
  let api: Loopback;
  afterEach(() => api?.close());

  /** A post whose image_url is `imageUrl`, delivered to `platform`'s API on `api` through the runner. */
  const deliverImage = (platform: PlatformId, imageUrl: string, credentials: Record<string, string>, policy = {}) =>
    deliverThroughRunner(platform, api.baseUrl, { text: "Fresh from the oven", imageUrl, credentials, policy });

  it("X uploads the fetched bytes, then posts with media.media_ids", async () => {
    api = await startLoopback({
      "POST /2/media/upload": { status: 200, json: { data: { id: "1880028106020515840" } } },
      "POST /2/tweets": { status: 201, json: { data: { id: "1850000000000000001", text: "t" } } },
    });
    const { delivery } = await deliverImage("x_twitter", `${hostUrl}/photo.png`, { access_token: "user-token" });
    expect(delivery).toMatchObject({ status: "succeeded", platformPostId: "1850000000000000001" });
    expect(api.requests.map((r) => `${r.method} ${r.path}`)).toEqual(["POST /2/media/upload", "POST /2/tweets"]);
    const form = await new Response(new Uint8Array(api.requests[0].bytes), { headers: { "content-type": String(api.requests[0].headers["content-type"]) } }).formData();
    expect(form.get("media_type")).toBe("image/png");
    expect(new Uint8Array(await (form.get("media") as File).arrayBuffer())).toEqual(png);
    expect(api.requests[1].json).toEqual({ text: "Fresh from the oven", media: { media_ids: ["1880028106020515840"] } });
  });

  it("X: a page instead of an image fails the delivery at once (not retried) and nothing reaches X", async () => {
    api = await startLoopback({ "POST /2/media/upload": { status: 200, json: { data: { id: "1" } } }, "POST /2/tweets": { status: 201, json: { data: { id: "2" } } } });
    const { delivery, sleeps } = await deliverImage("x_twitter", `${hostUrl}/page`, { access_token: "user-token" });
    expect(delivery).toMatchObject({ status: "failed", attempts: 1 });
    expect(delivery.error).toMatch(/text\/html is not an image/);
    expect(sleeps).toEqual([]);
    expect(api.requests).toEqual([]);
  });

  it("X: a host answering 503 is retried with backoff, and X is never called", async () => {
    api = await startLoopback({ "POST /2/tweets": { status: 201, json: { data: { id: "2" } } } });
    const before = hits.filter((path) => path === "/busy.png").length;
    const { delivery, sleeps } = await deliverImage("x_twitter", `${hostUrl}/busy.png`, { access_token: "user-token" }, { maxAttempts: 3 });
    expect(delivery).toMatchObject({ status: "failed", attempts: 3 });
    expect(delivery.error).toMatch(/^X still failed after 3 attempts: /);
    expect(sleeps).toHaveLength(2);
    expect(hits.filter((path) => path === "/busy.png").length - before).toBe(3);
    expect(api.requests).toEqual([]);
  });

  it("LinkedIn PUTs the fetched bytes to the upload URL and posts the image URN", async () => {
    const routes: Record<string, unknown> = {};
    api = await startLoopback(routes as never);
    Object.assign(routes, {
      "POST /rest/images": { status: 200, json: { value: { uploadUrl: `${api.baseUrl}/dms-uploads/1`, image: "urn:li:image:C4E10AQF" } } },
      "PUT /dms-uploads/1": { status: 201 },
      "POST /rest/posts": { status: 201, headers: { "x-restli-id": "urn:li:share:7100000000000000001" } },
    });
    const { delivery } = await deliverImage("linkedin", `${hostUrl}/photo.jpg`, { author_urn: "urn:li:organization:5515715", access_token: "li-token" });
    expect(delivery).toMatchObject({ status: "succeeded" });
    const [, put, post] = api.requests;
    expect(put.headers["content-type"]).toBe("image/jpeg");
    expect(new Uint8Array(put.bytes)).toEqual(jpeg);
    expect(post.json.content).toEqual({ media: { id: "urn:li:image:C4E10AQF" } });
  });

  it("Bluesky uploads the fetched bytes as a blob and embeds it with its decoded aspect ratio", async () => {
    const did = "did:plc:z72i7hdynmk6r22z27h6tvur";
    const cid = "bafkreifzjut3te2nhyekklss27nh3k72ysco7y32koao5eei66wof36n5e";
    const blob = { $type: "blob", ref: { $link: cid }, mimeType: "image/png", size: png.byteLength };
    api = await startLoopback({
      "POST /xrpc/com.atproto.server.createSession": { status: 200, json: { accessJwt: "a", refreshJwt: "r", handle: "bistro.bsky.social", did, active: true } },
      "POST /xrpc/com.atproto.repo.uploadBlob": { status: 200, json: { blob } },
      "POST /xrpc/com.atproto.repo.createRecord": { status: 200, json: { uri: `at://${did}/app.bsky.feed.post/3l6oveex3ii2l`, cid } },
    });
    const { delivery } = await deliverImage("bluesky", `${hostUrl}/photo.png`, { handle: "bistro.bsky.social", app_password: "abcd-efgh-ijkl-mnop" });
    expect(delivery).toMatchObject({ status: "succeeded" });
    const upload = api.requests.find((r) => r.path === "/xrpc/com.atproto.repo.uploadBlob")!;
    expect(new Uint8Array(upload.bytes)).toEqual(png);
    const create = api.requests.find((r) => r.path === "/xrpc/com.atproto.repo.createRecord")!;
    expect(create.json.record.embed).toEqual({ $type: "app.bsky.embed.images", images: [{ alt: "", image: blob, aspectRatio: { width: 64, height: 32 } }] });
  });
});

import { afterEach, describe, expect, it } from "vitest";
import { allowLoopbackForTests, clearLoopbackAllowanceForTests } from "@/lib/net/test-loopback-allowance";
import { blueskyPublisher } from "@/lib/platforms/bluesky/publisher";
import type { PublishRequest } from "@/lib/platforms/publisher-kit/types";
import { captureLog } from "@/lib/testing/capture-log";
import { type Loopback, publishRecordingSleeps, startLoopback, type Script } from "@/lib/testing/loopback-server";
import { testImage } from "@/lib/testing/test-images";

// The link card path of the publisher against one loopback server that is both the PDS (XRPC)
// and the linked site. The same path against the real reference PDS: publisher-pds.test.ts.

const DID = "did:plc:z72i7hdynmk6r22z27h6tvur";
const CID = "bafkreifzjut3te2nhyekklss27nh3k72ysco7y32koao5eei66wof36n5e";
const SESSION = "POST /xrpc/com.atproto.server.createSession";
const UPLOAD = "POST /xrpc/com.atproto.repo.uploadBlob";
const CREATE = "POST /xrpc/com.atproto.repo.createRecord";
const session = { status: 200, json: { accessJwt: "access-jwt", refreshJwt: "refresh-jwt", handle: "bistro.bsky.social", did: DID, active: true } };
const created = { status: 200, json: { uri: `at://${DID}/app.bsky.feed.post/3l6oveex3ii2l`, cid: CID, validationStatus: "valid" } };
const page = (head: string) => ({ status: 200, headers: { "content-type": "text/html" }, body: `<html><head>${head}</head><body></body></html>` });

let server: Loopback;
afterEach(async () => {
  clearLoopbackAllowanceForTests();
  await server?.close();
});

async function publishLink(path: string, script: Script) {
  server = await startLoopback({ [SESSION]: session, [CREATE]: created, ...script });
  allowLoopbackForTests([Number(new URL(server.baseUrl).port)]);
  const request: PublishRequest = {
    platform: "bluesky",
    text: `This week's menu: ${server.baseUrl}${path}`,
    imageUrl: null,
    credentials: { handle: "bistro.bsky.social", app_password: "abcd-efgh-ijkl-mnop" },
    idempotencyKey: "delivery-1",
  };
  const logs = captureLog();
  try {
    const { outcome } = await publishRecordingSleeps(blueskyPublisher, request, server.baseUrl);
    return { outcome, logs: logs.lines().filter((line) => String(line.msg).startsWith("bluesky link card")) };
  } finally {
    logs.restore();
  }
}

describe("Bluesky publisher: link cards", () => {
  it("embeds app.bsky.embed.external with the uploaded thumbnail when the post has a link and no image", async () => {
    const thumb = await testImage(64, 32, "png");
    const { outcome, logs } = await publishLink("/menu", {
      "GET /menu": page(`<meta property="og:title" content="Menu"><meta property="og:description" content="Soup"><meta property="og:image" content="/t.png">`),
      "GET /t.png": { status: 200, headers: { "content-type": "image/png" }, body: thumb },
      [UPLOAD]: { status: 200, json: { blob: { $type: "blob", ref: { $link: CID }, mimeType: "image/png", size: thumb.length } } },
    });
    expect(outcome).toMatchObject({ ok: true });
    expect(server.requests.map((r) => `${r.method} ${r.path}`)).toEqual([SESSION, "GET /menu", "GET /t.png", UPLOAD, CREATE]);
    expect(new Uint8Array(server.requests[3].bytes)).toEqual(thumb);
    expect(server.requests[4].json.record.embed).toEqual({
      $type: "app.bsky.embed.external",
      external: { uri: `${server.baseUrl}/menu`, title: "Menu", description: "Soup", thumb: { $type: "blob", ref: { $link: CID }, mimeType: "image/png", size: thumb.length } },
    });
    expect(logs).toEqual([]);
  });

  it("posts without a card, logging one line, when the page answers an error", async () => {
    const { outcome, logs } = await publishLink("/gone", { "GET /gone": { status: 500, body: "down" } });
    expect(outcome).toMatchObject({ ok: true, attempts: 1 });
    expect(server.requests.at(-1)!.json.record.embed).toBeUndefined();
    expect(logs).toHaveLength(1);
    expect(logs[0]).toMatchObject({ level: "warn", site: server.baseUrl, reason: "the site answered HTTP 500", msg: expect.stringContaining("posting without it") });
  });

  it("keeps the card without its image when the thumbnail upload is refused", async () => {
    const { outcome, logs } = await publishLink("/menu", {
      "GET /menu": page(`<meta property="og:title" content="Menu"><meta property="og:image" content="/t.png">`),
      "GET /t.png": { status: 200, headers: { "content-type": "image/png" }, body: await testImage(8, 8, "png") },
      [UPLOAD]: { status: 400, json: { error: "InvalidRequest", message: "blob rejected" } },
    });
    expect(outcome).toMatchObject({ ok: true });
    expect(server.requests.at(-1)!.json.record.embed).toEqual({ $type: "app.bsky.embed.external", external: { uri: `${server.baseUrl}/menu`, title: "Menu", description: "" } });
    expect(logs).toHaveLength(1);
    expect(logs[0]).toMatchObject({ msg: "bluesky link card without its image", reason: "upload failed: blob rejected" });
  });
});

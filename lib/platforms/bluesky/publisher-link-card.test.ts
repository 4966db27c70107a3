import { afterEach, expect, it } from "vitest";
import { allowLoopbackForTests, clearLoopbackAllowanceForTests } from "@/lib/net/test-loopback-allowance";
import { describeDb } from "@/lib/testing";
import { captureLog } from "@/lib/testing/capture-log";
import type { Script } from "@/lib/testing/loopback-server";
import { publisherHarness } from "@/lib/testing/publisher-harness";
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

describeDb("Bluesky publisher: link cards", () => {
  const harness = publisherHarness("bluesky", {
    post: { text: "", credentials: { handle: "bistro.bsky.social", app_password: "abcd-efgh-ijkl-mnop" } },
    script: { [SESSION]: session, [CREATE]: created },
  });
  afterEach(clearLoopbackAllowanceForTests);

  async function publishLink(path: string, script: Script) {
    const logs = captureLog();
    try {
      const delivered = await harness.publish(script, (baseUrl) => {
        // The linked site is the loopback itself, which the SSRF policy refuses unless allowed.
        allowLoopbackForTests([Number(new URL(baseUrl).port)]);
        return { text: `This week's menu: ${baseUrl}${path}` };
      });
      return { ...delivered, logs: logs.lines().filter((line) => String(line.msg).startsWith("bluesky link card")) };
    } finally {
      logs.restore();
    }
  }

  it("embeds app.bsky.embed.external with the uploaded thumbnail when the post has a link and no image", async () => {
    const thumb = await testImage(64, 32, "png");
    const { delivery, logs } = await publishLink("/menu", {
      "GET /menu": page(`<meta property="og:title" content="Menu"><meta property="og:description" content="Soup"><meta property="og:image" content="/t.png">`),
      "GET /t.png": { status: 200, headers: { "content-type": "image/png" }, body: thumb },
      [UPLOAD]: { status: 200, json: { blob: { $type: "blob", ref: { $link: CID }, mimeType: "image/png", size: thumb.length } } },
    });
    expect(delivery).toMatchObject({ status: "succeeded" });
    const { requests, baseUrl } = harness.server;
    expect(requests.map((r) => `${r.method} ${r.path}`)).toEqual([SESSION, "GET /menu", "GET /t.png", UPLOAD, CREATE]);
    expect(new Uint8Array(requests[3].bytes)).toEqual(thumb);
    expect(requests[4].json.record.embed).toEqual({
      $type: "app.bsky.embed.external",
      external: { uri: `${baseUrl}/menu`, title: "Menu", description: "Soup", thumb: { $type: "blob", ref: { $link: CID }, mimeType: "image/png", size: thumb.length } },
    });
    expect(logs).toEqual([]);
  });

  it("posts without a card, logging one line, when the page answers an error", async () => {
    const { delivery, logs } = await publishLink("/gone", { "GET /gone": { status: 500, body: "down" } });
    expect(delivery).toMatchObject({ status: "succeeded", attempts: 1 });
    expect(harness.server.requests.at(-1)!.json.record.embed).toBeUndefined();
    expect(logs).toHaveLength(1);
    expect(logs[0]).toMatchObject({ level: "warn", site: harness.server.baseUrl, reason: "the site answered HTTP 500", msg: expect.stringContaining("posting without it") });
  });

  it("keeps the card without its image when the thumbnail upload is refused", async () => {
    const { delivery, logs } = await publishLink("/menu", {
      "GET /menu": page(`<meta property="og:title" content="Menu"><meta property="og:image" content="/t.png">`),
      "GET /t.png": { status: 200, headers: { "content-type": "image/png" }, body: await testImage(8, 8, "png") },
      [UPLOAD]: { status: 400, json: { error: "InvalidRequest", message: "blob rejected" } },
    });
    expect(delivery).toMatchObject({ status: "succeeded" });
    const { requests, baseUrl } = harness.server;
    expect(requests.at(-1)!.json.record.embed).toEqual({ $type: "app.bsky.embed.external", external: { uri: `${baseUrl}/menu`, title: "Menu", description: "" } });
    expect(logs).toHaveLength(1);
    expect(logs[0]).toMatchObject({ msg: "bluesky link card without its image", reason: "upload failed: blob rejected" });
  });
});

import { expect, it } from "vitest";
import { describeDb } from "@/lib/testing";
import type { Script } from "@/lib/testing/loopback-server";
import { publisherHarness } from "@/lib/testing/publisher-harness";
import { testImage } from "@/lib/testing/test-images";

const DID = "did:plc:z72i7hdynmk6r22z27h6tvur";
const CID = "bafkreifzjut3te2nhyekklss27nh3k72ysco7y32koao5eei66wof36n5e";
const SESSION = "POST /xrpc/com.atproto.server.createSession";
const UPLOAD = "POST /xrpc/com.atproto.repo.uploadBlob";
const CREATE = "POST /xrpc/com.atproto.repo.createRecord";
const session = { status: 200, json: { accessJwt: "access-jwt", refreshJwt: "refresh-jwt", handle: "bistro.bsky.social", did: DID, active: true } };
const created = { status: 200, json: { uri: `at://${DID}/app.bsky.feed.post/3l6oveex3ii2l`, cid: CID, validationStatus: "valid" } };

const blob = (size: number) => ({ status: 200, json: { blob: { $type: "blob", ref: { $link: CID }, mimeType: "image/png", size } } });

describeDb("Bluesky publisher with an uploaded image", () => {
  const harness = publisherHarness("bluesky", {
    post: { text: "Our new terrace", credentials: { handle: "bistro.bsky.social", app_password: "abcd-efgh-ijkl-mnop" } },
    script: { [SESSION]: session, [CREATE]: created },
  });

  async function publishWithImage(script: Script, altText: string | null) {
    const bytes = await testImage(300, 200);
    return { bytes, ...(await harness.publish(script, { image: { bytes, mimeType: "image/png", width: 300, height: 200, altText } })) };
  }

  it("uploads the bytes with uploadBlob, then embeds app.bsky.embed.images with alt and aspectRatio", async () => {
    const { delivery, bytes } = await publishWithImage({ [UPLOAD]: blob(1234) }, "Tables in the sun");
    expect(delivery).toMatchObject({ status: "succeeded" });
    expect(harness.server.requests.map((r) => `${r.method} ${r.path}`)).toEqual([SESSION, UPLOAD, CREATE]);
    const [, upload, create] = harness.server.requests;
    expect(upload.headers.authorization).toBe("Bearer access-jwt");
    expect(upload.headers["content-type"]).toBe("image/png");
    expect(new Uint8Array(upload.bytes)).toEqual(bytes);
    expect(create.json.record.embed).toEqual({
      $type: "app.bsky.embed.images",
      images: [{ alt: "Tables in the sun", image: { $type: "blob", ref: { $link: CID }, mimeType: "image/png", size: 1234 }, aspectRatio: { width: 300, height: 200 } }],
    });
  });

  it("sends an empty alt (the lexicon requires the field) when the image has none", async () => {
    await publishWithImage({ [UPLOAD]: blob(99) }, null);
    expect(harness.server.requests[2].json.record.embed.images[0].alt).toBe("");
  });

  it("a refused upload posts nothing", async () => {
    const { delivery } = await publishWithImage({ [UPLOAD]: { status: 400, json: { error: "InvalidRequest", message: "blob too big" } } }, null);
    expect(delivery).toMatchObject({ status: "failed", attempts: 1 });
    expect(harness.server.requests.map((r) => r.path)).not.toContain("/xrpc/com.atproto.repo.createRecord");
  });
});

import { expect, it } from "vitest";
import { describeDb } from "@/lib/testing";
import type { RecordedRequest, Script } from "@/lib/testing/loopback-server";
import { publisherHarness } from "@/lib/testing/publisher-harness";
import { testImage } from "@/lib/testing/test-images";

const UPLOAD = "POST /2/media/upload";
const METADATA = "POST /2/media/metadata";
const TWEET = "POST /2/tweets";
const uploaded = { status: 200, json: { data: { id: "1880028106020515840", media_key: "3_1880028106020515840", processing_info: { state: "succeeded" } } } };
const created = { status: 201, json: { data: { id: "1850000000000000001", text: "t" } } };

const formOf = (sent: RecordedRequest) => new Response(new Uint8Array(sent.bytes), { headers: { "content-type": String(sent.headers["content-type"]) } }).formData();

describeDb("X publisher with an uploaded image", () => {
  const harness = publisherHarness("x_twitter", { post: { text: "New label art", credentials: { access_token: "user-token" } } });

  async function publishWithImage(script: Script, altText: string | null) {
    const bytes = await testImage(64, 32);
    return { bytes, ...(await harness.publish(script, { image: { bytes, mimeType: "image/png", width: 64, height: 32, altText } })) };
  }

  it("uploads the bytes (multipart: media, media_category, media_type), sets the alt text, then posts with media.media_ids", async () => {
    const { delivery, bytes } = await publishWithImage({ [UPLOAD]: uploaded, [METADATA]: { status: 200, json: { data: { id: "1880028106020515840" } } }, [TWEET]: created }, "A bottle label, orange on cream");
    expect(delivery).toMatchObject({ status: "succeeded", platformPostId: "1850000000000000001" });
    const requests = harness.server.requests;
    expect(requests.map((r) => `${r.method} ${r.path}`)).toEqual([UPLOAD, METADATA, TWEET]);
    const [upload, metadata, tweet] = requests;

    expect(upload.headers.authorization).toBe("Bearer user-token");
    expect(upload.headers["content-type"]).toMatch(/^multipart\/form-data; boundary=/);
    const form = await formOf(upload);
    expect(form.get("media_category")).toBe("tweet_image");
    expect(form.get("media_type")).toBe("image/png");
    const media = form.get("media") as File;
    expect(new Uint8Array(await media.arrayBuffer())).toEqual(bytes);

    expect(metadata.headers.authorization).toBe("Bearer user-token");
    expect(metadata.json).toEqual({ id: "1880028106020515840", metadata: { alt_text: { text: "A bottle label, orange on cream" } } });
    expect(tweet.json).toEqual({ text: "New label art", media: { media_ids: ["1880028106020515840"] } });
  });

  it("skips the metadata call without alt text", async () => {
    await publishWithImage({ [UPLOAD]: uploaded, [TWEET]: created }, null);
    expect(harness.server.requests.map((r) => `${r.method} ${r.path}`)).toEqual([UPLOAD, TWEET]);
  });

  it("a refused upload fails the delivery before anything is posted, with X's message", async () => {
    const { delivery } = await publishWithImage({ [UPLOAD]: { status: 400, json: { title: "Invalid Request", detail: "media type unsupported" } }, [TWEET]: created }, null);
    expect(delivery).toMatchObject({ status: "failed", attempts: 1 });
    expect(delivery.error).toContain("media type unsupported");
    expect(harness.server.requests.map((r) => r.path)).not.toContain("/2/tweets");
  });
});

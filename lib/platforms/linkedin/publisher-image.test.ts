import { expect, it } from "vitest";
import { DEFAULT_LINKEDIN_VERSION } from "@/lib/platforms/linkedin/publisher";
import { describeDb } from "@/lib/testing";
import type { Script } from "@/lib/testing/loopback-server";
import { publisherHarness } from "@/lib/testing/publisher-harness";
import { testImage } from "@/lib/testing/test-images";

const AUTHOR = "urn:li:organization:5515715";
const IMAGE_URN = "urn:li:image:C4E10AQFoyyAjHPMQuQ";
const INIT = "POST /rest/images";
const PUT = "PUT /dms-uploads/upload-1";
const POSTS = "POST /rest/posts";
const created = { status: 201, headers: { "x-restli-id": "urn:li:share:7100000000000000001" } };

const initialized = (baseUrl: string) => ({
  status: 200,
  json: { value: { uploadUrlExpiresAt: 1_900_000_000_000, uploadUrl: `${baseUrl}/dms-uploads/upload-1`, image: IMAGE_URN } },
});

describeDb("LinkedIn publisher with an uploaded image", () => {
  const harness = publisherHarness("linkedin", { post: { text: "Our new office", credentials: { author_urn: AUTHOR, access_token: "li-token" } } });

  // The upload URL LinkedIn hands out is absolute; here it points back at the loopback server.
  async function publishWithImage(script: (baseUrl: string) => Script, altText: string | null) {
    const bytes = await testImage(120, 60, "jpeg");
    return { bytes, ...(await harness.publish(script, { image: { bytes, mimeType: "image/jpeg", width: 120, height: 60, altText } })) };
  }

  it("initializes an Images API upload for the author, PUTs the bytes, then posts content.media with the URN and alt text", async () => {
    const { delivery, bytes } = await publishWithImage((baseUrl) => ({ [INIT]: initialized(baseUrl), [PUT]: { status: 201 }, [POSTS]: created }), "Desks by the window");
    expect(delivery).toMatchObject({ status: "succeeded", platformPostId: "urn:li:share:7100000000000000001" });
    expect(harness.server.requests.map((r) => `${r.method} ${r.path}`)).toEqual([INIT, PUT, POSTS]);
    const [init, put, post] = harness.server.requests;

    expect(init.query.get("action")).toBe("initializeUpload");
    expect(init.headers.authorization).toBe("Bearer li-token");
    expect(init.headers["linkedin-version"]).toBe(DEFAULT_LINKEDIN_VERSION);
    expect(init.headers["x-restli-protocol-version"]).toBe("2.0.0");
    expect(init.json).toEqual({ initializeUploadRequest: { owner: AUTHOR } });

    expect(put.headers.authorization).toBe("Bearer li-token");
    expect(put.headers["content-type"]).toBe("image/jpeg");
    expect(new Uint8Array(put.bytes)).toEqual(bytes);

    expect(post.json.content).toEqual({ media: { id: IMAGE_URN, altText: "Desks by the window" } });
    expect(post.json.author).toBe(AUTHOR);
  });

  it("leaves altText out when the image has none", async () => {
    await publishWithImage((baseUrl) => ({ [INIT]: initialized(baseUrl), [PUT]: { status: 201 }, [POSTS]: created }), null);
    expect(harness.server.requests[2].json.content).toEqual({ media: { id: IMAGE_URN } });
  });

  it("a refused upload posts nothing", async () => {
    const { delivery } = await publishWithImage((baseUrl) => ({ [INIT]: initialized(baseUrl), [PUT]: { status: 400, json: { message: "bad image" } }, [POSTS]: created }), null);
    expect(delivery).toMatchObject({ status: "failed", attempts: 1 });
    expect(harness.server.requests.map((r) => r.path)).not.toContain("/rest/posts");
  });
});

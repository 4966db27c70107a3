import { afterEach, describe, expect, it } from "vitest";
import { DEFAULT_LINKEDIN_VERSION, linkedinPublisher } from "@/lib/platforms/linkedin/publisher";
import type { PublishRequest } from "@/lib/platforms/publisher-kit/types";
import { type Loopback, publishRecordingSleeps, startLoopback, type Script } from "@/lib/testing/loopback-server";
import { testImage } from "@/lib/testing/test-images";

const AUTHOR = "urn:li:organization:5515715";
const IMAGE_URN = "urn:li:image:C4E10AQFoyyAjHPMQuQ";
const INIT = "POST /rest/images";
const PUT = "PUT /dms-uploads/upload-1";
const POSTS = "POST /rest/posts";
const created = { status: 201, headers: { "x-restli-id": "urn:li:share:7100000000000000001" } };

let server: Loopback;
afterEach(() => server?.close());

async function publishWithImage(script: (baseUrl: string) => Script, altText: string | null) {
  const bytes = await testImage(120, 60, "jpeg");
  const request: PublishRequest = {
    platform: "linkedin",
    text: "Our new office",
    imageUrl: "https://app.example/media/0b0f5b1e-1c1a-4a53-9d0e-8f3b2f0c9a11.jpg",
    image: { bytes, mimeType: "image/jpeg", width: 120, height: 60, altText },
    credentials: { author_urn: AUTHOR, access_token: "li-token" },
    idempotencyKey: "delivery-1",
  };
  // The upload URL LinkedIn hands out is absolute; here it points back at the loopback server.
  const routes: Script = {};
  server = await startLoopback(routes);
  Object.assign(routes, script(server.baseUrl));
  return { bytes, ...(await publishRecordingSleeps(linkedinPublisher, request, server.baseUrl)) };
}

const initialized = (baseUrl: string) => ({
  status: 200,
  json: { value: { uploadUrlExpiresAt: 1_900_000_000_000, uploadUrl: `${baseUrl}/dms-uploads/upload-1`, image: IMAGE_URN } },
});

describe("LinkedIn publisher with an uploaded image", () => {
  it("initializes an Images API upload for the author, PUTs the bytes, then posts content.media with the URN and alt text", async () => {
    const { outcome, bytes } = await publishWithImage((baseUrl) => ({ [INIT]: initialized(baseUrl), [PUT]: { status: 201 }, [POSTS]: created }), "Desks by the window");
    expect(outcome).toMatchObject({ ok: true, result: { platformPostId: "urn:li:share:7100000000000000001" } });
    expect(server.requests.map((r) => `${r.method} ${r.path}`)).toEqual([INIT, PUT, POSTS]);
    const [init, put, post] = server.requests;

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
    expect(server.requests[2].json.content).toEqual({ media: { id: IMAGE_URN } });
  });

  it("a refused upload posts nothing", async () => {
    const { outcome } = await publishWithImage((baseUrl) => ({ [INIT]: initialized(baseUrl), [PUT]: { status: 400, json: { message: "bad image" } }, [POSTS]: created }), null);
    expect(outcome).toMatchObject({ ok: false, error: { kind: "permanent" } });
    expect(server.requests.map((r) => r.path)).not.toContain("/rest/posts");
  });
});

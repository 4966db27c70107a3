import { afterEach, describe, expect, it } from "vitest";
import { googleBusinessPublisher } from "@/lib/platforms/google-business/publisher";
import type { PublishRequest } from "@/lib/platforms/publisher-kit/types";
import { type Loopback, publishRecordingSleeps, startLoopback, type Script } from "@/lib/testing/loopback-server";

const request: PublishRequest = {
  platform: "google_business",
  text: "Open late this Friday. Book a table: https://bistro.example/book",
  imageUrl: null,
  credentials: { location_name: "accounts/111/locations/222", access_token: "g-token" },
  idempotencyKey: "delivery-1",
};

const POSTS = "POST /v4/accounts/111/locations/222/localPosts";
const created = {
  status: 200,
  json: {
    name: "accounts/111/locations/222/localPosts/333",
    searchUrl: "https://local.google.com/place?id=1&use=posts&lpsid=333",
    state: "LIVE",
  },
};
const googleError = (code: number, status: string, message: string) => ({ error: { code, message, status } });

let server: Loopback;
afterEach(() => server?.close());

async function publish(script: Script, overrides: Partial<PublishRequest> = {}) {
  server = await startLoopback(script);
  return publishRecordingSleeps(googleBusinessPublisher, { ...request, ...overrides }, server.baseUrl);
}

describe("Google Business Profile publisher", () => {
  it("posts a STANDARD local post with a LEARN_MORE call to action and records name and searchUrl", async () => {
    const { outcome } = await publish({ [POSTS]: created });
    expect(outcome).toEqual({
      ok: true,
      attempts: 1,
      result: {
        platformPostId: "accounts/111/locations/222/localPosts/333",
        permalink: "https://local.google.com/place?id=1&use=posts&lpsid=333",
      },
    });
    const [sent] = server.requests;
    expect(sent.method).toBe("POST");
    expect(sent.path).toBe("/v4/accounts/111/locations/222/localPosts");
    expect(sent.headers.authorization).toBe("Bearer g-token");
    expect(sent.json).toEqual({
      languageCode: "en",
      summary: request.text,
      topicType: "STANDARD",
      callToAction: { actionType: "LEARN_MORE", url: "https://bistro.example/book" },
    });
  });

  it("omits the call to action without a URL, adds the photo when there is one, and allows no searchUrl", async () => {
    const { outcome } = await publish(
      { [POSTS]: { status: 200, json: { name: "accounts/111/locations/222/localPosts/4" } } },
      { text: "Open late this Friday.", imageUrl: "https://cdn.example/p.jpg" },
    );
    expect(outcome).toMatchObject({ ok: true, result: { permalink: null } });
    expect(server.requests[0].json.callToAction).toBeUndefined();
    expect(server.requests[0].json.media).toEqual([{ mediaFormat: "PHOTO", sourceUrl: "https://cdn.example/p.jpg" }]);
  });

  it("retries a 429 after its Retry-After", async () => {
    const { outcome, sleeps } = await publish({
      [POSTS]: [{ status: 429, headers: { "retry-after": "1" }, json: googleError(429, "RESOURCE_EXHAUSTED", "Quota exceeded") }, created],
    });
    expect(outcome).toMatchObject({ ok: true, attempts: 2 });
    expect(sleeps).toEqual([1000]);
  });

  it("retries a 5xx", async () => {
    const { outcome } = await publish({ [POSTS]: [{ status: 503, json: googleError(503, "UNAVAILABLE", "The service is currently unavailable.") }, created] });
    expect(outcome).toMatchObject({ ok: true, attempts: 2 });
  });

  it("fails a 400 permanently with Google's message", async () => {
    const { outcome } = await publish({ [POSTS]: { status: 400, json: googleError(400, "INVALID_ARGUMENT", "Request contains an invalid argument.") } });
    expect(outcome).toMatchObject({
      ok: false,
      attempts: 1,
      error: { kind: "permanent", message: "Google Business Profile rejected the post: Request contains an invalid argument." },
    });
  });

  it("asks to reconnect on an expired token", async () => {
    const message = "Request had invalid authentication credentials. Expected OAuth 2 access token.";
    const { outcome } = await publish({ [POSTS]: { status: 401, json: googleError(401, "UNAUTHENTICATED", message) } });
    expect(outcome).toMatchObject({
      ok: false,
      attempts: 1,
      error: { kind: "reconnect", message: `The Google Business Profile account needs to be reconnected: ${message}` },
    });
  });

  it("does not count a 2xx without a name as a success", async () => {
    const { outcome } = await publish({ [POSTS]: { status: 200, json: { state: "LIVE" } } });
    expect(outcome).toMatchObject({ ok: false, error: { kind: "permanent", message: "Google Business Profile answered without a post id." } });
  });
});

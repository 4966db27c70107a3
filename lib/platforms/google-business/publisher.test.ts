import { expect, it } from "vitest";
import { describeDb } from "@/lib/testing";
import { publisherHarness } from "@/lib/testing/publisher-harness";

const TEXT = "Open late this Friday. Book a table: https://bistro.example/book";
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

describeDb("Google Business Profile publisher", () => {
  const harness = publisherHarness("google_business", {
    post: { text: TEXT, credentials: { location_name: "accounts/111/locations/222", access_token: "g-token" } },
  });

  it("posts a STANDARD local post with a LEARN_MORE call to action and records name and searchUrl", async () => {
    const { outcome, delivery } = await harness.publish({ [POSTS]: created });
    expect(outcome).toEqual({ platform: "google_business", status: "succeeded" });
    expect(delivery).toMatchObject({
      attempts: 1,
      platformPostId: "accounts/111/locations/222/localPosts/333",
      permalink: "https://local.google.com/place?id=1&use=posts&lpsid=333",
    });
    const [sent] = harness.server.requests;
    expect(sent.method).toBe("POST");
    expect(sent.path).toBe("/v4/accounts/111/locations/222/localPosts");
    expect(sent.headers.authorization).toBe("Bearer g-token");
    expect(sent.json).toEqual({
      languageCode: "en",
      summary: TEXT,
      topicType: "STANDARD",
      callToAction: { actionType: "LEARN_MORE", url: "https://bistro.example/book" },
    });
  });

  it("omits the call to action without a URL, adds the photo when there is one, and allows no searchUrl", async () => {
    const { delivery } = await harness.publish(
      { [POSTS]: { status: 200, json: { name: "accounts/111/locations/222/localPosts/4" } } },
      { text: "Open late this Friday.", imageUrl: "https://cdn.example/p.jpg" },
    );
    expect(delivery).toMatchObject({ status: "succeeded", permalink: null });
    expect(harness.server.requests[0].json.callToAction).toBeUndefined();
    expect(harness.server.requests[0].json.media).toEqual([{ mediaFormat: "PHOTO", sourceUrl: "https://cdn.example/p.jpg" }]);
  });

  it("retries a 429 after its Retry-After", async () => {
    const { delivery, sleeps } = await harness.publish({
      [POSTS]: [{ status: 429, headers: { "retry-after": "1" }, json: googleError(429, "RESOURCE_EXHAUSTED", "Quota exceeded") }, created],
    });
    expect(delivery).toMatchObject({ status: "succeeded", attempts: 2 });
    expect(sleeps).toEqual([1000]);
  });

  it("retries a 5xx", async () => {
    const { delivery } = await harness.publish({ [POSTS]: [{ status: 503, json: googleError(503, "UNAVAILABLE", "The service is currently unavailable.") }, created] });
    expect(delivery).toMatchObject({ status: "succeeded", attempts: 2 });
  });

  it("fails a 400 permanently with Google's message", async () => {
    const { delivery, sleeps, connection } = await harness.publish({ [POSTS]: { status: 400, json: googleError(400, "INVALID_ARGUMENT", "Request contains an invalid argument.") } });
    expect(delivery).toMatchObject({
      status: "failed",
      attempts: 1,
      error: "Google Business Profile rejected the post: Request contains an invalid argument.",
    });
    expect(sleeps).toEqual([]);
    expect(connection).toBe("active");
  });

  it("asks to reconnect on an expired token", async () => {
    const message = "Request had invalid authentication credentials. Expected OAuth 2 access token.";
    const { delivery, connection } = await harness.publish({ [POSTS]: { status: 401, json: googleError(401, "UNAUTHENTICATED", message) } });
    expect(delivery).toMatchObject({
      status: "failed",
      attempts: 1,
      error: `The Google Business Profile account needs to be reconnected: ${message}`,
    });
    expect(connection).toBe("reconnect_required");
  });

  it("does not count a 2xx without a name as a success", async () => {
    const { delivery } = await harness.publish({ [POSTS]: { status: 200, json: { state: "LIVE" } } });
    expect(delivery).toMatchObject({ status: "failed", error: "Google Business Profile answered without a post id.", platformPostId: null });
  });
});

import { expect, it } from "vitest";
import { createThreadsPublisher } from "@/lib/platforms/threads/publisher";
import { describeDb } from "@/lib/testing";
import { noSleep, type Script } from "@/lib/testing/loopback-server";
import { publisherHarness } from "@/lib/testing/publisher-harness";

const TEXT = "New hours from Monday 🌱 https://shop.example/hours";
const CREATE = "POST /25000000000000001/threads";
const PUBLISH = "POST /25000000000000001/threads_publish";
const happy: Script = {
  [CREATE]: { status: 200, json: { id: "c-1" } },
  "GET /c-1": { status: 200, json: { status: "FINISHED", id: "c-1" } },
  [PUBLISH]: { status: 200, json: { id: "t-9" } },
  "GET /t-9": { status: 200, json: { permalink: "https://www.threads.net/@shop/post/Xyz", id: "t-9" } },
};

describeDb("Threads publisher", () => {
  const harness = publisherHarness("threads", {
    post: { text: TEXT, credentials: { threads_user_id: "25000000000000001", access_token: "th-token" } },
    script: happy,
    pathPrefix: "/v1.0",
    // The container checks recorded, not waited.
    publisher: createThreadsPublisher({ sleep: noSleep, maxChecks: 3 }),
  });

  it("passes an uploaded image's alt text on the IMAGE container", async () => {
    const image = { bytes: new Uint8Array([1]), mimeType: "image/png", width: 800, height: 600, altText: "A shop front" };
    const { delivery, imageUrl } = await harness.publish({ "GET /c-1": { status: 200, json: { status: "FINISHED" } } }, { image });
    expect(delivery).toMatchObject({ status: "succeeded" });
    expect(Object.fromEntries(harness.server.requests[0].form!)).toMatchObject({ media_type: "IMAGE", image_url: imageUrl, alt_text: "A shop front" });
  });

  it("publishes a TEXT container without waiting, and records id and permalink", async () => {
    const { outcome, delivery } = await harness.publish({});
    expect(outcome).toEqual({ platform: "threads", status: "succeeded" });
    expect(delivery).toMatchObject({ attempts: 1, platformPostId: "t-9", permalink: "https://www.threads.net/@shop/post/Xyz" });
    const [create, publishCall] = harness.server.requests;
    expect(`${create.method} ${create.path}`).toBe(CREATE);
    expect(Object.fromEntries(create.form!)).toEqual({ media_type: "TEXT", text: TEXT, access_token: "th-token" });
    expect(`${publishCall.method} ${publishCall.path}`).toBe(PUBLISH);
    expect(Object.fromEntries(publishCall.form!)).toEqual({ creation_id: "c-1", access_token: "th-token" });
    expect(harness.server.requests.map((r) => r.path)).not.toContain("/c-1");
  });

  it("sends an IMAGE container with image_url and waits until it is FINISHED", async () => {
    const { delivery } = await harness.publish(
      { "GET /c-1": [{ status: 200, json: { status: "IN_PROGRESS" } }, { status: 200, json: { status: "FINISHED" } }] },
      { imageUrl: "https://cdn.example/a.png" },
    );
    expect(delivery).toMatchObject({ status: "succeeded" });
    const { requests } = harness.server;
    expect(Object.fromEntries(requests[0].form!)).toMatchObject({ media_type: "IMAGE", image_url: "https://cdn.example/a.png" });
    expect(requests.filter((r) => r.path === "/c-1")).toHaveLength(2);
    expect(requests[1].query.get("fields")).toBe("status,error_message");
  });

  it("retries a 429 after its Retry-After", async () => {
    const { delivery, sleeps } = await harness.publish({
      [CREATE]: [{ status: 429, headers: { "retry-after": "1" }, json: { error: { message: "Rate limit", code: 4 } } }, { status: 200, json: { id: "c-1" } }],
    });
    expect(delivery).toMatchObject({ status: "succeeded", attempts: 2 });
    expect(sleeps).toEqual([1000]);
  });

  it("retries a 5xx", async () => {
    const { delivery } = await harness.publish({
      [PUBLISH]: [{ status: 502, body: "Bad Gateway" }, { status: 200, json: { id: "t-9" } }],
    });
    expect(delivery).toMatchObject({ status: "succeeded", attempts: 2 });
  });

  it("fails a 400 permanently with the platform's message", async () => {
    const { delivery, sleeps, connection } = await harness.publish({
      [CREATE]: { status: 400, json: { error: { message: "Param text must be at most 500 characters long.", type: "THApiException", code: 100 } } },
    });
    expect(delivery).toMatchObject({
      status: "failed",
      attempts: 1,
      error: "Threads rejected the post: Param text must be at most 500 characters long.",
    });
    expect(sleeps).toEqual([]);
    expect(connection).toBe("active");
  });

  it("asks to reconnect on an expired token", async () => {
    const { delivery, connection } = await harness.publish({
      [CREATE]: { status: 401, json: { error: { message: "Error validating access token: Session has expired", type: "OAuthException", code: 190 } } },
    });
    expect(delivery).toMatchObject({
      status: "failed",
      attempts: 1,
      error: "The Threads account needs to be reconnected: Error validating access token: Session has expired",
    });
    expect(connection).toBe("reconnect_required");
  });

  it("does not count a publish without an id as a success", async () => {
    const { delivery } = await harness.publish({ [PUBLISH]: { status: 200, json: {} } });
    expect(delivery).toMatchObject({ status: "failed", error: "Threads answered without a post id.", platformPostId: null });
  });
});

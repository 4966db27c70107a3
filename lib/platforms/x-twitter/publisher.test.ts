import { expect, it } from "vitest";
import { describeDb } from "@/lib/testing";
import { publisherHarness } from "@/lib/testing/publisher-harness";

const TEXT = "Fresh bread at 7 #bakery https://bake.example/today";
const created = { status: 201, json: { data: { id: "1850000000000000001", text: TEXT } } };

describeDb("X publisher", () => {
  const harness = publisherHarness("x_twitter", { post: { text: TEXT, credentials: { access_token: "user-token" } } });
  const requests = () => harness.server.requests;

  it("posts {text} to /2/tweets with the user token and records id and permalink", async () => {
    const { outcome, delivery } = await harness.publish({ "POST /2/tweets": created });
    expect(outcome).toEqual({ platform: "x_twitter", status: "succeeded" });
    expect(delivery).toEqual({
      status: "succeeded",
      attempts: 1,
      error: null,
      platformPostId: "1850000000000000001",
      permalink: "https://x.com/i/web/status/1850000000000000001",
    });
    const [sent] = requests();
    expect(sent.method).toBe("POST");
    expect(sent.path).toBe("/2/tweets");
    expect(sent.headers.authorization).toBe("Bearer user-token");
    expect(sent.headers["content-type"]).toBe("application/json");
    expect(sent.json).toEqual({ text: TEXT });
  });

  it("retries a 429 after exactly its Retry-After", async () => {
    const { delivery, sleeps } = await harness.publish({
      "POST /2/tweets": [
        { status: 429, headers: { "retry-after": "1" }, json: { title: "Too Many Requests", detail: "Too Many Requests", status: 429 } },
        created,
      ],
    });
    expect(delivery).toMatchObject({ status: "succeeded", attempts: 2 });
    expect(sleeps).toEqual([1000]);
  });

  it("falls back to x-rate-limit-reset when a 429 has no Retry-After", async () => {
    const reset = Math.floor(Date.now() / 1000) + 2;
    const { delivery, sleeps } = await harness.publish({
      "POST /2/tweets": [{ status: 429, headers: { "x-rate-limit-reset": String(reset) }, json: { title: "Too Many Requests" } }, created],
    });
    expect(delivery).toMatchObject({ status: "succeeded", attempts: 2 });
    expect(sleeps[0]).toBeGreaterThan(0);
    expect(sleeps[0]).toBeLessThanOrEqual(2000);
  });

  it("retries a 5xx with backoff", async () => {
    const { delivery, sleeps } = await harness.publish({
      "POST /2/tweets": [{ status: 503, json: { title: "Service Unavailable", detail: "Service Unavailable" } }, created],
    });
    expect(delivery).toMatchObject({ status: "succeeded", attempts: 2 });
    expect(sleeps).toEqual([750]); // 1000 ms base, equal jitter at random() = 0.5
  });

  it("fails a 403 permanently with X's own message, after one attempt", async () => {
    const detail = "You are not allowed to create a Tweet with duplicate content.";
    const { outcome, delivery, sleeps, connection } = await harness.publish({
      "POST /2/tweets": { status: 403, json: { detail, type: "about:blank", title: "Forbidden", status: 403 } },
    });
    expect(outcome).toEqual({ platform: "x_twitter", status: "failed", error: `X rejected the post: ${detail}` });
    expect(delivery).toMatchObject({ status: "failed", attempts: 1 });
    expect(sleeps).toEqual([]);
    expect(requests()).toHaveLength(1);
    // Permanent is about the post, not the account.
    expect(connection).toBe("active");
  });

  it("reads v1-style errors[0].message on a 400", async () => {
    const { delivery } = await harness.publish({
      "POST /2/tweets": { status: 400, json: { errors: [{ message: "Text is too long" }], title: "Invalid Request" } },
    });
    expect(delivery).toMatchObject({ status: "failed", attempts: 1, error: "X rejected the post: Text is too long" });
  });

  it("asks to reconnect on 401, without retrying", async () => {
    const { delivery, sleeps, connection } = await harness.publish({
      "POST /2/tweets": { status: 401, json: { title: "Unauthorized", type: "about:blank", status: 401, detail: "Unauthorized" } },
    });
    expect(delivery).toMatchObject({ status: "failed", attempts: 1, error: "The X account needs to be reconnected: Unauthorized" });
    expect(sleeps).toEqual([]);
    expect(connection).toBe("reconnect_required");
  });

  it("does not count a 2xx without an id as a success", async () => {
    const { delivery } = await harness.publish({ "POST /2/tweets": { status: 201, json: { data: {} } } });
    expect(delivery).toMatchObject({ status: "failed", attempts: 1, error: "X answered without a post id.", platformPostId: null });
  });

  it("never resends after the connection dropped once the request was sent", async () => {
    const { delivery, sleeps } = await harness.publish({ "POST /2/tweets": ["reset", created] });
    expect(delivery).toMatchObject({ status: "failed", attempts: 1 });
    expect(delivery.error).toMatch(/may have been published; check X before retrying/);
    expect(sleeps).toEqual([]);
    // Sent once; the lookup that followed (reconcile-delivery.ts) found no timeline on this scripted X.
    expect(requests().filter((r) => r.method === "POST")).toHaveLength(1);
  });

  it("asks to reconnect when the access token is missing, before any request", async () => {
    const { delivery } = await harness.publish({ "POST /2/tweets": created }, { credentials: {} });
    // The connection's reader refuses it before the publisher's own check (requireCredentials) would.
    expect(delivery).toMatchObject({ status: "failed", error: "The stored x_twitter credentials no longer have the expected fields; reconnect the account." });
    expect(requests()).toHaveLength(0);
  });
});

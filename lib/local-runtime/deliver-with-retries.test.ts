import { createServer } from "node:net";
import type { AddressInfo } from "node:net";
import { expect, it } from "vitest";
import { db } from "@/lib/db/client";
import { PublishError } from "@/lib/platforms/publisher-kit/publish-error";
import type { Publisher, PublishRequest, PublishSuccess } from "@/lib/platforms/publisher-kit/types";
import { describeDb } from "@/lib/testing";
import { deliverThroughRunner, type DeliverOptions } from "@/lib/testing/publisher-harness";

// The local runner's retry policy (deliverWithRetries with LOCAL_RETRY_POLICY) around the one
// attempt of the pipeline, with a publisher that fails as told: how long it waits, when it stops,
// what it never retries. Against real platform answers: each platform's publisher test and
// lib/local-runtime/run-due-jobs.test.ts.

const success: PublishSuccess = { platformPostId: "1", permalink: null };

/** An X publisher that fails with the given errors in order, then succeeds; `seen` records each call's request. */
function scripted(failures: unknown[]): Publisher & { seen: PublishRequest[] } {
  const publisher = {
    platform: "x_twitter" as const,
    requiredCredentials: ["access_token"],
    seen: [] as PublishRequest[],
    async publish(request: PublishRequest) {
      const failure = failures[publisher.seen.length];
      publisher.seen.push(request);
      if (failure !== undefined) throw failure;
      return success;
    },
  };
  return publisher;
}

// No request leaves the scripted publisher: the API root is never called.
const deliver = (publisher: Publisher, options: Partial<DeliverOptions> = {}) =>
  deliverThroughRunner("x_twitter", "http://127.0.0.1:1", { text: "hello", credentials: { access_token: "t" }, publisher, ...options });

const retryable = (retryAfterMs?: number) => new PublishError("retryable", "busy", { status: 503, retryAfterMs });

describeDb("the local runner's retries (deliverWithRetries)", () => {
  it("backs off exponentially with jitter, then succeeds", async () => {
    const { outcome, delivery, sleeps } = await deliver(scripted([retryable(), retryable(), retryable()]));
    expect(outcome).toEqual({ platform: "x_twitter", status: "succeeded" });
    expect(delivery).toMatchObject({ status: "succeeded", attempts: 4, platformPostId: "1" });
    // base 1000 doubling, "equal jitter" at random() = 0.5 → 3/4 of each step.
    expect(sleeps).toEqual([750, 1500, 3000]);
  });

  it("waits exactly Retry-After", async () => {
    const { delivery, sleeps } = await deliver(scripted([retryable(1000), retryable(2500)]));
    expect(delivery).toMatchObject({ status: "succeeded", attempts: 3 });
    expect(sleeps).toEqual([1000, 2500]);
  });

  it("fails readably instead of waiting longer than the policy's longest wait", async () => {
    const { delivery, sleeps } = await deliver(scripted([retryable(900_000)]), { policy: { maxDelayMs: 60_000 } });
    expect(sleeps).toEqual([]);
    expect(delivery).toMatchObject({ status: "failed", attempts: 1, error: "X asked to wait 900 s before retrying, longer than we wait; try again later. (busy)" });
  });

  it("stops after the policy's attempts with the last reason", async () => {
    const publisher = scripted([retryable(), retryable(), retryable()]);
    const { delivery } = await deliver(publisher, { policy: { maxAttempts: 3 } });
    expect(publisher.seen).toHaveLength(3);
    expect(delivery).toMatchObject({ status: "failed", attempts: 3, error: "X still failed after 3 attempts: busy" });
  });

  it.each(["permanent", "reconnect", "unknown_outcome"] as const)("never retries %s", async (kind) => {
    const publisher = scripted([new PublishError(kind, "no")]);
    const { delivery, sleeps } = await deliver(publisher);
    expect(publisher.seen).toHaveLength(1);
    expect(sleeps).toEqual([]);
    expect(delivery).toMatchObject({ status: "failed", attempts: 1 });
    // An unknown outcome is looked up on the platform first; this X cannot be asked, so the reason says so.
    if (kind === "unknown_outcome") expect(delivery.error).toMatch(/^no This was post “.+” \(.+\)\. X could not tell whether it is there/);
    else expect(delivery.error).toBe("no");
  });

  it("treats an unexpected error as an unknown outcome, not a retry", async () => {
    const publisher = scripted([new TypeError("boom")]);
    const { delivery, sleeps } = await deliver(publisher);
    expect(publisher.seen).toHaveLength(1);
    expect(sleeps).toEqual([]);
    expect(delivery).toMatchObject({ status: "failed", attempts: 1 });
    expect(delivery.error).toMatch(/may have been published; check X before retrying/);
  });

  it("records each attempt before its request leaves, the previous attempt's reason cleared", async () => {
    const recorded: Array<{ attempts: number; error: string | null }> = [];
    const publisher = scripted([retryable()]);
    const send = publisher.publish;
    publisher.publish = async (request, options) => {
      // The request's idempotency key is its delivery's id.
      recorded.push(await db().delivery.findUniqueOrThrow({ where: { id: request.idempotencyKey }, select: { attempts: true, error: true } }));
      return send(request, options);
    };
    const { delivery } = await deliver(publisher);
    expect(recorded).toEqual([
      { attempts: 1, error: null },
      { attempts: 2, error: null },
    ]);
    expect(delivery).toMatchObject({ status: "succeeded", attempts: 2 });
  });

  it("retries a refused connection (nothing was sent)", async () => {
    // A port that was just free: connecting to it is refused.
    const probe = createServer();
    await new Promise<void>((resolve) => probe.listen(0, "127.0.0.1", resolve));
    const { port } = probe.address() as AddressInfo;
    await new Promise<void>((resolve) => probe.close(() => resolve()));

    const { delivery, sleeps } = await deliverThroughRunner("x_twitter", `http://127.0.0.1:${port}`, {
      text: "hello",
      credentials: { access_token: "t" },
      policy: { maxAttempts: 2 },
    });
    expect(sleeps).toHaveLength(1);
    expect(delivery).toMatchObject({ status: "failed", attempts: 2, error: "X still failed after 2 attempts: Could not reach X (ECONNREFUSED)." });
  });
});

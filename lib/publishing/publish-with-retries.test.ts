import { createServer } from "node:net";
import type { AddressInfo } from "node:net";
import { describe, expect, it } from "vitest";
import { publishWithRetries } from "@/lib/publishing/publish-with-retries";
import { PublishError } from "@/lib/platforms/publisher-kit/publish-error";
import type { Publisher, PublishSuccess } from "@/lib/platforms/publisher-kit/types";
import { xTwitterPublisher } from "@/lib/platforms/x-twitter/publisher";

const request = {
  platform: "x_twitter" as const,
  text: "hello",
  imageUrl: null,
  credentials: { access_token: "t" },
  idempotencyKey: "d-1",
};
const success: PublishSuccess = { platformPostId: "1", permalink: null };

/** A publisher that fails with the given errors in order, then succeeds. */
function scripted(failures: unknown[]): Publisher & { calls: number } {
  const publisher = {
    platform: "x_twitter" as const,
    requiredCredentials: ["access_token"],
    calls: 0,
    async publish() {
      const failure = failures[publisher.calls++];
      if (failure !== undefined) throw failure;
      return success;
    },
  };
  return publisher;
}

async function run(publisher: Publisher, options: Partial<Parameters<typeof publishWithRetries>[2]> = {}) {
  const sleeps: number[] = [];
  const outcome = await publishWithRetries(publisher, request, {
    baseUrl: "http://127.0.0.1:1",
    sleep: async (ms) => void sleeps.push(ms),
    random: () => 0.5,
    ...options,
  });
  return { outcome, sleeps };
}

const retryable = (retryAfterMs?: number) => new PublishError("retryable", "busy", { status: 503, retryAfterMs });

describe("publishWithRetries", () => {
  it("backs off exponentially with jitter, then succeeds", async () => {
    const { outcome, sleeps } = await run(scripted([retryable(), retryable(), retryable()]));
    expect(outcome).toEqual({ ok: true, result: success, attempts: 4 });
    // base 1000 doubling, "equal jitter" at random() = 0.5 → 3/4 of each step.
    expect(sleeps).toEqual([750, 1500, 3000]);
  });

  it("waits exactly Retry-After", async () => {
    const { outcome, sleeps } = await run(scripted([retryable(1000), retryable(2500)]));
    expect(outcome).toMatchObject({ ok: true, attempts: 3 });
    expect(sleeps).toEqual([1000, 2500]);
  });

  it("fails readably instead of waiting longer than maxDelayMs", async () => {
    const { outcome, sleeps } = await run(scripted([retryable(900_000)]), { maxDelayMs: 60_000 });
    expect(sleeps).toEqual([]);
    expect(outcome).toMatchObject({ ok: false, attempts: 1, error: { kind: "retryable" } });
    if (!outcome.ok) expect(outcome.error.message).toBe("X asked to wait 900 s before retrying, longer than we wait; try again later. (busy)");
  });

  it("stops after maxAttempts with the last reason", async () => {
    const publisher = scripted([retryable(), retryable(), retryable()]);
    const { outcome } = await run(publisher, { maxAttempts: 3 });
    expect(publisher.calls).toBe(3);
    expect(outcome).toMatchObject({ ok: false, attempts: 3, error: { kind: "retryable", message: "X still failed after 3 attempts: busy" } });
  });

  it.each(["permanent", "reconnect", "unknown_outcome"] as const)("never retries %s", async (kind) => {
    const publisher = scripted([new PublishError(kind, "no")]);
    const { outcome, sleeps } = await run(publisher);
    expect(publisher.calls).toBe(1);
    expect(sleeps).toEqual([]);
    expect(outcome).toMatchObject({ ok: false, attempts: 1, error: { kind } });
  });

  it("treats an unexpected error as an unknown outcome, not a retry", async () => {
    const { outcome } = await run(scripted([new TypeError("boom")]));
    expect(outcome).toMatchObject({ ok: false, attempts: 1, error: { kind: "unknown_outcome" } });
    if (!outcome.ok) expect(outcome.error.message).toMatch(/may have been published; check X before retrying/);
  });

  it("calls and awaits onAttempt before every attempt, with the previous error", async () => {
    const events: string[] = [];
    const first = retryable();
    const publisher = scripted([first]);
    const original = publisher.publish;
    publisher.publish = async (...args) => {
      events.push("publish");
      return original(...args);
    };
    await run(publisher, {
      onAttempt: async (attempt, previous) => {
        await new Promise((resolve) => setTimeout(resolve, 5));
        events.push(`attempt ${attempt} ${previous === first ? "after busy" : previous === undefined ? "first" : "?"}`);
      },
    });
    expect(events).toEqual(["attempt 1 first", "publish", "attempt 2 after busy", "publish"]);
  });

  it("retries a refused connection (nothing was sent)", async () => {
    // A port that was just free: connecting to it is refused.
    const probe = createServer();
    await new Promise<void>((resolve) => probe.listen(0, "127.0.0.1", resolve));
    const { port } = probe.address() as AddressInfo;
    await new Promise<void>((resolve) => probe.close(() => resolve()));

    const { outcome, sleeps } = await run(xTwitterPublisher, { baseUrl: `http://127.0.0.1:${port}`, maxAttempts: 2 });
    expect(sleeps).toHaveLength(1);
    expect(outcome).toMatchObject({ ok: false, attempts: 2, error: { kind: "retryable" } });
    if (!outcome.ok) expect(outcome.error.message).toBe("X still failed after 2 attempts: Could not reach X (ECONNREFUSED).");
  });
});

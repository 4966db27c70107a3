import { afterAll, afterEach, expect, it } from "vitest";
import { db } from "@/lib/db/client";
import { dbPool } from "@/lib/db/pool";
import { startAgentRecordPruning, startWebhookDispatcher } from "@/lib/local-runtime/agent-jobs";
import { clearLoopbackAllowanceForTests } from "@/lib/net/test-loopback-allowance";
import { createTestUser, describeDb } from "@/lib/testing";
import { startWebhookReceiver } from "@/lib/testing/webhook-receiver";
import { newWebhookSecret } from "@/lib/webhooks/sign-webhook";

describeDb("local runtime jobs of the agent features", () => {
  let stop: (() => void) | undefined;
  afterEach(() => stop?.());
  afterAll(() => clearLoopbackAllowanceForTests());

  it("the webhook dispatcher sends an event shortly after the change that wrote it", async () => {
    const receiver = await startWebhookReceiver();
    receiver.secret = newWebhookSecret();
    const userId = (await createTestUser()).id;
    await db().webhookEndpoint.create({ data: { userId, url: receiver.url, events: ["post.unscheduled"], secret: receiver.secret } });
    const post = await db().post.create({ data: { userId, content: "Local", platforms: ["bluesky"], source: "api", status: "scheduled", scheduledAt: new Date(Date.now() + 3_600_000) } });
    try {
      stop = startWebhookDispatcher(100);
      await db().post.update({ where: { id: post.id }, data: { status: "draft", scheduledAt: null } });
      await until(async () => receiver.received.length === 1);
      expect(receiver.received[0].error).toBeNull();
      expect(receiver.received[0].verified.type).toBe("post.unscheduled");
    } finally {
      await receiver.close();
    }
  });

  it("the pruning deletes idempotency keys past their 24 hours, at start and periodically", async () => {
    const userId = (await createTestUser()).id;
    const insert = (key: string) =>
      dbPool().query(`INSERT INTO idempotency_keys (user_id, key, fingerprint, request_id, created_at) VALUES ($1, $2, 'f', 'r', now() - interval '25 hours')`, [userId, key]);
    const left = async () => (await dbPool().query("SELECT count(*)::int AS n FROM idempotency_keys WHERE user_id = $1", [userId])).rows[0].n;
    await insert("first");
    stop = startAgentRecordPruning(200);
    await until(async () => (await left()) === 0);
    await insert("second");
    await until(async () => (await left()) === 0);
  });
});

async function until(condition: () => Promise<boolean>, timeoutMs = 5000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error("condition not met in time");
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

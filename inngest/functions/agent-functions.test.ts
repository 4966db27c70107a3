import { InngestTestEngine } from "@inngest/test";
import { afterAll, expect, it } from "vitest";
import { functions } from "@/inngest/functions";
import { dispatchWebhooks } from "@/inngest/functions/dispatch-webhooks";
import { pruneAgentRecords } from "@/inngest/functions/prune-agent-records";
import { db } from "@/lib/db/client";
import { dbPool } from "@/lib/db/pool";
import { clearLoopbackAllowanceForTests } from "@/lib/net/test-loopback-allowance";
import { createTestUser, describeDb } from "@/lib/testing";
import { startWebhookReceiver } from "@/lib/testing/webhook-receiver";
import { newWebhookSecret } from "@/lib/webhooks/sign-webhook";

describeDb("inngest functions of the agent features", () => {
  afterAll(() => clearLoopbackAllowanceForTests());

  it("are cron functions served at /api/inngest: the dispatcher every minute, the pruning beside the counters'", () => {
    expect(dispatchWebhooks.opts.triggers).toEqual([{ cron: "* * * * *" }]);
    expect(pruneAgentRecords.opts.triggers).toEqual([{ cron: "*/10 * * * *" }]);
    expect(functions).toEqual(expect.arrayContaining([dispatchWebhooks, pruneAgentRecords]));
  });

  it("dispatch-webhooks sends what is due in the outbox, verified by the receiver", async () => {
    const receiver = await startWebhookReceiver();
    receiver.secret = newWebhookSecret();
    const userId = (await createTestUser()).id;
    await db().webhookEndpoint.create({ data: { userId, url: receiver.url, events: ["post.scheduled"], secret: receiver.secret } });
    const post = await db().post.create({ data: { userId, content: "Cron", platforms: ["bluesky"], source: "api" } });
    await db().post.update({ where: { id: post.id }, data: { status: "scheduled", scheduledAt: new Date(Date.now() + 3_600_000) } });
    try {
      const { result } = await new InngestTestEngine({ function: dispatchWebhooks }).execute();
      expect((result as { sent: number }).sent).toBeGreaterThanOrEqual(1);
      expect(receiver.received.map((message) => [message.error, message.verified?.type])).toEqual([[null, "post.scheduled"]]);
    } finally {
      await receiver.close();
    }
  });

  it("prune-agent-records deletes idempotency keys past 24 hours and finished events past 30 days", async () => {
    const userId = (await createTestUser()).id;
    await dbPool().query(
      `INSERT INTO idempotency_keys (user_id, key, fingerprint, request_id, status_code, response_body, created_at)
       VALUES ($1, 'old', 'f', 'r1', 200, '{}', now() - interval '25 hours'), ($1, 'new', 'f', 'r2', 200, '{}', now())`,
      [userId],
    );
    await dbPool().query(
      `INSERT INTO webhook_events (id, workspace_id, user_id, type, payload, created_at)
       SELECT gen_random_uuid(), w.id, $1, 'post.published', '{}', at FROM workspaces w, (VALUES (now() - interval '31 days'), (now())) AS t(at)
       WHERE w.personal_for = $1`,
      [userId],
    );
    const { result } = await new InngestTestEngine({ function: pruneAgentRecords }).execute();
    expect(result).toMatchObject({ keys: expect.any(Number), events: expect.any(Number) });
    expect((await dbPool().query("SELECT key FROM idempotency_keys WHERE user_id = $1", [userId])).rows).toEqual([{ key: "new" }]);
    expect((await dbPool().query("SELECT count(*)::int AS n FROM webhook_events WHERE user_id = $1", [userId])).rows[0].n).toBe(1);
  });
});

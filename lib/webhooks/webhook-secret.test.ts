import { randomBytes, randomUUID } from "node:crypto";
import { afterAll, afterEach, beforeAll, expect, it, vi } from "vitest";
import type { Caller } from "@/lib/auth/caller";
import { parseKeyRing } from "@/lib/env/parse-key-ring";
import { SealOpenError } from "@/lib/sealing/seal";
import { db } from "@/lib/db/client";
import { forgetServerEnv } from "@/lib/env/server-env";
import { createTestUser, describeDb } from "@/lib/testing";
import { startWebhookReceiver } from "@/lib/testing/webhook-receiver";
import { dispatchDueWebhooks } from "@/lib/webhooks/dispatch-webhooks";
import { resealWebhookSecrets } from "@/lib/webhooks/reseal-webhook-secrets";
import { newWebhookSecret } from "@/lib/webhooks/sign-webhook";
import { createWebhookEndpoint } from "@/lib/webhooks/webhook-endpoints";
import { openWebhookSecret, storeWebhookSecret } from "@/lib/webhooks/webhook-secret";
import { testCaller } from "@/lib/testing/test-caller";

// Webhook signing secrets at rest: sealed like platform credentials when the server has keys,
// opened only for the endpoint they belong to, sealed by the reseal script when kept in the clear.

// Ids unique per run: the test database is shared with other suites and earlier runs.
const A = `wa${randomBytes(4).toString("hex")}:${randomBytes(32).toString("base64")}`;
const B = `wb${randomBytes(4).toString("hex")}:${randomBytes(32).toString("base64")}`;
const idOf = (entry: string) => entry.split(":")[0];

function useKeys(value: string | undefined) {
  vi.stubEnv("CONNECTIONS_ENCRYPTION_KEYS", value);
  forgetServerEnv();
}

describeDb("webhook signing secrets at rest", () => {
  let caller: Caller;
  beforeAll(async () => {
    const user = await createTestUser({ plan: "business" });
    caller = await testCaller(user.id, { scopes: ["admin"] });
  });
  afterEach(() => useKeys(A));
  afterAll(() => {
    vi.unstubAllEnvs();
    forgetServerEnv();
  });

  const endpointRow = (id: string) => db().webhookEndpoint.findUniqueOrThrow({ where: { id } });

  it("a new endpoint's secret is sealed under the current key, bound to that endpoint, and never stored in the clear", async () => {
    useKeys(A);
    const { webhook, secret } = await createWebhookEndpoint(caller, { url: "https://hooks.example/a", events: ["post.published"] });
    const row = await endpointRow(webhook.id);
    expect(row.secret).toBeNull();
    expect(row.keyId).toBe(idOf(A));
    expect(row.sealedSecret).not.toContain(secret.slice("whsec_".length, 20));
    expect(openWebhookSecret(row.id, row)).toBe(secret);
    // The same sealed value on another endpoint does not open: it is bound to its endpoint's id.
    expect(() => openWebhookSecret(randomUUID(), row)).toThrow(SealOpenError);
  });

  it("without keys the secret is kept in the clear (as connections are then off), and the reseal seals it later", async () => {
    useKeys(undefined);
    const { webhook, secret } = await createWebhookEndpoint(caller, { url: "https://hooks.example/b", events: ["post.published"] });
    expect(await endpointRow(webhook.id)).toMatchObject({ secret, sealedSecret: null, keyId: null });

    useKeys(`${B},${A}`);
    const older = await createWebhookEndpoint(caller, { url: "https://hooks.example/c", events: ["post.published"] });
    await db().webhookEndpoint.update({ where: { id: older.webhook.id }, data: storeWebhookSecret(older.webhook.id, older.secret, parseKeyRing(A)) });

    const report = await resealWebhookSecrets();
    expect(report.failed.filter((failure) => [webhook.id, older.webhook.id].includes(failure.id))).toEqual([]);
    for (const [id, original] of [[webhook.id, secret], [older.webhook.id, older.secret]]) {
      const row = await endpointRow(id);
      expect(row).toMatchObject({ secret: null, keyId: idOf(B) });
      expect(openWebhookSecret(id, row)).toBe(original);
    }
  });

  it("a delivery whose secret no longer opens (its key removed) is not sent; the attempt says why and is retried later", async () => {
    useKeys(A);
    const receiver = await startWebhookReceiver();
    try {
      const { webhook } = await createWebhookEndpoint(caller, { url: receiver.url, events: ["post.published"] });
      const eventId = randomUUID();
      await db().webhookEvent.create({ data: { id: eventId, workspaceId: caller.workspaceId, userId: caller.userId, type: "post.published", payload: { type: "post.published", data: {} } } });
      const delivery = await db().webhookDelivery.create({ data: { eventId, endpointId: webhook.id, nextAttemptAt: new Date() } });

      useKeys(B); // A is gone from the ring
      await dispatchDueWebhooks();
      const after = await db().webhookDelivery.findUniqueOrThrow({ where: { id: delivery.id } });
      expect(receiver.received.filter((message) => message.id === eventId)).toEqual([]);
      expect(after.status).toBe("pending");
      expect(after.lastError).toMatch(/^Not sent: The signing secret does not open: The key "wa[0-9a-f]{8}" that sealed/);
      expect(after.nextAttemptAt!.getTime()).toBeGreaterThan(Date.now());
    } finally {
      await receiver.close();
    }
  });
});

// newWebhookSecret is what the endpoints route hands out; a sealed one must round-trip it whole.
it("seals and opens any secret the endpoint route makes", () => {
  const ring = parseKeyRing(A)!;
  const id = randomUUID();
  for (let i = 0; i < 20; i++) {
    const secret = newWebhookSecret();
    expect(openWebhookSecret(id, storeWebhookSecret(id, secret, ring), ring)).toBe(secret);
  }
});

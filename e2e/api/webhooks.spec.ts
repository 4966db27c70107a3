import { createApiKey } from "../support/api";
import { expect, test } from "../support/fixtures";

// Webhook endpoints on the production build: the address policy has no test allowance there,
// so loopback and private receivers are refused; the signing secret is shown once and replays of
// an idempotent creation never carry it.

test("webhook endpoints: admin only, public addresses only, secret once, even on an idempotent retry", async ({ session, keyContext }) => {
  const reader = await keyContext((await createApiKey(session, { name: "reader", scopes: ["read"] })).key);
  const denied = await reader.get("/api/v1/webhooks");
  expect(denied.status()).toBe(403);
  expect((await denied.json()).error.code).toBe("insufficient_scope");

  const admin = await keyContext((await createApiKey(session, { name: "admin", scopes: ["admin"] })).key);
  for (const url of ["http://127.0.0.1/hooks", "https://192.168.1.20/hooks", "https://[::1]/hooks", "http://localhost/hooks", "https://hooks.example.net:8443/x"]) {
    const refused = await admin.post("/api/v1/webhooks", { data: { url } });
    expect(refused.status(), url).toBe(400);
    expect((await refused.json()).error.code).toBe("invalid_request");
  }

  const headers = { "idempotency-key": `webhook-${Date.now()}` };
  const created = await admin.post("/api/v1/webhooks", { data: { url: "https://hooks.brandcast-e2e.invalid/in", events: ["post.published"] }, headers });
  expect(created.status()).toBe(201);
  const { webhook, secret } = (await created.json()).data;
  expect(secret).toMatch(/^whsec_/);
  expect(webhook).toMatchObject({ url: "https://hooks.brandcast-e2e.invalid/in", events: ["post.published"], enabled: true, recent_deliveries: [] });
  const replay = await admin.post("/api/v1/webhooks", { data: { url: "https://hooks.brandcast-e2e.invalid/in", events: ["post.published"] }, headers });
  expect(replay.headers()["idempotent-replayed"]).toBe("true");
  expect((await replay.json()).data).toEqual({ webhook, secret: "" });

  const list = await (await admin.get("/api/v1/webhooks")).json();
  expect(list.data.webhooks.map((w: { id: string }) => w.id)).toEqual([webhook.id]);
  expect(JSON.stringify(list)).not.toContain(secret);
  expect((await admin.delete(`/api/v1/webhooks/${webhook.id}`)).status()).toBe(200);
});

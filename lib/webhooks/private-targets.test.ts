import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import * as postsRoute from "@/app/api/v1/posts/route";
import * as testRoute from "@/app/api/v1/webhooks/[id]/test/route";
import * as webhooksRoute from "@/app/api/v1/webhooks/route";
import { safeFetchText } from "@/lib/net/safe-fetch";
import { privateAllowlistFor } from "@/lib/net/private-allowlist-for";
import { allowLoopbackForTests, clearLoopbackAllowanceForTests } from "@/lib/net/test-loopback-allowance";
import { createTestUser, describeDb } from "@/lib/testing";
import { callRoute } from "@/lib/testing/call-route";
import { resetEnv, useEnv } from "@/lib/testing/oauth-env";
import { createTestApiKey } from "@/lib/testing/test-api-key";
import { startWebhookReceiver, type WebhookReceiver } from "@/lib/testing/webhook-receiver";
import { sendWebhook } from "@/lib/webhooks/send-webhook";

// OUTBOUND_ALLOW_PRIVATE through the real routes and senders: a receiver on a private address
// (127.0.0.2: the test allowance lets only 127.0.0.1 through, and this receiver's port) is
// refused without the setting and reached with it; a listed name reaches what it resolves to;
// cloud metadata never; link cards and images only when OUTBOUND_ALLOW_PRIVATE_FOR says so.

const PRIVATE_HOST = "127.0.0.2";
const WEBHOOKS = "/api/v1/webhooks";

/** A page on the private address, for the link-card fetch. */
async function startPrivatePage(): Promise<{ url: string; server: Server }> {
  const server = createServer((_req, res) => {
    res.writeHead(200, { "content-type": "text/html" });
    res.end("<title>Internal wiki</title>");
  });
  await new Promise<void>((resolve) => server.listen(0, PRIVATE_HOST, resolve));
  const { port } = server.address() as AddressInfo;
  allowLoopbackForTests([port]);
  return { url: `http://${PRIVATE_HOST}:${port}/page`, server };
}

describeDb("private outbound targets (OUTBOUND_ALLOW_PRIVATE)", () => {
  let bearer: Record<string, string>;
  let receiver: WebhookReceiver;

  const createWebhook = (url: string) => callRoute(webhooksRoute.POST, "POST", WEBHOOKS, { headers: bearer, body: { url, events: ["post.published"] } });
  const sendTest = (id: string) => callRoute(testRoute.POST, "POST", `${WEBHOOKS}/${id}/test`, { headers: bearer, params: { id } });
  const unsigned = (url: string, resolver?: Parameters<typeof sendWebhook>[3]) => sendWebhook(url, "{}", {}, resolver);

  beforeAll(async () => {
    const userId = (await createTestUser({ plan: "business" })).id;
    bearer = (await createTestApiKey(userId, { scopes: ["admin"], rpm: 10_000, rpd: 100_000 })).bearer;
    receiver = await startWebhookReceiver([200], "/hooks/internal", PRIVATE_HOST);
  });
  afterEach(resetEnv);
  afterAll(async () => {
    await receiver.close();
    clearLoopbackAllowanceForTests();
    resetEnv();
  });

  it("without the setting a webhook to a private address is refused at creation and never sent", async () => {
    useEnv({ OUTBOUND_ALLOW_PRIVATE: undefined });
    const refused = await createWebhook(receiver.url);
    expect(refused.status).toBe(400);
    expect(refused.body.error.message).toContain("must be a public address: 127.0.0.2 is a loopback address");
    const outcome = await unsigned(receiver.url);
    expect(outcome).toMatchObject({ ok: false, statusCode: null, error: "refused: the URL must be a public address: 127.0.0.2 is a loopback address" });
    expect(receiver.received).toHaveLength(0);
  });

  it("with the address's range listed, the endpoint is created and a signed test event is delivered", async () => {
    useEnv({ OUTBOUND_ALLOW_PRIVATE: "10.20.0.0/16,127.0.0.2/32" });
    const created = await createWebhook(receiver.url);
    expect(created.status).toBe(201);
    receiver.secret = created.body.data.secret;
    const sent = await sendTest(created.body.data.webhook.id);
    expect(sent.body.data.delivery).toMatchObject({ event_type: "webhook.test", status: "succeeded", response_code: 200, error: null });
    expect(receiver.received.at(-1)).toMatchObject({ error: null, verified: { type: "webhook.test" } });

    // Taken off the list, the same endpoint's next attempt is refused on delivery.
    useEnv({ OUTBOUND_ALLOW_PRIVATE: "10.20.0.0/16" });
    const again = await sendTest(created.body.data.webhook.id);
    expect(again.body.data.delivery).toMatchObject({ status: "failed", response_code: null, error: "refused: the URL must be a public address: 127.0.0.2 is a loopback address" });
  });

  it("a listed host name reaches the private address it resolves to; an unlisted name resolving there does not", async () => {
    useEnv({ OUTBOUND_ALLOW_PRIVATE: "hooks.internal" });
    const port = new URL(receiver.url).port;
    const resolver = async () => [{ address: PRIVATE_HOST, family: 4 }];
    const before = receiver.received.length;
    // Reached: the receiver answers this unsigned message 401 itself.
    expect(await unsigned(`http://hooks.internal:${port}/hooks/internal`, resolver)).toMatchObject({ statusCode: 401, error: "the receiver answered HTTP 401" });
    expect(receiver.received).toHaveLength(before + 1);
    expect(await unsigned(`http://other.internal:${port}/hooks/internal`, resolver)).toMatchObject({ ok: false, statusCode: null, error: "refused: address not allowed (other.internal)" });
    expect(receiver.received).toHaveLength(before + 1);
  });

  it("never a cloud metadata address: not by a listed name resolving to it, nor inside a listed range", async () => {
    useEnv({ OUTBOUND_ALLOW_PRIVATE: "hooks.internal,169.254.0.0/16" });
    const toMetadata = async () => [{ address: "169.254.169.254", family: 4 }];
    expect(await unsigned("http://hooks.internal/latest/meta-data/", toMetadata)).toMatchObject({ ok: false, error: "refused: address not allowed (hooks.internal)" });
    const refused = await createWebhook("http://169.254.169.254/latest/meta-data/");
    expect(refused.status).toBe(400);
    expect(refused.body.error.message).toContain("169.254.169.254 is the cloud metadata address");
    expect((await createWebhook("http://169.254.10.10/hook")).status).toBe(201);
  });

  it("localhost only when listed by that name", async () => {
    useEnv({ OUTBOUND_ALLOW_PRIVATE: "10.0.0.0/8" });
    expect((await createWebhook("http://localhost/hook")).body.error.message).toContain("not localhost");
    useEnv({ OUTBOUND_ALLOW_PRIVATE: "localhost" });
    expect((await createWebhook("http://localhost/hook")).status).toBe(201);
  });

  describe("link cards and images: only with OUTBOUND_ALLOW_PRIVATE_FOR", () => {
    let page: { url: string; server: Server };
    beforeAll(async () => {
      page = await startPrivatePage();
    });
    afterAll(() => new Promise<void>((resolve) => page.server.close(() => resolve())));

    const fetchCardPage = () => safeFetchText(page.url, { privateAllowlist: privateAllowlistFor("link-cards") });
    const postWithImage = (image_url: string) => callRoute(postsRoute.POST, "POST", "/api/v1/posts", { headers: bearer, body: { content: "hi", platforms: ["instagram"], image_url } });

    it("webhooks only by default: a link card's page and a post's image on a listed address stay refused", async () => {
      useEnv({ OUTBOUND_ALLOW_PRIVATE: "127.0.0.2,10.20.0.0/16" });
      await expect(fetchCardPage()).rejects.toThrow("refused: 127.0.0.2 is a loopback address");
      const refused = await postWithImage("http://10.20.0.7/photo.jpg");
      expect(refused.status).toBe(400);
      expect(refused.body.error.message).toBe("image_url: address not allowed: it names a loopback, private, link-local or metadata address.");
    });

    it("opened for link cards and images when the operator says so; metadata still refused", async () => {
      useEnv({ OUTBOUND_ALLOW_PRIVATE: "127.0.0.2,10.20.0.0/16,169.254.0.0/16", OUTBOUND_ALLOW_PRIVATE_FOR: "webhooks,link-cards,images" });
      expect(await fetchCardPage()).toMatchObject({ status: 200, body: "<title>Internal wiki</title>" });
      expect((await postWithImage("http://10.20.0.7/photo.jpg")).status).toBe(200);
      expect((await postWithImage("http://169.254.169.254/photo.jpg")).status).toBe(400);
      expect((await postWithImage("http://10.21.0.7/photo.jpg")).status).toBe(400);
    });
  });
});

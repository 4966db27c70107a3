import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { Webhook } from "standardwebhooks";
import { allowLoopbackForTests } from "@/lib/net/test-loopback-allowance";

// Test support: a webhook receiver on loopback that verifies every request with the
// `standardwebhooks` package (the receiving side of the Standard Webhooks specification), as a
// customer's endpoint would, and answers with the statuses it is given, in order (the last repeats).

export type ReceivedWebhook = { id: string; timestamp: string; body: string; verified: any; error: string | null; status: number };

export type WebhookReceiver = {
  url: string;
  received: ReceivedWebhook[];
  /** The signing secret to verify with: set it once the endpoint is created. */
  secret: string;
  close: () => Promise<void>;
};

/**
 * `host`: the loopback address to listen on. The test allowance lets only 127.0.0.1 through the
 * address policy (its port is let through for any address), so a receiver on 127.0.0.2 is a
 * private target the policy judges as it would an operator's internal one.
 */
export async function startWebhookReceiver(statuses: number[] = [200], path = "/hooks/brandcast", host = "127.0.0.1"): Promise<WebhookReceiver> {
  const receiver = { received: [] as ReceivedWebhook[], secret: "" } as WebhookReceiver;
  const server = createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const body = Buffer.concat(chunks).toString("utf8");
    const headers = { "webhook-id": String(req.headers["webhook-id"] ?? ""), "webhook-timestamp": String(req.headers["webhook-timestamp"] ?? ""), "webhook-signature": String(req.headers["webhook-signature"] ?? "") };
    let verified: unknown = null;
    let error: string | null = null;
    try {
      verified = new Webhook(receiver.secret).verify(body, headers);
    } catch (thrown) {
      error = (thrown as Error).message;
    }
    const status = error ? 401 : statuses[Math.min(receiver.received.length, statuses.length - 1)];
    receiver.received.push({ id: headers["webhook-id"], timestamp: headers["webhook-timestamp"], body, verified, error, status });
    res.writeHead(status, { "content-type": "text/plain" });
    res.end(status < 300 ? "ok" : "not now");
  });
  await new Promise<void>((resolve) => server.listen(0, host, resolve));
  const { port } = server.address() as AddressInfo;
  allowLoopbackForTests([port]);
  receiver.url = `http://${host}:${port}${path}`;
  receiver.close = () =>
    new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
  return receiver;
}

import http from "node:http";
import https from "node:https";
import { checkAddress } from "@/lib/net/address-policy";
import { guardedLookup, systemResolver, type Resolver } from "@/lib/net/guarded-lookup";
import type { PrivateAllowlist } from "@/lib/outbound/private-allowlist";
import { privateAllowlistFor } from "@/lib/net/private-allowlist-for";
import { SafeFetchError } from "@/lib/net/safe-fetch-error";
import { checkWebhookTarget } from "@/lib/net/webhook-target";

/** A receiver that takes longer has failed this attempt (Standard Webhooks suggests answering fast). */
export const WEBHOOK_TIMEOUT_MS = 10_000;
/** Only the status matters; the rest of a receiver's answer is read up to this and dropped. */
const MAX_RESPONSE_BYTES = 16 * 1024;

export type SendOutcome = { ok: boolean; statusCode: number | null; latencyMs: number; error: string | null };

/**
 * POSTs one signed webhook, SSRF-safe: the target is checked before connecting, every address
 * its name resolves to is checked inside the socket's lookup (so on the very addresses
 * connected to, whatever DNS says later), and the connected peer once more; each check lets
 * through what the operator listed in OUTBOUND_ALLOW_PRIVATE (`allowlist`), never a cloud
 * metadata address. Redirects are not followed: a 3xx is a failed attempt. Success is a 2xx
 * within WEBHOOK_TIMEOUT_MS. Never throws.
 */
export async function sendWebhook(
  targetUrl: string,
  body: string,
  headers: Record<string, string>,
  resolver: Resolver = systemResolver,
  allowlist: PrivateAllowlist | null = privateAllowlistFor("webhooks"),
): Promise<SendOutcome> {
  const started = Date.now();
  const done = (statusCode: number | null, error: string | null): SendOutcome => ({
    ok: error === null && statusCode !== null && statusCode >= 200 && statusCode < 300,
    statusCode,
    latencyMs: Date.now() - started,
    error: error ?? (statusCode !== null && (statusCode < 200 || statusCode >= 300) ? `the receiver answered HTTP ${statusCode}` : null),
  });
  const target = checkWebhookTarget(targetUrl, allowlist);
  if (typeof target === "string") return done(null, `refused: the URL ${target}`);
  const allowance = allowlist ? { allowlist, host: target.host } : undefined;
  const transport = target.url.protocol === "https:" ? https : http;
  return new Promise<SendOutcome>((resolve) => {
    const request = transport.request(target.url, {
      method: "POST",
      agent: false,
      lookup: guardedLookup(resolver, target.port, allowlist),
      timeout: WEBHOOK_TIMEOUT_MS,
      headers: { ...headers, "content-type": "application/json", "content-length": Buffer.byteLength(body), "user-agent": "Brandcast-Webhooks/1.0" },
    });
    const deadline = setTimeout(() => request.destroy(new SafeFetchError("timeout", `no answer within ${WEBHOOK_TIMEOUT_MS / 1000} s`)), WEBHOOK_TIMEOUT_MS);
    request.on("socket", (socket) => {
      socket.once("connect", () => {
        const verdict = checkAddress(socket.remoteAddress ?? "", socket.remotePort ?? 0, allowance);
        if (!verdict.allowed) request.destroy(new SafeFetchError("refused", `refused: ${verdict.reason}`));
      });
    });
    request.on("response", (response) => {
      let received = 0;
      response.on("data", (chunk: Buffer) => {
        received += chunk.length;
        if (received > MAX_RESPONSE_BYTES) response.destroy();
      });
      const finish = () => {
        clearTimeout(deadline);
        resolve(done(response.statusCode ?? null, null));
      };
      response.on("end", finish);
      response.on("close", finish);
    });
    request.on("error", (error) => {
      clearTimeout(deadline);
      resolve(done(null, error instanceof SafeFetchError ? error.message : describeNetworkError(error)));
    });
    request.end(body);
  });
}

function describeNetworkError(error: NodeJS.ErrnoException): string {
  switch (error.code) {
    case "ECONNREFUSED":
      return "the connection was refused";
    case "ECONNRESET":
      return "the connection was reset";
    case "ENOTFOUND":
    case "EAI_AGAIN":
      return "the host name does not resolve";
    default:
      return error.code ? `network error (${error.code})` : "network error";
  }
}

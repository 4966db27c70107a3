import type { Endpoint } from "@/lib/api/endpoint";
import { envelopeHeaders, type ResponseContext } from "@/lib/api/envelope";
import { REPLAYED_HEADER } from "@/lib/api/idempotency/idempotency-key";

/**
 * The body kept for replays. A secret shown once (a new API key, a webhook's signing secret)
 * is not kept: a replay carries "" in its place, so the table never holds a usable secret.
 */
export function bodyToKeep(endpoint: Endpoint, body: string): string {
  const field = endpoint.oneTimeSecret;
  if (!field) return body;
  const parsed = JSON.parse(body) as { ok?: boolean; data?: Record<string, unknown> };
  if (parsed.ok && parsed.data && typeof parsed.data[field] === "string") parsed.data[field] = "";
  return JSON.stringify(parsed);
}

/**
 * The first answer again, byte for byte, with `Idempotent-Replayed: true`. Its X-Request-Id is
 * the first request's (the body's meta.request_id); the rate-limit headers are this request's.
 */
export function replayResponse(context: ResponseContext, stored: { requestId: string; statusCode: number; responseBody: string }): Response {
  const headers = envelopeHeaders(context, { [REPLAYED_HEADER]: "true" });
  headers.set("x-request-id", stored.requestId);
  return new Response(stored.responseBody, { status: stored.statusCode, headers });
}

import { readConnectionState, type ConnectionRef } from "@/lib/connections/connection-state";
import { ConnectionUnusableError } from "@/lib/connections/connection-unusable";
import { freshCredentials } from "@/lib/connections/fresh-credentials";
import { markReconnectRequired, reconnectReason } from "@/lib/connections/mark-reconnect-required";
import { SealOpenError } from "@/lib/sealing/seal";
import { ApiError } from "@/lib/errors";
import type { Credentials } from "@/lib/platforms/credentials/credential-schemas";
import type { PublishError } from "@/lib/platforms/publisher-kit/publish-error";

type SendResult = { ok: true } | { ok: false; error: PublishError };

export type WithConnection<R> =
  | { kind: "sent"; result: R }
  /** The brand has no connection on the platform; nothing was sent. */
  | { kind: "missing" }
  /** The credentials cannot be used (see ConnectionUnusableError); nothing more was sent. */
  | { kind: "unusable"; error: ConnectionUnusableError };

/**
 * Sends with the connection's fresh credentials, and once more if the platform refused the
 * token (its 401, or its own "invalid token" answer, which Meta sends as a 400): the token is
 * renewed, or another delivery's renewal is picked up, and the request goes again with it. A
 * refusal the platform answers is not a publish, so the second send cannot duplicate a post.
 * A token refused again, or one nothing can renew, leaves the connection reconnect_required.
 */
export async function publishWithConnection<R extends SendResult>(ref: ConnectionRef, send: (credentials: Credentials) => Promise<R>): Promise<WithConnection<R>> {
  const first = await load(() => freshCredentials(ref));
  if (first.kind !== "loaded") return first;
  const result = await send(first.credentials.credentials);
  if (!isTokenRefusal(result)) return { kind: "sent", result: await remember(ref, result, first.credentials.version) };

  const again = await load(() => freshCredentials(ref, { version: first.credentials.version, message: result.error.message }));
  if (again.kind === "missing") return { kind: "sent", result };
  // Renewal refused (the connection is now reconnect_required): the platform's own refusal says it best.
  if (again.kind === "unusable") return again.error.kind === "reconnect" ? { kind: "sent", result } : again;
  const second = await send(again.credentials.credentials);
  return { kind: "sent", result: await remember(ref, second, again.credentials.version) };
}

type Loaded = { kind: "loaded"; credentials: { credentials: Credentials; version: number } };

async function load(read: () => ReturnType<typeof freshCredentials>): Promise<Loaded | { kind: "missing" } | { kind: "unusable"; error: ConnectionUnusableError }> {
  try {
    const credentials = await read();
    return credentials ? { kind: "loaded", credentials } : { kind: "missing" };
  } catch (error) {
    if (error instanceof ConnectionUnusableError) return { kind: "unusable", error };
    // A row that does not open, or a server without keys: messages without secrets, for the delivery.
    if (error instanceof SealOpenError || error instanceof ApiError) return { kind: "unusable", error: new ConnectionUnusableError("broken", error.message) };
    throw error;
  }
}

function isTokenRefusal(result: SendResult): result is SendResult & { ok: false; error: PublishError } {
  return !result.ok && result.error.kind === "reconnect" && result.error.status !== undefined;
}

/** A final "reconnect" answer is recorded on the connection, so settings and the dashboard show it. */
async function remember<R extends SendResult>(ref: ConnectionRef, result: R, version: number): Promise<R> {
  if (!result.ok && result.error.kind === "reconnect") {
    const state = await readConnectionState(ref);
    if (state) await markReconnectRequired(state.id, reconnectReason(ref.platform, result.error.message), version);
  }
  return result;
}

import { randomUUID } from "node:crypto";
import type { Caller } from "@/lib/auth/caller";
import { db } from "@/lib/db/client";
import { createOnceUnderClaim } from "@/lib/db/idempotency-claim";
import { ApiError, invalidRequest, notFound } from "@/lib/errors";
import { toWebhookOutput, type CreateWebhookInput, type UpdateWebhookInput } from "@/lib/schemas/webhook";
import { failPendingDeliveries } from "@/lib/webhooks/record-attempt";
import { newWebhookSecret } from "@/lib/webhooks/sign-webhook";
import { openWebhookSecret, storeWebhookSecret } from "@/lib/webhooks/webhook-secret";

// A user's webhook endpoints (docs/api-decisions.md, "Webhooks"). Endpoints belong to the user,
// not to a brand: they report every brand's posts, so a key restricted to brands may not manage
// them (403 brand_forbidden), whatever its scopes; the route checks the `admin` scope.

/** How many endpoints a user may have. */
export const MAX_WEBHOOK_ENDPOINTS = 10;
/** How many of the last deliveries each endpoint shows. */
export const RECENT_DELIVERIES = 10;

const withRecent = { deliveries: { include: { event: { select: { type: true } } }, orderBy: [{ createdAt: "desc" as const }, { id: "asc" as const }], take: RECENT_DELIVERIES } };

function assertWholeAccount(caller: Caller): void {
  if (caller.brandIds !== null) {
    throw new ApiError("brand_forbidden", "Webhooks report events of every brand: manage them with a key that is not restricted to brands.");
  }
}

export async function listWebhookEndpoints(caller: Caller) {
  assertWholeAccount(caller);
  const rows = await db().webhookEndpoint.findMany({ where: { workspaceId: caller.workspaceId }, include: withRecent, orderBy: [{ createdAt: "asc" }, { id: "asc" }] });
  return rows.map(toWebhookOutput);
}

export async function getWebhookEndpointOrThrow(caller: Caller, id: string) {
  assertWholeAccount(caller);
  const row = await db().webhookEndpoint.findFirst({ where: { id, workspaceId: caller.workspaceId }, include: withRecent });
  if (!row) throw notFound("Webhook");
  return row;
}

/** The new endpoint and its signing secret, shown this once. */
export async function createWebhookEndpoint(caller: Caller, input: CreateWebhookInput) {
  assertWholeAccount(caller);
  const secret = newWebhookSecret();
  // The id is chosen here: the sealed secret is bound to it.
  const id = randomUUID();
  // Once per Idempotency-Key claim: a retry after a crash gets the endpoint its dead predecessor
  // wrote, with that endpoint's secret (its first answer never reached the caller).
  const row = await createOnceUnderClaim(
    (claim) => db().webhookEndpoint.findFirst({ where: { idempotencyClaim: claim, userId: caller.userId }, include: withRecent }),
    async (claim) => {
      const count = await db().webhookEndpoint.count({ where: { workspaceId: caller.workspaceId } });
      if (count >= MAX_WEBHOOK_ENDPOINTS) throw invalidRequest(`At most ${MAX_WEBHOOK_ENDPOINTS} webhook endpoints; delete one first.`);
      return db().webhookEndpoint.create({
        data: { id, userId: caller.userId, workspaceId: caller.workspaceId, url: input.url, events: input.events, ...storeWebhookSecret(id, secret), idempotencyClaim: claim },
        include: withRecent,
      });
    },
  );
  return { webhook: toWebhookOutput(row), secret: row.id === id ? secret : openWebhookSecret(row.id, row) };
}

export async function updateWebhookEndpoint(caller: Caller, id: string, input: UpdateWebhookInput) {
  const current = await getWebhookEndpointOrThrow(caller, id);
  const enabling = input.enabled === true && current.disabledAt !== null;
  const disabling = input.enabled === false && current.disabledAt === null;
  const row = await db().webhookEndpoint.update({
    where: { id: current.id },
    data: {
      ...(input.url !== undefined ? { url: input.url } : {}),
      ...(input.events !== undefined ? { events: input.events } : {}),
      ...(enabling ? { disabledAt: null, disabledReason: null } : {}),
      ...(disabling ? { disabledAt: new Date(), disabledReason: "Disabled by hand." } : {}),
    },
    include: withRecent,
  });
  if (disabling) await failPendingDeliveries(row.id, "The endpoint was disabled.");
  return toWebhookOutput(row);
}

export async function deleteWebhookEndpoint(caller: Caller, id: string) {
  const current = await getWebhookEndpointOrThrow(caller, id);
  await db().webhookEndpoint.delete({ where: { id: current.id } });
  return { deleted: true, id: current.id };
}

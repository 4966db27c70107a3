import { AUDIT_ACTIONS, type AuditAction } from "@/lib/api/audit-actions";
import { endpointName, type Endpoint } from "@/lib/api/endpoint";
import type { ResponseContext } from "@/lib/api/envelope";
import { REPLAYED_HEADER } from "@/lib/api/idempotency/idempotency-key";
import type { RouteContext } from "@/lib/api/steps/parse-input";
import { isViaMcp } from "@/lib/api/via-mcp";
import type { AuditEventInput } from "@/lib/audit/audit-event-input";
import { recordAuditEvent } from "@/lib/audit/record-audit-event";
import { hashReviewToken, typedReviewerName } from "@/lib/approvals/review-token";
import type { Caller } from "@/lib/auth/caller";

type Data = Record<string, unknown>;

// `upload`: POST /media/uploads answers `{ upload: { id } }`; without it the session's start named no resource.
const NESTED_RESOURCES = ["post", "brand", "connection", "webhook", "media", "upload", "user", "key", "workspace"];
/** Facts of an answer worth keeping: small scalars, never text a user wrote or a secret. */
const DETAIL_FIELDS = ["status", "action", "succeeded", "failed", "platform", "revoked", "deleted", "scheduled_at"];

const idIn = (value: unknown): string | null => (typeof value === "string" && value.length <= 200 ? value : null);

function answerIdOf(data: Data): string | null {
  const direct = idIn(data.id) ?? idIn(data.post_id) ?? idIn(data.key_id);
  if (direct) return direct;
  for (const name of NESTED_RESOURCES) {
    const nested = data[name];
    if (nested && typeof nested === "object" && "id" in nested) return idIn((nested as Data).id);
  }
  return null;
}

function detailsOf(params: Record<string, string>, data: Data, endpoint: Endpoint): NonNullable<AuditEventInput["details"]> {
  const details: NonNullable<AuditEventInput["details"]> = { endpoint: endpointName(endpoint) };
  for (const [name, value] of Object.entries(params)) details[name] = value.slice(0, 200);
  for (const name of DETAIL_FIELDS) {
    const value = data[name];
    if (typeof value === "number" || typeof value === "boolean" || (typeof value === "string" && value.length <= 64)) details[name] = value;
  }
  return details;
}

async function paramsOf(routeContext: RouteContext | undefined): Promise<Record<string, string>> {
  const raw = (await routeContext?.params) ?? {};
  return Object.fromEntries(Object.entries(raw).map(([name, value]) => [name, Array.isArray(value) ? value.join("/") : value]));
}

async function dataOf(response: Response): Promise<Data> {
  try {
    const body = (await response.clone().json()) as { data?: unknown };
    return body.data && typeof body.data === "object" ? (body.data as Data) : {};
  } catch {
    return {};
  }
}

/** A connection has no id of its own: it is its brand's account on a platform, `<brand_id>/<platform>`. */
function connectionIdOf(params: Record<string, string>, data: Data): string | null {
  const connection = data.connection as Data | undefined;
  if (connection && typeof connection.brand_id === "string" && typeof connection.platform === "string") return `${connection.brand_id}/${connection.platform}`;
  return params.id && params.platform ? `${params.id}/${params.platform}` : null;
}

function resourceIdOf(entry: AuditAction, params: Record<string, string>, data: Data): string | null {
  if (entry.resourceType === "connection") return connectionIdOf(params, data);
  if (entry.idFrom === "params") return params[entry.idParam ?? "id"] ?? null;
  if (entry.idFrom === "answer") return answerIdOf(data);
  return answerIdOf(data) ?? params.id ?? null;
}

/**
 * A client's decision through a review link: no member, so the link whose token the path names is
 * the actor (found by the token's hash in the insert itself), with the name the reviewer typed.
 * The details name the endpoint and the decision only: the token is a credential, never stored.
 */
async function recordReviewDecision(request: Request, endpoint: Endpoint, routeContext: RouteContext | undefined, context: ResponseContext, response: Response, entry: AuditAction) {
  const [params, data] = await Promise.all([paramsOf(routeContext), dataOf(response)]);
  if (!params.token) return;
  const approval = (data.approval ?? {}) as Data;
  const decidedBy = (approval.decided_by ?? {}) as Data;
  await recordAuditEvent({
    target: { reviewLinkOfTokenHash: hashReviewToken(params.token) },
    actorUserId: null,
    actorKeyId: null,
    actorName: typedReviewerName(decidedBy.name),
    authMethod: "review_link",
    action: entry.action,
    resourceType: entry.resourceType,
    resourceId: null,
    outcome: "success",
    status: response.status,
    headers: request.headers,
    requestId: context.requestId,
    details: { endpoint: endpointName(endpoint), ...(typeof approval.state === "string" ? { state: approval.state } : {}) },
  });
}

/**
 * Record: after a 2xx answer to a write (any method but GET), one audit event (docs/teams.md,
 * "Audit trail"), unless its entry says why not (a chunk of an upload). Reads and refused
 * requests return at once, before anything is read or written.
 * A replayed Idempotency-Key answer records nothing: the first answer did.
 */
export async function recordAudit(request: Request, endpoint: Endpoint, routeContext: RouteContext | undefined, context: ResponseContext, caller: Caller | null, response: Response): Promise<void> {
  if (endpoint.method === "GET" || response.status < 200 || response.status >= 300 || response.headers.has(REPLAYED_HEADER)) return;
  const entry = AUDIT_ACTIONS[endpointName(endpoint)];
  if (!entry) return; // lib/api/audit-actions.test.ts keeps every declared write in the table
  if (entry.notRecorded) return;
  if (entry.byReviewLink) return recordReviewDecision(request, endpoint, routeContext, context, response, entry);
  const [params, data] = await Promise.all([paramsOf(routeContext), dataOf(response)]);
  // Sign-up has no caller: the new account is the actor, and the answer names it.
  const actorUserId = caller?.userId ?? (entry.account ? answerIdOf(data) : null);
  if (!actorUserId) return;
  const answered = entry.inAnsweredWorkspace ? answerIdOf(data) : null;
  const target = entry.account ? { everyWorkspaceOfUser: actorUserId } : answered ? { workspaceId: answered } : caller ? { workspaceId: caller.workspaceId } : null;
  if (!target) return;
  await recordAuditEvent({
    target,
    actorUserId,
    actorKeyId: caller?.keyId ?? null,
    authMethod: caller?.authMethod ?? "anonymous",
    viaMcp: isViaMcp(request),
    action: entry.action,
    resourceType: entry.resourceType,
    resourceId: entry.account ? actorUserId : resourceIdOf(entry, params, data),
    outcome: "success",
    status: response.status,
    headers: request.headers,
    requestId: context.requestId,
    details: detailsOf(params, data, endpoint),
  });
}

import type { Endpoint } from "@/lib/api/endpoint";

/** Tags group operations in the document, first match wins: a brand's voice is under "Voice profiles", not "Brands". */
export const TAGS = [
  { name: "Voice profiles", match: "/voice", description: "A brand's voice: set by hand or extracted from samples and its website." },
  { name: "Approvals", match: "/approval", description: "A person approves a post before it goes out, bound to exactly what was approved (docs/teams.md)." },
  { name: "Connections", match: "/connections", description: "A brand's accounts on the platforms (credentials are sealed, never returned)." },
  { name: "Brands", match: "/brands", description: "The brands whose voice posts are written in." },
  { name: "Content", match: "/content", description: "Post text generated in a brand's voice, fitted to each platform." },
  { name: "Posts", match: "/posts", description: "Draft, schedule and publish posts; each platform's delivery is recorded." },
  { name: "API keys", match: "/api-keys", description: "Scoped keys for agents and scripts, restricted to brands and rate limited." },
  { name: "Usage", match: "/usage", description: "Requests and generations per key and day." },
  { name: "Audit events", match: "/audit-events", description: "Who did what, on which resource, from where and when: every write and sign-in of the workspace." },
  { name: "Webhooks", match: "/webhooks", description: "Signed event notifications (Standard Webhooks) to your own endpoints." },
  { name: "Analytics", match: "/analytics", description: "A brand's post metrics per day, platform, or weekday and hour, read from rollups." },
] as const;

export const OTHER_TAG = { name: "Other", description: "Everything else." } as const;

export const tagOf = (endpoint: Endpoint): string => TAGS.find((tag) => endpoint.path.includes(tag.match))?.name ?? OTHER_TAG.name;

const VERBS: Record<Endpoint["method"], string> = { GET: "get", POST: "create", PUT: "set", PATCH: "update", DELETE: "delete" };

/**
 * The declaration's operationId, else one made from its method and path
 * (`GET /api/v1/brands/{id}/voice` → `getBrandsVoice`): unique as long as the paths are.
 */
export function operationIdOf(endpoint: Endpoint): string {
  if (endpoint.operationId) return endpoint.operationId;
  const words = endpoint.path
    .replace(/^\/api\/v1\//, "")
    .split(/[/-]/)
    .filter((word) => word && !word.startsWith("{"));
  return VERBS[endpoint.method] + words.map((word) => word[0].toUpperCase() + word.slice(1)).join("");
}

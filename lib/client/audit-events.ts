import { apiFetch } from "@/lib/client/api-fetch";
import type { AuditEventOutput } from "@/lib/schemas/audit-event";

export type AuditEvent = AuditEventOutput;

/** The settings page's filters, as typed: empty fields are left out of the query. */
export type AuditFilters = { action: string; actor_user_id: string; key_id: string; resource_type: string; resource_id: string; from: string; to: string };

export const NO_AUDIT_FILTERS: AuditFilters = { action: "", actor_user_id: "", key_id: "", resource_type: "", resource_id: "", from: "", to: "" };

export const AUDIT_EVENTS_URL = "/api/v1/audit-events";

/** A datetime-local value (the browser's local time, no zone) as the ISO time the API takes. */
const isoOf = (local: string) => new Date(local).toISOString();

export function auditEventsQuery(filters: AuditFilters, cursor: string | null): string {
  const query = new URLSearchParams({ limit: "50" });
  for (const [name, value] of Object.entries(filters)) {
    const trimmed = value.trim();
    if (!trimmed) continue;
    query.set(name, name === "from" || name === "to" ? isoOf(trimmed) : trimmed);
  }
  if (cursor) query.set("cursor", cursor);
  return `${AUDIT_EVENTS_URL}?${query}`;
}

/** One page of the workspace's audit events (owners and admins), newest first. */
export async function fetchAuditEvents(filters: AuditFilters, cursor: string | null, signal?: AbortSignal) {
  return apiFetch<{ events: AuditEvent[]; pagination: { limit: number; next_cursor: string | null } }>(auditEventsQuery(filters, cursor), { signal });
}

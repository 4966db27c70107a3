import { Badge } from "@/components/ui/badge";
import type { AuditEvent } from "@/lib/client/audit-events";

const shortId = (id: string | null) => (id ? `${id.slice(0, 8)}…` : "—");

/**
 * Who acted, in words (the API reads the names with the list): the member's name and e-mail, a
 * deleted member by id, a client by the name typed on a review link; and how they acted.
 */
export function whoOf(event: AuditEvent): { name: string; detail: string | null; how: string } {
  const { actor } = event;
  const how = howOf(actor);
  if (actor.review_link) return { name: actor.review_link.reviewer_name ?? "A reviewer", detail: "Client (no account)", how };
  if (actor.member) return { name: actor.member.name || actor.member.email, detail: actor.member.email, how };
  if (actor.member_deleted) return { name: "Deleted member", detail: actor.user_id, how };
  return { name: "Unknown", detail: null, how };
}

function howOf(actor: AuditEvent["actor"]): string {
  if (actor.review_link) return "Review link";
  if (actor.key_id) {
    const key = actor.key?.name ? `Key "${actor.key.name}"` : `Deleted key ${shortId(actor.key_id)}`;
    return `${key}${actor.agent_type ? ` (${actor.agent_type})` : ""}${actor.via_mcp ? " via MCP" : ""}`;
  }
  if (actor.auth_method === "password") return actor.user_id ? "Password sign-in" : "Failed sign-in";
  if (actor.auth_method === "anonymous") return "Sign-up";
  return "Web session";
}

function Who({ event, compact = false }: { event: AuditEvent; compact?: boolean }) {
  const who = whoOf(event);
  return (
    <div className="min-w-0" title={event.actor.label}>
      <span className="font-medium text-slate-900">{who.name}</span>
      {who.detail && !compact ? <span className="block truncate text-xs text-slate-500">{who.detail}</span> : null}
      <span className={compact ? "text-slate-500" : "block text-xs text-slate-500"}>{compact ? ` · ${who.how}` : who.how}</span>
    </div>
  );
}

const when = (iso: string) => new Date(iso).toLocaleString(undefined, { dateStyle: "medium", timeStyle: "medium" });
const day = (iso: string) => new Date(iso).toLocaleDateString(undefined, { dateStyle: "medium" });
const time = (iso: string) => new Date(iso).toLocaleTimeString(undefined, { timeStyle: "medium" });

function Outcome({ event }: { event: AuditEvent }) {
  return event.outcome === "success" ? <Badge>{event.status ?? "ok"}</Badge> : <Badge tone="red">failed</Badge>;
}

/** One event as a table row (wide screens). */
export function AuditEventRow({ event }: { event: AuditEvent }) {
  return (
    <tr className="align-top">
      <td className="whitespace-nowrap px-4 py-3 text-slate-600">
        <time dateTime={event.occurred_at} title={when(event.occurred_at)}>
          <span className="block">{day(event.occurred_at)}</span>
          <span className="block text-xs text-slate-500">{time(event.occurred_at)}</span>
        </time>
        <div className="mt-1 text-xs text-slate-700">{event.client_address ?? "—"}</div>
        <div className="max-w-32 truncate text-xs text-slate-500" title={event.user_agent ?? undefined}>{event.user_agent ?? ""}</div>
      </td>
      <td className="px-4 py-3">
        <div className="font-mono text-xs text-slate-900">{event.action}</div>
        <div className="mt-1.5">
          <Outcome event={event} />
        </div>
      </td>
      <td className="max-w-56 px-4 py-3">
        <Who event={event} />
      </td>
      <td className="px-4 py-3 text-slate-700">
        {event.resource.type ?? "—"} <span className="font-mono text-xs text-slate-500" title={event.resource.id ?? undefined}>{shortId(event.resource.id)}</span>
      </td>
    </tr>
  );
}

/** One event as a card (narrow screens). */
export function AuditEventCard({ event }: { event: AuditEvent }) {
  return (
    <li className="space-y-1.5 px-4 py-3 text-sm">
      <div className="flex items-start justify-between gap-3">
        <span className="break-all font-mono text-xs font-medium text-slate-900">{event.action}</span>
        <Outcome event={event} />
      </div>
      <div className="text-slate-700">
        <Who event={event} compact />
      </div>
      <div className="text-xs text-slate-500">
        {event.resource.type ?? "—"} <span className="font-mono">{shortId(event.resource.id)}</span> · {event.client_address ?? "no address"}
      </div>
      <time className="block text-xs text-slate-500" dateTime={event.occurred_at}>{when(event.occurred_at)}</time>
    </li>
  );
}

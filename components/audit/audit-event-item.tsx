import { Badge } from "@/components/ui/badge";
import type { AuditEvent } from "@/lib/client/audit-events";

const shortId = (id: string | null) => (id ? `${id.slice(0, 8)}…` : "—");

/** Who acted, in words: a person, or a key with its agent type, through MCP or not. */
export function actorLabel(event: AuditEvent): string {
  const { actor } = event;
  if (actor.key_id) return `Key ${shortId(actor.key_id)}${actor.agent_type ? ` (${actor.agent_type})` : ""}${actor.via_mcp ? " via MCP" : ""}`;
  if (actor.auth_method === "password") return actor.user_id ? "Password sign-in" : "Unknown (failed sign-in)";
  if (actor.auth_method === "anonymous") return "New account (sign-up)";
  return "Member (web session)";
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
      </td>
      <td className="px-4 py-3 font-mono text-xs text-slate-900">{event.action}</td>
      <td className="px-4 py-3">
        <div className="whitespace-nowrap text-slate-900">{actorLabel(event)}</div>
        <div className="font-mono text-xs text-slate-500" title={event.actor.user_id ?? undefined}>user {shortId(event.actor.user_id)}</div>
      </td>
      <td className="px-4 py-3 text-slate-700">
        {event.resource.type ?? "—"} <span className="font-mono text-xs text-slate-500" title={event.resource.id ?? undefined}>{shortId(event.resource.id)}</span>
      </td>
      <td className="px-4 py-3">
        <div className="text-slate-700">{event.client_address ?? "—"}</div>
        <div className="max-w-44 truncate text-xs text-slate-500" title={event.user_agent ?? undefined}>{event.user_agent ?? ""}</div>
      </td>
      <td className="px-4 py-3">
        <Outcome event={event} />
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
      <div className="text-slate-700">{actorLabel(event)}</div>
      <div className="text-xs text-slate-500">
        {event.resource.type ?? "—"} <span className="font-mono">{shortId(event.resource.id)}</span> · {event.client_address ?? "no address"}
      </div>
      <time className="block text-xs text-slate-500" dateTime={event.occurred_at}>{when(event.occurred_at)}</time>
    </li>
  );
}

import { Badge } from "@/components/ui/badge";
import type { Connection } from "@/lib/client/types";

/** Connected, needs reconnecting, or not connected: the row's one-word state. */
export function ConnectionStatus({ connection }: { connection: Connection | null }) {
  if (!connection) return <Badge>Not connected</Badge>;
  if (connection.status === "reconnect_required") {
    return (
      <Badge tone="red" className="gap-1">
        <span aria-hidden className="size-1.5 rounded-full bg-red-500" />
        Reconnect needed
      </Badge>
    );
  }
  return (
    <span className="inline-flex items-center gap-1 rounded-md bg-emerald-50 px-1.5 py-0.5 text-xs font-medium text-emerald-700 ring-1 ring-inset ring-emerald-200">
      <span aria-hidden className="size-1.5 rounded-full bg-emerald-500" />
      Connected
    </span>
  );
}

import { Badge } from "@/components/ui/badge";

/** Said above the connections while the server publishes in sandbox mode. */
export function SandboxNote() {
  return (
    <p className="flex items-start gap-2 rounded-lg bg-slate-50 px-3 py-2 text-sm text-slate-600 ring-1 ring-inset ring-slate-200" data-testid="sandbox-note">
      <Badge tone="amber" className="shrink-0">Sandbox</Badge>
      <span>Publishing runs in sandbox mode: posts are recorded, not sent, so connections are not used yet, and a pasted token is not checked with its platform.</span>
    </p>
  );
}

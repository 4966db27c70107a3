import { Badge } from "@/components/ui/badge";
import type { Approval } from "@/lib/client/types";

const LABELS: Record<Approval["state"], { label: string; tone: "amber" | "brand" | "red" | "neutral" }> = {
  pending: { label: "Awaiting approval", tone: "amber" },
  approved: { label: "Approved", tone: "brand" },
  changes_requested: { label: "Changes requested", tone: "red" },
  withdrawn: { label: "Request withdrawn", tone: "neutral" },
};

/** A post's approval state in a word or two. */
export function ApprovalBadge({ state }: { state: Approval["state"] }) {
  const { label, tone } = LABELS[state];
  return <Badge tone={tone}>{label}</Badge>;
}

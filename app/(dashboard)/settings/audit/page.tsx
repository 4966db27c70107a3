import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { AuditEventsView } from "@/components/audit/audit-events-view";
import { currentUser } from "@/components/auth/current-user";
import { PageHeader } from "@/components/shell/page-header";

export const metadata: Metadata = { title: "Audit trail" };
export const dynamic = "force-dynamic";

/** The workspace's audit trail (docs/teams.md, "Audit trail"); the API refuses members below admin, and the view says so. */
export default async function AuditPage() {
  const user = await currentUser();
  if (!user) redirect("/sign-in");
  return (
    <>
      <PageHeader
        title="Audit trail"
        description="Who did what in this workspace, on which resource, from where and when: every change through the dashboard, the API and MCP, and every sign-in."
      />
      <AuditEventsView />
    </>
  );
}

import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { currentUser } from "@/components/auth/current-user";
import { PageHeader } from "@/components/shell/page-header";
import { Toaster } from "@/components/ui/toast";
import { MembersSection } from "@/components/workspaces/members-section";

export const metadata: Metadata = { title: "Members" };
export const dynamic = "force-dynamic";

/** The members of the workspace this session acts in: roles, invitations, leaving (docs/teams.md). */
export default async function MembersPage() {
  const user = await currentUser();
  if (!user) redirect("/sign-in");
  return (
    <>
      <PageHeader title="Members" description="Who works in this workspace and what each may do; invite people by e-mail link. Switch workspace from the header." />
      {/* Keyed by workspace: switching elsewhere shows that workspace's members, never this one's. */}
      <MembersSection key={user.workspaceId} userId={user.id} workspaceId={user.workspaceId} role={user.role} />
      <Toaster />
    </>
  );
}

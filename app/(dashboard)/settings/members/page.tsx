import { NotForYourRole, sectionAccess, sectionMetadata } from "@/components/settings/section-access";
import { MembersSection } from "@/components/workspaces/members-section";

const HREF = "/settings/members";
export const metadata = sectionMetadata(HREF);
export const dynamic = "force-dynamic";

/** Settings → Members: who works in this workspace, their roles, invitations, leaving (docs/teams.md). */
export default async function MembersSettingsPage() {
  const { user, section, allowed } = await sectionAccess(HREF);
  if (!allowed) return <NotForYourRole section={section} role={user.role} />;
  return (
    <section aria-labelledby="members-page-heading">
      <div className="mb-4">
        <h2 id="members-page-heading" className="text-lg font-semibold tracking-tight text-slate-900">Members</h2>
        <p className="mt-1 text-sm text-slate-600">Who works in this workspace and what each may do; invite people by e-mail link. Switch workspace from the header.</p>
      </div>
      {/* Keyed by workspace: switching elsewhere shows that workspace's members, never this one's. */}
      <MembersSection key={user.workspaceId} userId={user.id} workspaceId={user.workspaceId} role={user.role} />
    </section>
  );
}

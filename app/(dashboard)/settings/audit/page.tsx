import { AuditEventsView } from "@/components/audit/audit-events-view";
import { NotForYourRole, sectionAccess, sectionMetadata } from "@/components/settings/section-access";

const HREF = "/settings/audit";
export const metadata = sectionMetadata(HREF);
export const dynamic = "force-dynamic";

/** Settings → Audit trail: owners and admins read who did what (docs/teams.md, "Audit trail"). */
export default async function AuditSettingsPage() {
  const { user, section, allowed } = await sectionAccess(HREF);
  if (!allowed) return <NotForYourRole section={section} role={user.role} />;
  return (
    <section aria-labelledby="audit-heading">
      <div className="mb-4">
        <h2 id="audit-heading" className="text-lg font-semibold tracking-tight text-slate-900">Audit trail</h2>
        <p className="mt-1 text-sm text-slate-600">
          Who did what in this workspace, on which resource, from where and when: every change through the dashboard, the API and MCP, and every sign-in.
        </p>
      </div>
      <AuditEventsView />
    </section>
  );
}

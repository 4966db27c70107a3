import { ApiKeysSection } from "@/components/settings/api-keys-section";
import { NotForYourRole, sectionAccess, sectionMetadata } from "@/components/settings/section-access";
import { PLAN_CAPS } from "@/lib/users/plans";
import { hasOtherMembers } from "@/lib/workspaces/has-other-members";

const HREF = "/settings/api-keys";
export const metadata = sectionMetadata(HREF);
export const dynamic = "force-dynamic";

/** Settings → API keys: create a scoped key for an agent or script, and revoke keys. */
export default async function ApiKeysSettingsPage() {
  const { user, section, allowed } = await sectionAccess(HREF);
  if (!allowed) return <NotForYourRole section={section} role={user.role} />;
  // Owners and admins of a team also oversee everyone's keys; alone in a workspace, the list
  // above already is every key.
  const oversees = (user.role === "owner" || user.role === "admin") && (await hasOtherMembers(user.workspaceId, user.id));
  return (
    <section aria-labelledby="api-keys-heading">
      <div className="mb-4">
        <h2 id="api-keys-heading" className="text-lg font-semibold tracking-tight text-slate-900">API keys</h2>
        <p className="mt-1 text-sm text-slate-600">
          Connect an agent or script: a scoped key lets an AI agent read your brands, generate on-voice posts and schedule them.
        </p>
        <p className="mt-1 text-sm text-slate-600">
          Send a key as <code className="rounded bg-slate-100 px-1 py-0.5 font-mono text-xs">Authorization: Bearer bcst_live_…</code> to{" "}
          <code className="rounded bg-slate-100 px-1 py-0.5 font-mono text-xs">/api/v1</code>.
        </p>
      </div>
      <ApiKeysSection caps={PLAN_CAPS[user.plan]} overseer={oversees ? { userId: user.id } : null} />
    </section>
  );
}

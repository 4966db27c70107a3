import { NotForYourRole, sectionAccess, sectionMetadata } from "@/components/settings/section-access";
import { Card, CardHeader } from "@/components/ui/card";
import { ROLE_DESCRIPTIONS } from "@/lib/auth/roles";

const HREF = "/settings/account";
export const metadata = sectionMetadata(HREF);
export const dynamic = "force-dynamic";

/** Settings → Account: who is signed in, and their role in this workspace. */
export default async function AccountSettingsPage() {
  const { user, section, allowed } = await sectionAccess(HREF);
  if (!allowed) return <NotForYourRole section={section} role={user.role} />;
  return (
    <Card>
      <CardHeader id="account-heading" title="Account" description="The name and email you sign in with." />
      <dl className="grid gap-4 px-5 py-4 text-sm sm:grid-cols-2 sm:px-6">
        <div>
          <dt className="text-slate-500">Name</dt>
          <dd className="mt-0.5 font-medium text-slate-900">{user.name}</dd>
        </div>
        <div>
          <dt className="text-slate-500">Email</dt>
          <dd className="mt-0.5 break-all font-medium text-slate-900">{user.email}</dd>
        </div>
        <div className="sm:col-span-2">
          <dt className="text-slate-500">Role in this workspace</dt>
          <dd className="mt-0.5 text-slate-900" data-testid="account-role">
            <span className="font-medium capitalize">{user.role}</span>
            <span className="text-slate-600">: {ROLE_DESCRIPTIONS[user.role]}</span>
          </dd>
        </div>
      </dl>
    </Card>
  );
}

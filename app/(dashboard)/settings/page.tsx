import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { currentUser } from "@/components/auth/current-user";
import { ApiKeysSection } from "@/components/settings/api-keys-section";
import { ConnectionsSection } from "@/components/settings/connections-section";
import { UsageSection } from "@/components/settings/usage-section";
import { PageHeader } from "@/components/shell/page-header";
import { Card } from "@/components/ui/card";
import { Toaster } from "@/components/ui/toast";
import { publishMode } from "@/lib/publishing/runtime-mode";

export const metadata: Metadata = { title: "Settings" };
export const dynamic = "force-dynamic";

export default async function SettingsPage() {
  const user = await currentUser();
  if (!user) redirect("/sign-in");
  return (
    <>
      <PageHeader title="Settings" description="Your account, the API keys that agents and scripts use, their usage and your brands' platform connections." />
      <div className="space-y-10">
        <section aria-labelledby="account-heading">
          <h2 id="account-heading" className="sr-only">Account</h2>
          <Card className="px-5 py-4 sm:px-6">
            <dl className="grid gap-4 text-sm sm:grid-cols-2">
              <div>
                <dt className="text-slate-500">Name</dt>
                <dd className="mt-0.5 font-medium text-slate-900">{user.name}</dd>
              </div>
              <div>
                <dt className="text-slate-500">Email</dt>
                <dd className="mt-0.5 break-all font-medium text-slate-900">{user.email}</dd>
              </div>
            </dl>
          </Card>
        </section>
        <section aria-labelledby="api-keys-heading">
          <div className="mb-4">
            <h2 id="api-keys-heading" className="text-lg font-semibold tracking-tight text-slate-900">API keys</h2>
            <p className="mt-1 text-sm text-slate-600">
              Send a key as <code className="rounded bg-slate-100 px-1 py-0.5 font-mono text-xs">Authorization: Bearer bcst_live_…</code> to{" "}
              <code className="rounded bg-slate-100 px-1 py-0.5 font-mono text-xs">/api/v1</code>.
            </p>
          </div>
          <ApiKeysSection />
        </section>
        <UsageSection />
        <ConnectionsSection publishMode={publishMode()} />
      </div>
      <Toaster />
    </>
  );
}

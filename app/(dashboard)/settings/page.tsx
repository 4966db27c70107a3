import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { currentUser } from "@/components/auth/current-user";
import { ApiKeysSection } from "@/components/settings/api-keys-section";
import { ConnectionsSection } from "@/components/settings/connections-section";
import { SecuritySection } from "@/components/settings/security-section";
import { UsageSection } from "@/components/settings/usage-section";
import { WebhooksSection } from "@/components/settings/webhooks-section";
import { PageHeader } from "@/components/shell/page-header";
import { Card } from "@/components/ui/card";
import { Toaster } from "@/components/ui/toast";
import { signInOptions } from "@/lib/connections/oauth/sign-in-options";
import { PLATFORM_IDS, type PlatformId } from "@/lib/platforms/ids";
import { publishMode } from "@/lib/runtime-mode";
import { PLAN_CAPS } from "@/lib/users/plans";

export const metadata: Metadata = { title: "Settings" };
export const dynamic = "force-dynamic";

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

export default async function SettingsPage({ searchParams }: { searchParams: SearchParams }) {
  const user = await currentUser();
  if (!user) redirect("/sign-in");
  // Back from a platform's sign-in (components/settings/oauth-callback.tsx): its brand first.
  const query = await searchParams;
  const brandId = typeof query.brand === "string" ? query.brand : null;
  const connected = typeof query.connected === "string" && (PLATFORM_IDS as readonly string[]).includes(query.connected) ? (query.connected as PlatformId) : null;
  return (
    <>
      <PageHeader title="Settings" description="Your account, the API keys that agents and scripts use, their usage, webhooks and your brands' platform connections." />
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
        <SecuritySection />
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
          <ApiKeysSection caps={PLAN_CAPS[user.plan]} />
        </section>
        <UsageSection />
        <WebhooksSection />
        <ConnectionsSection publishMode={publishMode()} signIn={signInOptions()} initialBrandId={brandId} justConnected={connected} />
      </div>
      <Toaster />
    </>
  );
}

import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { currentUser, sessionCaller } from "@/components/auth/current-user";
import { BrandList } from "@/components/dashboard/brand-list";
import { GettingStarted } from "@/components/dashboard/getting-started";
import { ReconnectBanner } from "@/components/dashboard/reconnect-banner";
import { PageHeader } from "@/components/shell/page-header";
import { listBrandSummaries } from "@/lib/brands/list-brand-summaries";
import { listReconnectRequired } from "@/lib/connections/list-reconnect-required";

export const metadata: Metadata = { title: "Dashboard" };
export const dynamic = "force-dynamic";

export default async function DashboardPage() {
  const user = await currentUser();
  if (!user) redirect("/sign-in");

  const [brands, reconnect] = await Promise.all([listBrandSummaries(sessionCaller(user), { limit: 50 }), listReconnectRequired(user.id)]);
  const firstName = user.name.trim().split(/\s+/)[0] || user.name;

  return (
    <>
      <PageHeader title={`Welcome, ${firstName}`} description="Here are your brands. Each one keeps its own voice profile, posts and schedule." />
      <ReconnectBanner needed={reconnect} />
      <div className="grid gap-6 lg:grid-cols-3">
        <div className="lg:col-span-2">
          <BrandList brands={brands.map((brand) => ({ ...brand, createdAt: brand.createdAt.toISOString() }))} />
        </div>
        <GettingStarted />
      </div>
    </>
  );
}

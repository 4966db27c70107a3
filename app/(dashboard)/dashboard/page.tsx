import type { Metadata } from "next";
import Link from "next/link";
import { redirect } from "next/navigation";
import { currentUser, sessionCaller } from "@/components/auth/current-user";
import { BrandList } from "@/components/dashboard/brand-list";
import { HomeActivity } from "@/components/dashboard/home-activity";
import { ReconnectBanner } from "@/components/dashboard/reconnect-banner";
import { PageHeader } from "@/components/shell/page-header";
import { CreateIcon } from "@/components/ui/icons";
import { Toaster } from "@/components/ui/toast";
import { listBrandSummaries } from "@/lib/brands/list-brand-summaries";
import { listReconnectRequired } from "@/lib/connections/list-reconnect-required";

export const metadata: Metadata = { title: "Dashboard" };
export const dynamic = "force-dynamic";

export default async function DashboardPage() {
  const user = await currentUser();
  if (!user) redirect("/sign-in");

  const caller = sessionCaller(user);
  const [brands, reconnect] = await Promise.all([listBrandSummaries(caller, { limit: 50 }), listReconnectRequired(caller)]);
  const firstName = user.name.trim().split(/\s+/)[0] || user.name;

  return (
    <>
      <PageHeader
        title={`Welcome, ${firstName}`}
        description="What goes out this week, what needs a look, and your brands."
        action={
          <Link href="/create" className="inline-flex h-11 w-full items-center justify-center gap-2 rounded-lg bg-brand-600 px-5 text-base font-medium text-white shadow-sm transition-colors hover:bg-brand-700 sm:w-auto">
            <CreateIcon className="size-5" /> Create a post
          </Link>
        }
      />
      <ReconnectBanner needed={reconnect} />
      <div className="space-y-6">
        <HomeActivity />
        <BrandList brands={brands.map((brand) => ({ ...brand, createdAt: brand.createdAt.toISOString() }))} />
      </div>
      <Toaster />
    </>
  );
}

import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { currentUser } from "@/components/auth/current-user";
import { BrandList } from "@/components/dashboard/brand-list";
import { GettingStarted } from "@/components/dashboard/getting-started";
import { PageHeader } from "@/components/shell/page-header";
import { db } from "@/lib/db/client";

export const metadata: Metadata = { title: "Dashboard" };
export const dynamic = "force-dynamic";

export default async function DashboardPage() {
  const user = await currentUser();
  if (!user) redirect("/sign-in");

  const brands = await db().brand.findMany({
    where: { userId: user.id },
    orderBy: [{ createdAt: "desc" }, { id: "asc" }],
    take: 50,
    select: {
      id: true,
      name: true,
      website: true,
      createdAt: true,
      voice: { select: { brandId: true } },
      _count: { select: { posts: true } },
    },
  });

  const firstName = user.name.trim().split(/\s+/)[0] || user.name;

  return (
    <>
      <PageHeader title={`Welcome, ${firstName}`} description="Here are your brands. Each one keeps its own voice profile, posts and schedule." />
      <div className="grid gap-6 lg:grid-cols-3">
        <div className="lg:col-span-2">
          <BrandList
            brands={brands.map((brand) => ({
              id: brand.id,
              name: brand.name,
              website: brand.website,
              createdAt: brand.createdAt.toISOString(),
              hasVoice: brand.voice !== null,
              postCount: brand._count.posts,
            }))}
          />
        </div>
        <GettingStarted />
      </div>
    </>
  );
}

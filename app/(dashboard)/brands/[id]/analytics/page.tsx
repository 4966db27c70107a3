import type { Metadata } from "next";
import { BrandAnalyticsPage } from "@/components/analytics/brand-analytics-page";

export const metadata: Metadata = { title: "Analytics" };

export default async function BrandAnalyticsRoute({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  return <BrandAnalyticsPage id={id} />;
}

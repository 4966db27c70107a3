import type { Metadata } from "next";
import { ComingSoon } from "@/components/shell/coming-soon";
import { PageHeader } from "@/components/shell/page-header";
import { BrandsIcon } from "@/components/ui/icons";

export const metadata: Metadata = { title: "Brands" };

export default function BrandsPage() {
  return (
    <>
      <PageHeader title="Brands" description="Brands and their voice profiles." />
      <ComingSoon icon={<BrandsIcon />} feature="Brand management">
        Creating and editing brands and their voice profiles here is not built yet. Until then, use the API:{" "}
        <code className="font-mono text-xs">POST /api/v1/brands</code> and <code className="font-mono text-xs">PUT /api/v1/brands/&#123;id&#125;/voice</code>.
        Your existing brands are listed on the dashboard.
      </ComingSoon>
    </>
  );
}

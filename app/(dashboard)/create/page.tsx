import type { Metadata } from "next";
import { ComingSoon } from "@/components/shell/coming-soon";
import { PageHeader } from "@/components/shell/page-header";
import { CreateIcon } from "@/components/ui/icons";

export const metadata: Metadata = { title: "Create" };

export default function CreatePage() {
  return (
    <>
      <PageHeader title="Create" description="Generate platform-tailored posts in your brand's voice." />
      <ComingSoon icon={<CreateIcon />} feature="The post composer">
        Writing and generating posts in the dashboard is not built yet. Until then, use the API:{" "}
        <code className="font-mono text-xs">POST /api/v1/content/generate</code> and <code className="font-mono text-xs">POST /api/v1/posts</code>.
      </ComingSoon>
    </>
  );
}

import type { Metadata } from "next";
import { ComingSoon } from "@/components/shell/coming-soon";
import { PageHeader } from "@/components/shell/page-header";
import { PostsIcon } from "@/components/ui/icons";

export const metadata: Metadata = { title: "Posts" };

export default function PostsPage() {
  return (
    <>
      <PageHeader title="Posts" description="Drafts, scheduled and published posts across your platforms." />
      <ComingSoon icon={<PostsIcon />} feature="The post list">
        Browsing posts in the dashboard is not built yet. Until then, use the API:{" "}
        <code className="font-mono text-xs">GET /api/v1/posts</code> lists them with their status and deliveries.
      </ComingSoon>
    </>
  );
}

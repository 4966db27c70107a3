import type { Metadata } from "next";
import Link from "next/link";
import { Suspense } from "react";
import { PostsBrowser } from "@/components/posts/posts-browser";
import { PageHeader } from "@/components/shell/page-header";
import { buttonClass } from "@/components/ui/button";
import { Toaster } from "@/components/ui/toast";

export const metadata: Metadata = { title: "Posts" };

export default function PostsPage() {
  return (
    <>
      <PageHeader
        title="Posts"
        description="Drafts, scheduled and published posts across your platforms."
        action={
          <div className="flex gap-2">
            <Link href="/create" className={buttonClass("secondary")}>
              Generate
            </Link>
            <Link href="/posts/new" className={buttonClass("primary")}>
              New post
            </Link>
          </div>
        }
      />
      <Suspense>
        <PostsBrowser />
      </Suspense>
      <Toaster />
    </>
  );
}

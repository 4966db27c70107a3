import type { Metadata } from "next";
import Link from "next/link";
import { NewPost } from "@/components/posts/new-post";
import { PageHeader } from "@/components/shell/page-header";
import { Toaster } from "@/components/ui/toast";

export const metadata: Metadata = { title: "New post" };

export default function NewPostPage() {
  return (
    <>
      <Link href="/posts" className="mb-3 inline-flex items-center gap-1 rounded text-sm font-medium text-slate-600 hover:text-slate-900">
        <span aria-hidden>←</span> Posts
      </Link>
      <PageHeader title="New post" description="Write a post yourself. It is saved as a draft; schedule it from its page." />
      <NewPost />
      <Toaster />
    </>
  );
}

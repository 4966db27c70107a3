import type { Metadata } from "next";
import Link from "next/link";
import { PostDetail } from "@/components/posts/post-detail";
import { Toaster } from "@/components/ui/toast";

export const metadata: Metadata = { title: "Post" };

export default async function PostPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  return (
    <>
      <Link href="/posts" className="mb-3 inline-flex items-center gap-1 rounded text-sm font-medium text-slate-600 hover:text-slate-900">
        <span aria-hidden>←</span> Posts
      </Link>
      <PostDetail id={id} />
      <Toaster />
    </>
  );
}

import type { Metadata } from "next";
import Link from "next/link";
import { currentUser } from "@/components/auth/current-user";
import { PostDetail } from "@/components/posts/post-detail";
import { Toaster } from "@/components/ui/toast";

export const metadata: Metadata = { title: "Post" };

export default async function PostPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  // Who looks at the post: the approval card offers "Withdraw request" only to who may withdraw it.
  const user = await currentUser();
  return (
    <>
      <Link href="/posts" className="mb-3 inline-flex items-center gap-1 rounded text-sm font-medium text-slate-600 hover:text-slate-900">
        <span aria-hidden>←</span> Posts
      </Link>
      <PostDetail id={id} viewer={user ? { userId: user.id, role: user.role } : null} />
      <Toaster />
    </>
  );
}

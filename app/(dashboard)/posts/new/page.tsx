import type { Metadata } from "next";
import Link from "next/link";
import { NewPostComposer } from "@/components/composer/new-post-composer";
import { PageHeader } from "@/components/shell/page-header";
import { Toaster } from "@/components/ui/toast";

export const metadata: Metadata = { title: "New post" };

/** The first value of a query parameter, if any. */
const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value) ?? null;

export default async function NewPostPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const query = await searchParams;
  return (
    <>
      <Link href="/posts" className="mb-3 inline-flex items-center gap-1 rounded text-sm font-medium text-slate-600 hover:text-slate-900">
        <span aria-hidden>←</span> Posts
      </Link>
      <PageHeader title="New post" description="Write one post for the platforms you choose, with its own text on any of them. Save it as a draft, schedule it for a time, or add it to the brand's queue." />
      <NewPostComposer start="write" at={first(query.at)} brand={first(query.brand)} />
      <Toaster />
    </>
  );
}

import type { Metadata } from "next";
import { NewPostComposer } from "@/components/composer/new-post-composer";
import { PageHeader } from "@/components/shell/page-header";
import { Toaster } from "@/components/ui/toast";

export const metadata: Metadata = { title: "Create" };

/** The first value of a query parameter, if any. */
const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value) ?? null;

export default async function CreatePage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const query = await searchParams;
  return (
    <>
      <PageHeader title="Create" description="Generate texts in your brand's voice for each platform, pick one per platform and edit it, then save one post: as a draft, at a time, or in the queue." />
      <NewPostComposer start="generate" at={first(query.at)} brand={first(query.brand)} />
      <Toaster />
    </>
  );
}

"use client";

import { useRouter } from "next/navigation";
import { Card } from "@/components/ui/card";
import { Loaded } from "@/components/ui/loaded";
import { Skeleton } from "@/components/ui/skeleton";
import { toLocalInputValue } from "@/components/posts/datetime";
import { scheduleProblem } from "@/components/posts/schedule-check";
import { Composer, type ComposeMode } from "@/components/composer/composer";
import { emptyDraft } from "@/lib/client/compose-draft";
import { NoBrandsYet } from "@/components/composer/no-brands-yet";
import { useBrands } from "@/lib/client/brands";
import type { Brand } from "@/lib/client/types";
import { preselectedPlatforms } from "@/lib/platforms/registry";

/** `?at=<ISO>` (the calendar's "New post on …"): the time to schedule at, if it can be; a past or unreadable one is ignored. */
function plannedAt(raw: string | null): string {
  if (!raw) return "";
  const at = new Date(raw);
  return scheduleProblem(at) ? "" : toLocalInputValue(at);
}

/** ?brand=<id> (links from a brand's page), or the user's only brand. */
function preselected(brands: Brand[], wanted: string | null): string {
  return (brands.find((b) => b.id === wanted) ?? (brands.length === 1 ? brands[0] : undefined))?.id ?? "";
}

/**
 * A new post in the one composer: /create starts by generating, /posts/new by writing by hand.
 * `at` and `brand` come from the page's address, read by the server page: on a client-side
 * navigation the browser's address is not yet the new one when this first renders.
 */
export function NewPostComposer({ start, at, brand }: { start: ComposeMode; at: string | null; brand: string | null }) {
  const router = useRouter();
  const brands = useBrands();
  const when = plannedAt(at);

  return (
    <Loaded
      resource={brands}
      errorTitle="Your brands could not be loaded"
      loading={<ComposerSkeleton />}
      isEmpty={(list) => start === "generate" && list.length === 0}
      empty={<NoBrandsYet />}
    >
      {(list) => (
        <Composer
          brands={list}
          start={start}
          initialWhen={when}
          initial={emptyDraft(preselected(list, brand), preselectedPlatforms(start === "generate"))}
          onSaved={({ post }) => router.push(`/posts/${post.id}`)}
        />
      )}
    </Loaded>
  );
}

function ComposerSkeleton() {
  return (
    <Card className="space-y-6 px-5 py-5 sm:px-6">
      <div role="status" aria-label="Loading" className="space-y-6">
        <Skeleton className="h-[62px] max-w-md" />
        <Skeleton className="h-[104px]" />
        <Skeleton className="h-40" />
      </div>
    </Card>
  );
}

"use client";

import Link from "next/link";
import { Badge } from "@/components/ui/badge";
import { Meter } from "@/components/ui/meter";
import { Skeleton } from "@/components/ui/skeleton";
import { hostOf, initialOf } from "@/components/brands/brand-labels";
import { useVoice } from "@/lib/client/voice";
import type { Brand } from "@/lib/client/types";

function VoiceLine({ brandId }: { brandId: string }) {
  const voice = useVoice(brandId);
  // Every state has the same height, so the card does not move when the status arrives.
  if (voice.status === "loading") {
    return (
      <div className="flex h-9 flex-col justify-center gap-1.5">
        <Skeleton className="h-3.5 w-24" />
        <Skeleton className="h-1.5 w-full" />
        <span className="sr-only">Loading voice status</span>
      </div>
    );
  }
  if (voice.data === null) {
    return (
      <div className="flex h-9 items-center gap-2">
        <Badge tone="amber">No voice yet</Badge>
        <span className="text-xs text-slate-500">Extract one from sample posts</span>
      </div>
    );
  }
  if (voice.data === undefined) {
    return (
      <div className="flex h-9 items-center">
        <Badge>Voice status unavailable</Badge>
      </div>
    );
  }
  return (
    <div className="h-9">
      <div className="flex items-center gap-2">
        <Badge tone="brand">Voice profile</Badge>
        <span className="text-xs text-slate-500">Confidence</span>
      </div>
      <Meter value={voice.data.confidence_score} label="Voice confidence" size="sm" className="mt-1" />
    </div>
  );
}

/** One brand in the list with its voice status; the whole card links to the brand's page. */
export function BrandCard({ brand }: { brand: Brand }) {
  return (
    <li>
      <Link
        href={`/brands/${brand.id}`}
        data-testid="brand-card"
        className="group flex h-full flex-col gap-4 rounded-xl bg-white p-5 shadow-sm ring-1 ring-slate-200 transition-shadow hover:shadow-md hover:ring-brand-200"
      >
        <div className="flex min-w-0 items-center gap-3">
          <span aria-hidden className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-brand-50 text-sm font-semibold text-brand-700 ring-1 ring-inset ring-brand-200">
            {initialOf(brand.name)}
          </span>
          <div className="min-w-0">
            <p className="truncate font-medium text-slate-900 group-hover:text-brand-700">{brand.name}</p>
            <p className="truncate text-sm text-slate-500">{hostOf(brand.website)}</p>
          </div>
        </div>
        <VoiceLine brandId={brand.id} />
      </Link>
    </li>
  );
}

export function BrandCardSkeleton() {
  return (
    <li aria-hidden className="flex flex-col gap-4 rounded-xl bg-white p-5 shadow-sm ring-1 ring-slate-200">
      <div className="flex items-center gap-3">
        <Skeleton className="size-10 rounded-lg" />
        <div className="flex h-11 flex-1 flex-col justify-center gap-2">
          <Skeleton className="h-4 w-2/3" />
          <Skeleton className="h-3.5 w-1/3" />
        </div>
      </div>
      <div className="flex h-9 flex-col justify-center gap-1.5">
        <Skeleton className="h-3.5 w-24" />
        <Skeleton className="h-1.5 w-full" />
      </div>
    </li>
  );
}

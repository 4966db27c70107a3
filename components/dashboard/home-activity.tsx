"use client";

import { useMemo } from "react";
import { FailedPosts } from "@/components/dashboard/failed-posts";
import { UpcomingPosts } from "@/components/dashboard/upcoming-posts";
import { useBrands } from "@/lib/client/brands";

/** What the home shows about posts: the coming week, and what failed. */
export function HomeActivity() {
  const brands = useBrands();
  const brandName = useMemo(() => new Map((brands.data ?? []).map((brand) => [brand.id, brand.name])), [brands.data]);
  return (
    <div className="grid grid-cols-1 gap-6 lg:grid-cols-2 [&>*]:min-w-0">
      <UpcomingPosts brandName={brandName} />
      <FailedPosts />
    </div>
  );
}

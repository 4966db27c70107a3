import { Card } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { BackToBrands } from "@/components/brands/back-to-brands";

/** The brand page's shape while it loads: header, voice card and side cards. */
export function BrandPageSkeleton() {
  return (
    <div role="status" aria-label="Loading the brand">
      <BackToBrands />
      <div className="mb-8 flex items-center gap-4">
        <Skeleton className="size-12 rounded-xl" />
        <div className="space-y-2">
          <Skeleton className="h-7 w-48" />
          <Skeleton className="h-4 w-32" />
        </div>
      </div>
      <div className="grid items-start gap-6 lg:grid-cols-3">
        <Card className="lg:col-span-2">
          <div className="border-b border-slate-200 px-5 py-4 sm:px-6">
            <Skeleton className="h-5 w-32" />
            <Skeleton className="mt-2 h-4 w-64 max-w-full" />
          </div>
          <div className="space-y-6 px-5 py-5 sm:px-6">
            <Skeleton className="h-10 w-full" />
            <div className="grid gap-6 sm:grid-cols-3">
              <Skeleton className="h-14 w-full" />
              <Skeleton className="h-14 w-full" />
              <Skeleton className="h-14 w-full" />
            </div>
            <Skeleton className="h-24 w-full" />
            <Skeleton className="h-32 w-full" />
          </div>
        </Card>
        <div className="space-y-6">
          <Card>
            <div className="border-b border-slate-200 px-5 py-4 sm:px-6">
              <Skeleton className="h-5 w-32" />
            </div>
            <div className="px-5 py-5 sm:px-6">
              <Skeleton className="h-44 w-full" />
            </div>
          </Card>
        </div>
      </div>
      <span className="sr-only">Loading…</span>
    </div>
  );
}

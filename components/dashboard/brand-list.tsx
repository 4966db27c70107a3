import Link from "next/link";
import { Badge } from "@/components/ui/badge";
import { Card, CardHeader } from "@/components/ui/card";
import { EmptyState } from "@/components/ui/empty-state";
import { BrandsIcon } from "@/components/ui/icons";
import { buttonClass } from "@/components/ui/button";
import { hostOf, initialOf } from "@/components/brands/brand-labels";

export type BrandSummary = { id: string; name: string; website: string; createdAt: string; hasVoice: boolean; postCount: number };

export function BrandList({ brands }: { brands: BrandSummary[] }) {
  return (
    <Card>
      <CardHeader
        id="brands-heading"
        title="Your brands"
        description={brands.length > 0 ? `${brands.length} ${brands.length === 1 ? "brand" : "brands"}` : undefined}
      />
      {brands.length === 0 ? (
        <EmptyState
          icon={<BrandsIcon />}
          title="No brands yet"
          action={
            <Link href="/brands" className={buttonClass("secondary")}>
              Create a brand
            </Link>
          }
        >
          Add a brand with its name and website, then give it a voice: paste a few of its posts and
          Brandcast extracts how it sounds.
        </EmptyState>
      ) : (
        <ul aria-labelledby="brands-heading" className="divide-y divide-slate-100">
          {brands.map((brand) => (
            <li key={brand.id} className="flex flex-col gap-2 px-5 py-4 sm:flex-row sm:items-center sm:justify-between sm:px-6">
              <div className="flex min-w-0 items-center gap-3">
                <span aria-hidden className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-slate-100 text-sm font-semibold text-slate-600">
                  {initialOf(brand.name)}
                </span>
                <div className="min-w-0">
                  <Link href={`/brands/${brand.id}`} className="block truncate font-medium text-slate-900 hover:text-brand-700 hover:underline">
                    {brand.name}
                  </Link>
                  <a
                    href={brand.website}
                    target="_blank"
                    rel="noopener noreferrer"
                    className="truncate text-sm text-slate-500 hover:text-brand-700 hover:underline"
                  >
                    {hostOf(brand.website)}
                    <span className="sr-only"> (opens in a new tab)</span>
                  </a>
                </div>
              </div>
              <div className="flex flex-wrap items-center gap-2 pl-13 sm:pl-0">
                {brand.hasVoice ? <Badge tone="brand">Voice profile</Badge> : <Badge tone="amber">No voice profile</Badge>}
                <Badge>
                  {brand.postCount} {brand.postCount === 1 ? "post" : "posts"}
                </Badge>
              </div>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}

"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import { PageHeader } from "@/components/shell/page-header";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { EmptyState } from "@/components/ui/empty-state";
import { BrandsIcon } from "@/components/ui/icons";
import { Loaded } from "@/components/ui/loaded";
import { toast } from "@/components/ui/toast";
import { BrandCard, BrandCardSkeleton } from "@/components/brands/brand-card";
import { CreateBrandDialog } from "@/components/brands/create-brand-dialog";
import { useBrands } from "@/lib/client/brands";
import type { Brand } from "@/lib/client/types";

const newestFirst = (a: Brand, b: Brand) => b.created_at.localeCompare(a.created_at) || a.id.localeCompare(b.id);

/** /brands: every brand as a card with its voice status, and "New brand". */
export function BrandsView() {
  const router = useRouter();
  const brands = useBrands();
  const [creating, setCreating] = useState(false);

  function onCreated(brand: Brand) {
    setCreating(false);
    toast.success(`“${brand.name}” created`, "Next, give it a voice: paste a few of its posts.");
    router.push(`/brands/${brand.id}`);
  }

  const count = brands.data?.length ?? null;

  return (
    <>
      <PageHeader
        title="Brands"
        description={count === null || count === 0 ? "Brands and their voice profiles." : `${count} ${count === 1 ? "brand" : "brands"}, each with its own voice profile.`}
        action={
          <Button onClick={() => setCreating(true)}>
            <span aria-hidden>+</span> New brand
          </Button>
        }
      />

      <Loaded
        resource={brands}
        errorTitle="Your brands could not be loaded"
        loading={
          <div role="status" aria-label="Loading your brands">
            <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
              <BrandCardSkeleton />
              <BrandCardSkeleton />
              <BrandCardSkeleton />
            </ul>
          </div>
        }
        isEmpty={(list) => list.length === 0}
        empty={
          <Card>
            <EmptyState icon={<BrandsIcon />} title="No brands yet" action={<Button onClick={() => setCreating(true)}>Create your first brand</Button>}>
              A brand holds a voice profile (its traits, tone and themes) that every generated post follows. Start with its name and website.
            </EmptyState>
          </Card>
        }
      >
        {(list) => (
          <ul aria-label="Your brands" className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {[...list].sort(newestFirst).map((brand) => (
              <BrandCard key={brand.id} brand={brand} />
            ))}
          </ul>
        )}
      </Loaded>

      <CreateBrandDialog open={creating} onClose={() => setCreating(false)} onCreated={onCreated} />
    </>
  );
}

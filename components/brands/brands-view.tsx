"use client";

import { useRouter } from "next/navigation";
import { useCallback, useEffect, useState } from "react";
import { ApiRequestError, apiRequest } from "@/components/api/request";
import { PageHeader } from "@/components/shell/page-header";
import { LoadError } from "@/components/ui/load-error";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { EmptyState } from "@/components/ui/empty-state";
import { BrandsIcon } from "@/components/ui/icons";
import { toast } from "@/components/ui/toast";
import type { Voice } from "@/components/voice/types";
import { BrandCard, BrandCardSkeleton } from "./brand-card";
import { CreateBrandDialog } from "./create-brand-dialog";
import type { Brand, Loadable, VoiceStatus } from "./types";

/** How many voice look-ups run at once: one per brand, a few at a time. */
const VOICE_CONCURRENCY = 4;

async function voiceStatusOf(id: string, signal: AbortSignal): Promise<VoiceStatus> {
  try {
    const data = await apiRequest<{ voice: Voice }>(`/api/v1/brands/${id}/voice`, { signal });
    return { state: "ready", confidence: data.voice.confidence_score };
  } catch (error) {
    if ((error as Error).name === "AbortError") throw error;
    if (error instanceof ApiRequestError && error.code === "voice_profile_missing") return { state: "none" };
    return { state: "error" };
  }
}

const newestFirst = (a: Brand, b: Brand) => b.created_at.localeCompare(a.created_at) || a.id.localeCompare(b.id);

/** /brands: every brand as a card with its voice status, and "New brand". */
export function BrandsView() {
  const router = useRouter();
  const [brands, setBrands] = useState<Loadable<Brand[]>>({ status: "loading" });
  const [voices, setVoices] = useState<Record<string, VoiceStatus>>({});
  const [creating, setCreating] = useState(false);

  const load = useCallback(async (signal: AbortSignal) => {
    setBrands({ status: "loading" });
    try {
      const data = await apiRequest<{ brands: Brand[] }>("/api/v1/brands", { signal });
      const list = [...data.brands].sort(newestFirst);
      setBrands({ status: "ready", data: list });
      const queue = [...list];
      const worker = async () => {
        for (let brand = queue.shift(); brand; brand = queue.shift()) {
          const status = await voiceStatusOf(brand.id, signal);
          const id = brand.id;
          setVoices((prev) => ({ ...prev, [id]: status }));
        }
      };
      await Promise.all(Array.from({ length: VOICE_CONCURRENCY }, worker));
    } catch (error) {
      if ((error as Error).name === "AbortError") return;
      setBrands((prev) => (prev.status === "ready" ? prev : { status: "error", message: error instanceof Error ? error.message : "Your brands could not be loaded." }));
    }
  }, []);

  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    const controller = new AbortController();
    void load(controller.signal);
    return () => controller.abort();
  }, [load, attempt]);

  function onCreated(brand: Brand) {
    setCreating(false);
    setBrands((prev) => (prev.status === "ready" ? { status: "ready", data: [brand, ...prev.data] } : prev));
    setVoices((prev) => ({ ...prev, [brand.id]: { state: "none" } }));
    toast.success(`“${brand.name}” created`, "Next, give it a voice: paste a few of its posts.");
    router.push(`/brands/${brand.id}`);
  }

  const count = brands.status === "ready" ? brands.data.length : null;
  const newButton = (
    <Button onClick={() => setCreating(true)}>
      <span aria-hidden>+</span> New brand
    </Button>
  );

  return (
    <>
      <PageHeader
        title="Brands"
        description={count === null || count === 0 ? "Brands and their voice profiles." : `${count} ${count === 1 ? "brand" : "brands"}, each with its own voice profile.`}
        action={newButton}
      />

      {brands.status === "loading" ? (
        <div role="status" aria-label="Loading your brands">
          <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            <BrandCardSkeleton />
            <BrandCardSkeleton />
            <BrandCardSkeleton />
          </ul>
        </div>
      ) : brands.status === "error" ? (
        <LoadError title="Your brands could not be loaded" message={brands.message} onRetry={() => setAttempt((n) => n + 1)} />
      ) : brands.data.length === 0 ? (
        <Card>
          <EmptyState icon={<BrandsIcon />} title="No brands yet" action={<Button onClick={() => setCreating(true)}>Create your first brand</Button>}>
            A brand holds a voice profile (its traits, tone and themes) that every generated post follows. Start with its name and website.
          </EmptyState>
        </Card>
      ) : (
        <ul aria-label="Your brands" className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {brands.data.map((brand) => (
            <BrandCard key={brand.id} brand={brand} voice={voices[brand.id] ?? { state: "loading" }} />
          ))}
        </ul>
      )}

      <CreateBrandDialog open={creating} onClose={() => setCreating(false)} onCreated={onCreated} />
    </>
  );
}

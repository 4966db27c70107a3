"use client";

import Link from "next/link";
import { useCallback, useEffect, useRef, useState } from "react";
import { ApiRequestError, apiRequest } from "@/components/api/request";
import { PageHeader } from "@/components/shell/page-header";
import { LoadError } from "@/components/ui/load-error";
import { buttonClass } from "@/components/ui/button";
import { Card, CardHeader } from "@/components/ui/card";
import { EmptyState } from "@/components/ui/empty-state";
import { focusField } from "@/components/ui/focus-field";
import { BrandsIcon, ExternalIcon } from "@/components/ui/icons";
import { Skeleton } from "@/components/ui/skeleton";
import { ExtractPanel, type ExtractPanelHandle } from "@/components/voice/extract-panel";
import type { ExtractResult, Voice } from "@/components/voice/types";
import { VoicePreview } from "@/components/voice/voice-preview";
import { VoiceSection } from "@/components/voice/voice-section";
import { BrandDetailsForm } from "./brand-details-form";
import { hostOf, initialOf } from "./brand-validation";
import type { Brand } from "./types";

type State =
  | { status: "loading" }
  | { status: "missing" }
  | { status: "error"; message: string }
  | { status: "ready"; brand: Brand; voice: Voice | null };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

async function loadVoice(id: string, signal?: AbortSignal): Promise<Voice | null> {
  try {
    return (await apiRequest<{ voice: Voice }>(`/api/v1/brands/${id}/voice`, { signal })).voice;
  } catch (error) {
    if (error instanceof ApiRequestError && error.code === "voice_profile_missing") return null;
    throw error;
  }
}

function BackLink() {
  return (
    <Link href="/brands" className="mb-4 inline-flex items-center gap-1 rounded-md text-sm font-medium text-slate-600 hover:text-brand-700">
      <span aria-hidden>←</span> All brands
    </Link>
  );
}

/** /brands/[id]: brand details, the voice profile editor, and voice extraction with a preview. */
export function BrandPage({ id }: { id: string }) {
  const [state, setState] = useState<State>(() => (UUID.test(id) ? { status: "loading" } : { status: "missing" }));
  const [preview, setPreview] = useState<ExtractResult | null>(null);
  const [voiceVersion, setVoiceVersion] = useState(0);
  const extractRef = useRef<ExtractPanelHandle>(null);

  const load = useCallback(
    async (signal?: AbortSignal) => {
      if (!UUID.test(id)) return;
      setState({ status: "loading" });
      try {
        const [brand, voice] = await Promise.all([apiRequest<{ brand: Brand }>(`/api/v1/brands/${id}`, { signal }).then((data) => data.brand), loadVoice(id, signal)]);
        setState({ status: "ready", brand, voice });
      } catch (error) {
        if ((error as Error).name === "AbortError") return;
        if (error instanceof ApiRequestError && error.status === 404) setState({ status: "missing" });
        else setState({ status: "error", message: error instanceof Error ? error.message : "The brand could not be loaded." });
      }
    },
    [id],
  );

  useEffect(() => {
    const controller = new AbortController();
    void load(controller.signal);
    return () => controller.abort();
  }, [load]);

  useEffect(() => {
    if (state.status === "ready") document.title = `${state.brand.name} · Brandcast`;
  }, [state]);

  if (state.status === "missing") {
    return (
      <>
        <BackLink />
        <PageHeader title="Brand not found" />
        <Card>
          <EmptyState icon={<BrandsIcon />} title="This brand does not exist, or it belongs to another account" action={<Link href="/brands" className={buttonClass("secondary")}>Back to your brands</Link>}>
            Check the address, or pick the brand from your list.
          </EmptyState>
        </Card>
      </>
    );
  }

  if (state.status === "error") {
    return (
      <>
        <BackLink />
        <PageHeader title="Brand" />
        <LoadError title="The brand could not be loaded" message={state.message} onRetry={() => void load()} />
      </>
    );
  }

  if (state.status === "loading") return <BrandPageSkeleton />;

  const { brand, voice } = state;
  const setVoice = (next: Voice) => {
    setState({ status: "ready", brand, voice: next });
    setVoiceVersion((v) => v + 1);
  };

  return (
    <>
      <BackLink />
      <div className="mb-8 flex min-w-0 items-center gap-4">
        <span aria-hidden className="flex size-12 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-lg font-semibold text-brand-700 ring-1 ring-inset ring-brand-200">
          {initialOf(brand.name)}
        </span>
        <div className="min-w-0">
          <h1 className="truncate text-2xl font-semibold tracking-tight text-slate-900">{brand.name}</h1>
          <a href={brand.website} target="_blank" rel="noopener noreferrer" className="inline-flex max-w-full items-center gap-1 rounded text-sm text-slate-500 hover:text-brand-700 hover:underline">
            <span className="truncate">{hostOf(brand.website)}</span>
            <ExternalIcon className="size-3.5 shrink-0" />
            <span className="sr-only"> (opens in a new tab)</span>
          </a>
        </div>
      </div>

      {preview ? (
        <div className="mb-6">
          <VoicePreview
            brandId={brand.id}
            current={voice}
            result={preview}
            onUsed={(saved) => {
              setPreview(null);
              setVoice(saved);
              requestAnimationFrame(() => document.getElementById("voice-heading")?.scrollIntoView({ behavior: "smooth", block: "start" }));
            }}
            onDiscard={() => {
              setPreview(null);
              requestAnimationFrame(() => extractRef.current?.focus());
            }}
          />
        </div>
      ) : null}

      <div className="grid items-start gap-6 lg:grid-cols-3">
        <div className="min-w-0 lg:col-span-2">
          <VoiceSection
            key={voiceVersion}
            brandId={brand.id}
            voice={voice}
            onSaved={setVoice}
            onExtractClick={() => focusField("extract-samples")}
          />
        </div>
        <div className="min-w-0 space-y-6">
          <Card className="scroll-mt-24">
            <CardHeader id="extract-heading" title="Extract a voice" description="Build a profile from the brand's own words. You see the result before anything is saved." />
            <ExtractPanel ref={extractRef} brandId={brand.id} websiteHost={hostOf(brand.website)} onExtracted={setPreview} previewing={preview !== null} />
          </Card>
          <Card>
            <CardHeader id="details-heading" title="Brand details" />
            <BrandDetailsForm brand={brand} onSaved={(next) => setState({ status: "ready", brand: next, voice })} />
          </Card>
        </div>
      </div>
    </>
  );
}

function BrandPageSkeleton() {
  return (
    <div role="status" aria-label="Loading the brand">
      <BackLink />
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

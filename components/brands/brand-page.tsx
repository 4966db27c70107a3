"use client";

import Link from "next/link";
import { useEffect, useRef, useState } from "react";
import { PageHeader } from "@/components/shell/page-header";
import { buttonClass } from "@/components/ui/button";
import { Card, CardHeader } from "@/components/ui/card";
import { EmptyState } from "@/components/ui/empty-state";
import { focusField } from "@/components/ui/focus-field";
import { BrandsIcon } from "@/components/ui/icons";
import { LoadError } from "@/components/ui/load-error";
import { ExtractPanel, type ExtractPanelHandle } from "@/components/voice/extract-panel";
import { VoicePreview } from "@/components/voice/voice-preview";
import { VoiceSection } from "@/components/voice/voice-section";
import { BackToBrands } from "@/components/brands/back-to-brands";
import { BrandDetailsForm } from "@/components/brands/brand-details-form";
import { BrandHeader } from "@/components/brands/brand-header";
import { hostOf } from "@/components/brands/brand-labels";
import { BrandPageSkeleton } from "@/components/brands/brand-page-skeleton";
import { QueueEditor } from "@/components/brands/queue-editor";
import { MetricThresholdsForm } from "@/components/brands/metric-thresholds-form";
import { hasStatus, messageOf } from "@/lib/client/api-error";
import { useBrand } from "@/lib/client/brands";
import type { Brand, ExtractResult, Voice } from "@/lib/client/types";
import { useVoice } from "@/lib/client/voice";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** /brands/[id]: brand details, the voice profile editor, and voice extraction with a preview. */
export function BrandPage({ id }: { id: string }) {
  const known = UUID.test(id);
  const brand = useBrand(known ? id : null);
  const voice = useVoice(known ? id : null);

  useEffect(() => {
    if (brand.data) document.title = `${brand.data.name} · Brandcast`;
  }, [brand.data]);

  if (!known || (hasStatus(brand.error, 404) && !brand.validating)) return <BrandNotFound />;
  if (brand.status === "error" || voice.status === "error") {
    return (
      <>
        <BackToBrands />
        <PageHeader title="Brand" />
        <LoadError
          title="The brand could not be loaded"
          message={messageOf(brand.error ?? voice.error)}
          onRetry={() => {
            void brand.reload();
            void voice.reload();
          }}
        />
      </>
    );
  }
  if (brand.data === undefined || voice.data === undefined) return <BrandPageSkeleton />;
  return <BrandWorkspace brand={brand.data} voice={voice.data} />;
}

function BrandWorkspace({ brand, voice }: { brand: Brand; voice: Voice | null }) {
  const [preview, setPreview] = useState<ExtractResult | null>(null);
  // Bumped when a profile is saved from outside the editor, so the editor starts from it.
  const [voiceVersion, setVoiceVersion] = useState(0);
  const extractRef = useRef<ExtractPanelHandle>(null);
  const restartEditor = () => setVoiceVersion((v) => v + 1);

  return (
    <>
      <BackToBrands />
      <div className="flex flex-wrap items-start justify-between gap-x-4">
        <BrandHeader brand={brand} />
        <Link href={`/brands/${brand.id}/analytics`} className={buttonClass("secondary", "md", "mb-6")}>
          Analytics
        </Link>
      </div>

      {preview ? (
        <div className="mb-6">
          <VoicePreview
            brandId={brand.id}
            current={voice}
            result={preview}
            onUsed={() => {
              setPreview(null);
              restartEditor();
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
          <VoiceSection key={voiceVersion} brandId={brand.id} voice={voice} onSaved={restartEditor} onExtractClick={() => focusField("extract-samples")} />
        </div>
        <div className="min-w-0 space-y-6">
          <Card className="scroll-mt-24">
            <CardHeader id="extract-heading" title="Extract a voice" description="Build a profile from the brand's own words. You see the result before anything is saved." />
            <ExtractPanel ref={extractRef} brandId={brand.id} websiteHost={hostOf(brand.website)} onExtracted={setPreview} previewing={preview !== null} />
          </Card>
          <QueueEditor brandId={brand.id} />
          <MetricThresholdsForm brandId={brand.id} />
          <Card>
            <CardHeader id="details-heading" title="Brand details" />
            <BrandDetailsForm brand={brand} />
          </Card>
        </div>
      </div>
    </>
  );
}

function BrandNotFound() {
  return (
    <>
      <BackToBrands />
      <PageHeader title="Brand not found" />
      <Card>
        <EmptyState icon={<BrandsIcon />} title="This brand does not exist, or it belongs to another account" action={<Link href="/brands" className={buttonClass("secondary")}>Back to your brands</Link>}>
          Check the address, or pick the brand from your list.
        </EmptyState>
      </Card>
    </>
  );
}

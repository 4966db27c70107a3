"use client";

import Link from "next/link";
import { useEffect, useState, type RefObject } from "react";
import { PlatformIcon } from "@/components/posts/platform-icon";
import { Alert } from "@/components/ui/alert";
import { Card } from "@/components/ui/card";
import { EmptyState } from "@/components/ui/empty-state";
import { SparkIcon } from "@/components/ui/icons";
import { LoadError } from "@/components/ui/load-error";
import { Meter } from "@/components/ui/meter";
import { Skeleton } from "@/components/ui/skeleton";
import { Spinner } from "@/components/ui/spinner";
import { ResultCard } from "@/components/create/result-card";
import type { GenerateBody } from "@/lib/client/content";
import type { Brand, GenerateResult } from "@/lib/client/types";
import { PLATFORM_IDS, type PlatformId } from "@/lib/platforms/ids";
import { platformRule } from "@/lib/platforms/registry";

/** Where a generation stands: nothing yet, under way, failed (why), or its texts. */
export type Outcome =
  | { status: "idle" }
  | { status: "pending"; request: GenerateBody }
  | { status: "error"; message: string; voiceMissingBrand?: Brand }
  | { status: "ready"; result: GenerateResult; brand: Brand; run: number };

export function GenerationResults({ outcome, headingRef, onRetry }: { outcome: Outcome; headingRef: RefObject<HTMLHeadingElement | null>; onRetry: () => void }) {
  const heading = (
    <h2 id="results-heading" ref={headingRef} tabIndex={-1} className="text-lg font-semibold tracking-tight text-slate-900 focus:outline-none">
      Results
    </h2>
  );

  if (outcome.status === "idle") {
    return (
      <>
        {heading}
        <Card className="mt-4">
          <EmptyState icon={<SparkIcon />} title="Nothing generated yet">
            Fill in the goal above and press <strong>Generate posts</strong>. You can edit every text before saving it.
          </EmptyState>
        </Card>
      </>
    );
  }

  if (outcome.status === "pending") {
    const { platforms, variations } = outcome.request;
    return (
      <>
        {heading}
        <GenerationProgress platforms={platforms} variations={variations} />
        <div className="mt-4 grid grid-cols-1 gap-6 md:grid-cols-2">
          {platforms.flatMap((platform) =>
            Array.from({ length: variations }, (_, i) => (
              <div key={`${platform}-${i}`} className="rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200" aria-hidden>
                <div className="flex items-center gap-2">
                  <PlatformIcon id={platform} className="size-6" />
                  <Skeleton className="h-4 w-28" />
                </div>
                <Skeleton className="mt-4 h-36 w-full" />
                <Skeleton className="mt-3 h-3 w-40" />
                <Skeleton className="mt-6 h-8 w-48" />
              </div>
            )),
          )}
        </div>
      </>
    );
  }

  if (outcome.status === "error") {
    return (
      <>
        {heading}
        <div className="mt-4">
          {outcome.voiceMissingBrand ? (
            <Alert tone="warning" title={`${outcome.voiceMissingBrand.name} has no voice profile yet`}>
              <p>{outcome.message}</p>
              <Link href={`/brands/${outcome.voiceMissingBrand.id}`} className="mt-2 inline-block font-medium underline underline-offset-2">
                Set up {outcome.voiceMissingBrand.name}&apos;s voice
              </Link>
            </Alert>
          ) : (
            <LoadError title="Nothing was generated" message={outcome.message} onRetry={onRetry} />
          )}
        </div>
      </>
    );
  }

  const { result, brand, run } = outcome;
  const variations = Math.max(...result.contents.map((c) => c.variation), 1);
  const ordered = [...result.contents].sort(
    (a, b) => PLATFORM_IDS.indexOf(a.platform as PlatformId) - PLATFORM_IDS.indexOf(b.platform as PlatformId) || a.variation - b.variation,
  );
  return (
    <>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <div>
          {heading}
          <p className="mt-1 text-sm text-slate-600">
            {result.contents.length} {result.contents.length === 1 ? "text" : "texts"} for {brand.name} ·{" "}
            {result.generator === "model" ? "written by the model" : "written by the local composer"}. Edit any text, then save or schedule it.
          </p>
        </div>
        <div className="w-full sm:w-64">
          <p className="text-xs font-medium text-slate-600">Overall brand consistency</p>
          <Meter value={result.overallBrandConsistency} label="Overall brand consistency" className="mt-1" />
        </div>
      </div>
      <div className="mt-4 grid grid-cols-1 items-start gap-6 md:grid-cols-2">
        {ordered.map((item) => (
          <ResultCard key={`${run}-${item.platform}-${item.variation}`} item={item} brandId={brand.id} brandName={brand.name} variations={variations} />
        ))}
      </div>
    </>
  );
}

function GenerationProgress({ platforms, variations }: { platforms: PlatformId[]; variations: number }) {
  const [step, setStep] = useState(0);
  useEffect(() => {
    const timer = window.setInterval(() => setStep((s) => Math.min(s + 1, 2)), 900);
    return () => window.clearInterval(timer);
  }, []);
  const names = platforms.map((p) => platformRule(p).label).join(", ");
  const steps = ["Reading the brand's voice profile", `Writing ${platforms.length * variations} ${platforms.length * variations === 1 ? "text" : "texts"} for ${names}`, "Fitting to each platform and scoring"];
  return (
    <div role="status" className="mt-4 flex items-start gap-3 rounded-xl bg-brand-50 px-4 py-3 text-sm text-brand-900 ring-1 ring-inset ring-brand-200">
      <Spinner className="mt-0.5 text-brand-600" />
      <ol className="min-w-0 space-y-0.5">
        {steps.map((label, i) => (
          <li key={label} className={i < step ? "text-brand-700/70 line-through decoration-brand-300" : i === step ? "font-medium" : "text-brand-700/60"}>
            {label}
            {i === step ? "…" : ""}
          </li>
        ))}
      </ol>
    </div>
  );
}

"use client";

import Link from "next/link";
import { useCallback, useEffect, useRef, useState } from "react";
import { ApiRequestError, apiRequest, fieldErrorFrom } from "@/components/api/request";
import { fetchBrands, isAbort, messageOf } from "@/components/posts/api";
import { PlatformIcon } from "@/components/posts/platform-icon";
import type { Brand, Loadable } from "@/components/posts/types";
import { Alert } from "@/components/ui/alert";
import { LoadError } from "@/components/ui/load-error";
import { Card, CardHeader } from "@/components/ui/card";
import { EmptyState } from "@/components/ui/empty-state";
import { SparkIcon } from "@/components/ui/icons";
import { Meter } from "@/components/ui/meter";
import { Skeleton } from "@/components/ui/skeleton";
import { Spinner } from "@/components/ui/spinner";
import { toast } from "@/components/ui/toast";
import { PLATFORM_IDS, type PlatformId } from "@/lib/platforms/ids";
import { platformRule } from "@/lib/platforms/registry";
import { GenerateForm, GOAL_MAX, NoBrands, type FormErrors, type FormValues } from "./generate-form";
import { ResultCard } from "./result-card";
import type { GenerateRequest, GenerateResult } from "./types";

type Outcome =
  | { status: "idle" }
  | { status: "pending"; request: GenerateRequest }
  | { status: "error"; message: string; voiceMissingBrand?: Brand }
  | { status: "ready"; result: GenerateResult; brand: Brand; run: number };

function validate(values: FormValues): FormErrors {
  const errors: FormErrors = {};
  if (!values.brandId) errors.brandId = "Choose a brand.";
  if (values.platforms.length === 0) errors.platforms = "Choose at least one platform.";
  if (!values.goal.trim()) errors.goal = "Say what the posts should achieve.";
  else if (values.goal.length > GOAL_MAX) errors.goal = `Use at most ${GOAL_MAX} characters.`;
  return errors;
}

const FOCUS_ORDER: Array<[keyof FormErrors, string]> = [
  ["brandId", "create-brand"],
  ["platforms", "create-platforms-first"],
  ["goal", "create-goal"],
  ["context", "create-context"],
];

export function CreateComposer() {
  const [brands, setBrands] = useState<Loadable<Brand[]>>({ status: "loading" });
  const [values, setValues] = useState<FormValues>({ brandId: "", platforms: ["x_twitter", "linkedin"], goal: "", contentType: "social_post", context: "", variations: 1 });
  const [errors, setErrors] = useState<FormErrors>({});
  const [outcome, setOutcome] = useState<Outcome>({ status: "idle" });
  const runRef = useRef(0);
  const resultsRef = useRef<HTMLHeadingElement>(null);

  const loadBrands = useCallback(async (signal?: AbortSignal) => {
    setBrands({ status: "loading" });
    try {
      const list = await fetchBrands(signal);
      setBrands({ status: "ready", data: list });
      // ?brand=<id> preselects (links from a brand's page); a single brand is chosen for you.
      const wanted = new URLSearchParams(window.location.search).get("brand");
      const pick = list.find((b) => b.id === wanted) ?? (list.length === 1 ? list[0] : undefined);
      if (pick) setValues((prev) => (prev.brandId ? prev : { ...prev, brandId: pick.id }));
    } catch (error) {
      if (!isAbort(error)) setBrands({ status: "error", message: messageOf(error) });
    }
  }, []);

  useEffect(() => {
    const controller = new AbortController();
    void loadBrands(controller.signal);
    return () => controller.abort();
  }, [loadBrands]);

  function change(patch: Partial<FormValues>) {
    setValues((prev) => ({ ...prev, ...patch }));
    setErrors((prev) => {
      const next = { ...prev };
      if (patch.brandId !== undefined) delete next.brandId;
      if (patch.platforms !== undefined) delete next.platforms;
      if (patch.goal !== undefined) delete next.goal;
      if (patch.context !== undefined) delete next.context;
      return next;
    });
  }

  async function generate() {
    const found = validate(values);
    setErrors(found);
    const first = FOCUS_ORDER.find(([field]) => found[field]);
    if (first) {
      const target = first[0] === "platforms" ? document.querySelector<HTMLInputElement>('input[name="platforms"]') : document.getElementById(first[1]);
      target?.focus();
      return;
    }
    if (brands.status !== "ready") return;
    const brand = brands.data.find((b) => b.id === values.brandId);
    if (!brand) return;
    const request: GenerateRequest = {
      brand_id: brand.id,
      platforms: values.platforms,
      goal: values.goal.trim(),
      content_type: values.contentType,
      variations: values.variations,
      ...(values.context.trim() ? { additional_context: values.context.trim() } : {}),
    };
    setOutcome({ status: "pending", request });
    try {
      const result = await apiRequest<GenerateResult>("/api/v1/content/generate", { method: "POST", body: request });
      runRef.current += 1;
      setOutcome({ status: "ready", result, brand, run: runRef.current });
      toast.success(`${result.contents.length} ${result.contents.length === 1 ? "post" : "posts"} generated`, `For ${brand.name}.`);
      requestAnimationFrame(() => resultsRef.current?.focus({ preventScroll: false }));
    } catch (error) {
      const message = messageOf(error);
      const code = error instanceof ApiRequestError ? error.code : null;
      if (code === "voice_profile_missing") {
        setOutcome({ status: "error", message, voiceMissingBrand: brand });
      } else {
        const onField = error instanceof ApiRequestError && error.status === 400 ? fieldErrorFrom(message, ["goal", "additional_context", "platforms", "brand_id"]) : null;
        if (onField?.field === "goal") setErrors((prev) => ({ ...prev, goal: onField.message }));
        if (onField?.field === "additional_context") setErrors((prev) => ({ ...prev, context: onField.message }));
        setOutcome({ status: "error", message });
      }
      toast.error("Nothing was generated", message);
    }
  }

  return (
    <div className="space-y-8">
      <Card>
        <CardHeader title="What should we write?" description="Pick a brand and the platforms; each text is fitted to its platform's limit and style." />
        {brands.status === "loading" ? (
          <div className="space-y-6 px-5 py-5 sm:px-6" role="status" aria-label="Loading brands">
            <div className="grid gap-6 md:grid-cols-2">
              <Skeleton className="h-[62px]" />
              <Skeleton className="h-[62px]" />
            </div>
            <Skeleton className="h-[120px]" />
            <Skeleton className="h-[104px]" />
          </div>
        ) : brands.status === "error" ? (
          <div className="px-5 py-5 sm:px-6">
            <LoadError title="Your brands could not be loaded" message={brands.message} onRetry={() => void loadBrands()} />
          </div>
        ) : brands.data.length === 0 ? (
          <div className="px-5 py-5 sm:px-6">
            <NoBrands />
          </div>
        ) : (
          <GenerateForm brands={brands.data} values={values} errors={errors} pending={outcome.status === "pending"} onChange={change} onSubmit={generate} />
        )}
      </Card>

      <section aria-labelledby="results-heading" aria-busy={outcome.status === "pending"}>
        <Results outcome={outcome} headingRef={resultsRef} onRetry={generate} />
      </section>
    </div>
  );
}

function Results({ outcome, headingRef, onRetry }: { outcome: Outcome; headingRef: React.RefObject<HTMLHeadingElement | null>; onRetry: () => void }) {
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

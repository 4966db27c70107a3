"use client";

import { useRef, useState } from "react";
import { Card, CardHeader } from "@/components/ui/card";
import { Loaded } from "@/components/ui/loaded";
import { Skeleton } from "@/components/ui/skeleton";
import { toast } from "@/components/ui/toast";
import { checkGenerate, generateErrorsFromApi, type FormErrors, type FormValues } from "@/components/create/generate-checks";
import { GenerateForm, NoBrands } from "@/components/create/generate-form";
import { GenerationResults, type Outcome } from "@/components/create/generation-results";
import { hasCode, hasStatus, messageOf } from "@/lib/client/api-error";
import { useBrands } from "@/lib/client/brands";
import { generateContent } from "@/lib/client/content";
import type { Brand } from "@/lib/client/types";
import { useBrowserValue } from "@/lib/client/use-browser-value";

const FOCUS_ORDER: Array<[keyof FormErrors, string]> = [
  ["brandId", "create-brand"],
  ["platforms", "create-platforms-first"],
  ["goal", "create-goal"],
  ["context", "create-context"],
];

const brandInAddress = () => new URLSearchParams(window.location.search).get("brand");

/** The brand chosen for the user: ?brand=<id> (links from a brand's page), or their only brand. */
function preselected(brands: Brand[] | undefined, wanted: string | null): string {
  const pick = brands?.find((b) => b.id === wanted) ?? (brands?.length === 1 ? brands[0] : undefined);
  return pick?.id ?? "";
}

export function CreateComposer() {
  const brands = useBrands();
  const wanted = useBrowserValue(brandInAddress);
  // brandId null: the user has not chosen yet, so the preselected brand applies.
  const [chosen, setChosen] = useState<Omit<FormValues, "brandId"> & { brandId: string | null }>({
    brandId: null,
    platforms: ["x_twitter", "linkedin"],
    goal: "",
    contentType: "social_post",
    context: "",
    variations: 1,
  });
  const values: FormValues = { ...chosen, brandId: chosen.brandId ?? preselected(brands.data, wanted) };
  const [errors, setErrors] = useState<FormErrors>({});
  const [outcome, setOutcome] = useState<Outcome>({ status: "idle" });
  const runRef = useRef(0);
  const resultsRef = useRef<HTMLHeadingElement>(null);

  function change(patch: Partial<FormValues>) {
    setChosen((prev) => ({ ...prev, ...patch }));
    setErrors((prev) => {
      const next = { ...prev };
      for (const field of Object.keys(patch)) delete next[field as keyof FormErrors];
      return next;
    });
  }

  async function generate() {
    const checked = checkGenerate(values);
    const found = checked.ok ? {} : checked.errors;
    setErrors(found);
    const first = FOCUS_ORDER.find(([field]) => found[field]);
    if (first) {
      const target = first[0] === "platforms" ? document.querySelector<HTMLInputElement>('input[name="platforms"]') : document.getElementById(first[1]);
      target?.focus();
      return;
    }
    const brand = brands.data?.find((b) => b.id === values.brandId);
    if (!checked.ok || !brand) return;
    const request = checked.data;
    setOutcome({ status: "pending", request });
    try {
      const result = await generateContent(request);
      runRef.current += 1;
      setOutcome({ status: "ready", result, brand, run: runRef.current });
      toast.success(`${result.contents.length} ${result.contents.length === 1 ? "post" : "posts"} generated`, `For ${brand.name}.`);
      requestAnimationFrame(() => resultsRef.current?.focus({ preventScroll: false }));
    } catch (error) {
      const message = messageOf(error);
      if (hasCode(error, "voice_profile_missing")) {
        setOutcome({ status: "error", message, voiceMissingBrand: brand });
      } else {
        if (hasStatus(error, 400)) {
          const fromApi = generateErrorsFromApi(message);
          setErrors((prev) => ({ ...prev, goal: fromApi.goal ?? prev.goal, context: fromApi.context ?? prev.context }));
        }
        setOutcome({ status: "error", message });
      }
      toast.error("Nothing was generated", message);
    }
  }

  return (
    <div className="space-y-8">
      <Card>
        <CardHeader title="What should we write?" description="Pick a brand and the platforms; each text is fitted to its platform's limit and style." />
        <Loaded
          resource={brands}
          errorTitle="Your brands could not be loaded"
          errorClassName="px-5 py-5 sm:px-6"
          loading={
            <div className="space-y-6 px-5 py-5 sm:px-6" role="status" aria-label="Loading brands">
              <div className="grid gap-6 md:grid-cols-2">
                <Skeleton className="h-[62px]" />
                <Skeleton className="h-[62px]" />
              </div>
              <Skeleton className="h-[120px]" />
              <Skeleton className="h-[104px]" />
            </div>
          }
          isEmpty={(list) => list.length === 0}
          empty={
            <div className="px-5 py-5 sm:px-6">
              <NoBrands />
            </div>
          }
        >
          {(list) => <GenerateForm brands={list} values={values} errors={errors} pending={outcome.status === "pending"} onChange={change} onSubmit={generate} />}
        </Loaded>
      </Card>

      <section aria-labelledby="results-heading" aria-busy={outcome.status === "pending"}>
        <GenerationResults outcome={outcome} headingRef={resultsRef} onRetry={generate} />
      </section>
    </div>
  );
}

"use client";

import { useEffect, useRef, useState, type ReactNode } from "react";
import { apiRequest } from "@/components/api/request";
import { Alert } from "@/components/ui/alert";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { cx } from "@/components/ui/cx";
import { Meter } from "@/components/ui/meter";
import { toast } from "@/components/ui/toast";
import { TONE_AXES, toInput, type ExtractResult, type Voice, type VoiceInput } from "./types";

type Props = {
  brandId: string;
  current: Voice | null;
  result: ExtractResult;
  onUsed: (voice: Voice) => void;
  onDiscard: () => void;
};

const lower = (items: string[]) => new Set(items.map((item) => item.trim().toLowerCase()));

/** Chips; in the extracted column, items the current profile lacks are marked new, and in the current column, items the extraction drops are struck through. */
function ChipList({ items, other, side, empty = "None" }: { items: string[]; other: string[] | null; side: "current" | "extracted"; empty?: string }) {
  if (items.length === 0) return <span className="text-sm text-slate-400">{empty}</span>;
  const others = other ? lower(other) : null;
  return (
    <ul className="flex flex-wrap gap-1.5">
      {items.map((item, index) => {
        const changed = others !== null && !others.has(item.trim().toLowerCase());
        const added = changed && side === "extracted";
        const removed = changed && side === "current";
        return (
          <li
            key={`${item}-${index}`}
            className={cx(
              "inline-flex max-w-full items-center gap-1 rounded-md px-2 py-0.5 text-xs font-medium ring-1 ring-inset break-words",
              added ? "bg-emerald-50 text-emerald-900 ring-emerald-200" : removed ? "bg-red-50 text-red-800 line-through decoration-red-400 ring-red-200" : "bg-slate-100 text-slate-700 ring-slate-200",
            )}
          >
            {added ? <span className="sr-only">New: </span> : null}
            {removed ? <span className="sr-only">Dropped: </span> : null}
            {item}
          </li>
        );
      })}
    </ul>
  );
}

function ToneValue({ value, previous }: { value: number; previous: number | null }) {
  const delta = previous === null ? 0 : Math.round((value - previous) * 100) / 100;
  return (
    <div className="flex items-center gap-2">
      <div className="h-1.5 w-24 overflow-hidden rounded-full bg-slate-200" aria-hidden>
        <div className="h-full rounded-full bg-brand-600" style={{ width: `${Math.round(value * 100)}%` }} />
      </div>
      <span className="font-mono text-xs tabular-nums text-slate-800">{value.toFixed(2)}</span>
      {previous !== null && delta !== 0 ? (
        <span className={cx("font-mono text-xs tabular-nums", delta > 0 ? "text-emerald-700" : "text-red-700")}>
          ({delta > 0 ? "+" : ""}
          {delta.toFixed(2)})
        </span>
      ) : null}
    </div>
  );
}

function Row({ label, sublabel, current, extracted, showCurrent }: { label: string; sublabel?: string; current: ReactNode; extracted: ReactNode; showCurrent: boolean }) {
  return (
    <div className={cx("grid gap-2 px-5 py-3 sm:px-6", showCurrent ? "md:grid-cols-[10rem_1fr_1fr] md:gap-6" : "md:grid-cols-[10rem_1fr] md:gap-6")}>
      <dt className="text-sm font-medium text-slate-700">
        {label}
        {sublabel ? <span className="block text-xs font-normal text-slate-500">{sublabel}</span> : null}
      </dt>
      {showCurrent ? (
        <dd className="min-w-0">
          <span className="mb-1 block text-xs font-medium uppercase tracking-wide text-slate-400 md:hidden">Current</span>
          {current}
        </dd>
      ) : null}
      <dd className="min-w-0">
        {showCurrent ? <span className="mb-1 block text-xs font-medium uppercase tracking-wide text-brand-700 md:hidden">Extracted</span> : null}
        {extracted}
      </dd>
    </div>
  );
}

function themeNames(voice: VoiceInput): string[] {
  return voice.content_themes.map((theme) => theme.theme);
}

function Themes({ voice, other, side }: { voice: VoiceInput; other: VoiceInput | null; side: "current" | "extracted" }) {
  if (voice.content_themes.length === 0) return <span className="text-sm text-slate-400">None</span>;
  const others = other ? lower(themeNames(other)) : null;
  return (
    <ul className="space-y-2">
      {voice.content_themes.map((theme, index) => {
        const changed = others !== null && !others.has(theme.theme.trim().toLowerCase());
        return (
          <li key={`${theme.theme}-${index}`} className="text-sm">
            <span className={cx("font-medium", changed && side === "extracted" ? "text-emerald-800" : changed ? "text-red-800 line-through" : "text-slate-900")}>
              {changed ? <span className="sr-only">{side === "extracted" ? "New: " : "Dropped: "}</span> : null}
              {theme.theme}
            </span>
            {theme.keywords.length > 0 ? <span className="text-slate-500"> · {theme.keywords.join(", ")}</span> : null}
          </li>
        );
      })}
    </ul>
  );
}

/** The extracted profile beside the current one, with "Use this profile" (PUT) and "Discard". */
export function VoicePreview({ brandId, current, result, onUsed, onDiscard }: Props) {
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const extracted = result.voice;
  const showCurrent = current !== null;

  useEffect(() => {
    headingRef.current?.scrollIntoView({ behavior: "smooth", block: "start" });
    headingRef.current?.focus({ preventScroll: true });
  }, [result]);

  async function use() {
    setPending(true);
    setError(null);
    try {
      const data = await apiRequest<{ voice: Voice }>(`/api/v1/brands/${brandId}/voice`, { method: "PUT", body: toInput(extracted) });
      toast.success("Voice profile saved", "The extracted profile is now this brand's voice.");
      onUsed(data.voice);
    } catch (caught) {
      const message = caught instanceof Error ? caught.message : "The profile could not be saved. Please try again.";
      setError(message);
      toast.error("The profile was not saved", message);
    } finally {
      setPending(false);
    }
  }

  return (
    <div role="region" aria-labelledby="voice-preview-heading">
      <Card className="scroll-mt-24 ring-2 ring-brand-200">
        <div className="flex flex-col gap-3 border-b border-slate-200 px-5 py-4 sm:flex-row sm:items-start sm:justify-between sm:px-6">
          <div className="min-w-0">
            <h2 ref={headingRef} tabIndex={-1} id="voice-preview-heading" className="text-base font-semibold text-slate-900 focus:outline-none">
              Extracted voice: preview
            </h2>
            <p className="mt-1 text-sm text-slate-600">
              Not saved yet.{" "}
              {showCurrent ? "New items are green; what the current profile would lose is struck through." : "This brand has no voice profile yet."}
            </p>
            <div className="mt-2 flex flex-wrap items-center gap-2">
              <Badge tone="amber">Unsaved</Badge>
              <Badge>{result.extractor === "model" ? "Extracted by the model" : "Extracted locally"}</Badge>
            </div>
          </div>
          <div className="w-full shrink-0 sm:w-56">
            <p className="text-xs font-medium text-slate-600">Confidence of the extraction</p>
            <Meter value={extracted.confidence_score} label="Confidence of the extracted profile" className="mt-1" />
          </div>
        </div>

        {showCurrent ? (
          <div className="hidden border-b border-slate-100 bg-slate-50 px-6 py-2 text-xs font-medium uppercase tracking-wide md:grid md:grid-cols-[10rem_1fr_1fr] md:gap-6">
            <span className="text-slate-500">Field</span>
            <span className="text-slate-500">Current</span>
            <span className="text-brand-700">Extracted</span>
          </div>
        ) : null}

        <dl className="divide-y divide-slate-100" data-testid="voice-preview">
          <Row
            label="Personality traits"
            showCurrent={showCurrent}
            current={current ? <ChipList items={current.personality_traits} other={extracted.personality_traits} side="current" /> : null}
            extracted={<ChipList items={extracted.personality_traits} other={current?.personality_traits ?? null} side="extracted" />}
          />
          {TONE_AXES.map((axis) => (
            <Row
              key={axis.key}
              label={axis.label}
              sublabel={`${axis.min} ↔ ${axis.max}`}
              showCurrent={showCurrent}
              current={current ? <ToneValue value={current.tone_attributes[axis.key]} previous={null} /> : null}
              extracted={<ToneValue value={extracted.tone_attributes[axis.key]} previous={current ? current.tone_attributes[axis.key] : null} />}
            />
          ))}
          <Row
            label="Vocabulary level"
            showCurrent={showCurrent}
            current={current ? <span className="text-sm text-slate-800">{current.language_patterns.vocabulary_level}</span> : null}
            extracted={<span className="text-sm text-slate-800">{extracted.language_patterns.vocabulary_level}</span>}
          />
          <Row
            label="Sentence structure"
            showCurrent={showCurrent}
            current={current ? <p className="text-sm text-slate-800">{current.language_patterns.sentence_structure}</p> : null}
            extracted={<p className="text-sm text-slate-800">{extracted.language_patterns.sentence_structure}</p>}
          />
          <Row
            label="Signature phrases"
            showCurrent={showCurrent}
            current={current ? <ChipList items={current.language_patterns.signature_phrases} other={extracted.language_patterns.signature_phrases} side="current" /> : null}
            extracted={<ChipList items={extracted.language_patterns.signature_phrases} other={current?.language_patterns.signature_phrases ?? null} side="extracted" />}
          />
          <Row
            label="Content themes"
            showCurrent={showCurrent}
            current={current ? <Themes voice={current} other={extracted} side="current" /> : null}
            extracted={<Themes voice={extracted} other={current} side="extracted" />}
          />
        </dl>

        {error ? (
          <div className="px-5 pb-3 pt-3 sm:px-6">
            <Alert tone="error" title="The profile was not saved">
              {error}
            </Alert>
          </div>
        ) : null}
        <div className="flex flex-col-reverse gap-2 rounded-b-xl border-t border-slate-200 bg-slate-50/70 px-5 py-4 sm:flex-row sm:items-center sm:justify-end sm:px-6">
          {showCurrent ? <p className="text-xs text-slate-500 sm:mr-auto">Using it replaces the current profile.</p> : null}
          <Button variant="secondary" onClick={onDiscard} disabled={pending}>
            Discard
          </Button>
          <Button onClick={() => void use()} pending={pending} pendingLabel="Saving…">
            Use this profile
          </Button>
        </div>
      </Card>
    </div>
  );
}

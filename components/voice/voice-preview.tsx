"use client";

import { useEffect, useRef, useState } from "react";
import { Alert } from "@/components/ui/alert";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Meter } from "@/components/ui/meter";
import { toast } from "@/components/ui/toast";
import { ChipList, Row, Themes, ToneValue } from "@/components/voice/voice-compare";
import { TONE_AXES, toInput } from "@/components/voice/voice-draft";
import { messageOf } from "@/lib/client/api-error";
import type { ExtractResult, Voice } from "@/lib/client/types";
import { saveVoice } from "@/lib/client/voice";

type Props = {
  brandId: string;
  current: Voice | null;
  result: ExtractResult;
  onUsed: (voice: Voice) => void;
  onDiscard: () => void;
};

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
      const voice = await saveVoice(brandId, toInput(extracted));
      toast.success("Voice profile saved", "The extracted profile is now this brand's voice.");
      onUsed(voice);
    } catch (caught) {
      const message = messageOf(caught);
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

"use client";

import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { EmptyState } from "@/components/ui/empty-state";
import { SparkIcon } from "@/components/ui/icons";
import { Meter } from "@/components/ui/meter";
import { blankVoice } from "@/components/voice/voice-draft";
import type { Voice } from "@/lib/client/types";
import { VoiceEditor } from "@/components/voice/voice-editor";

type Props = {
  brandId: string;
  voice: Voice | null;
  onSaved: (voice: Voice) => void;
  /** Takes the user to the extraction panel. */
  onExtractClick: () => void;
};

function confidenceNote(score: number): string {
  if (score >= 1) return "Confirmed by you: a profile saved here counts as fully trusted.";
  if (score >= 0.7) return "Extracted from plenty of text.";
  if (score >= 0.4) return "Extracted from a moderate amount of text; more samples would sharpen it.";
  return "Extracted from little text; add more sample posts and extract again.";
}

/** The voice profile card: the editor, or an inviting empty state when the brand has none. */
export function VoiceSection({ brandId, voice, onSaved, onExtractClick }: Props) {
  const [composing, setComposing] = useState(false);

  return (
    <Card className="scroll-mt-24">
      <div className="flex flex-col gap-3 border-b border-slate-200 px-5 py-4 sm:flex-row sm:items-start sm:justify-between sm:px-6">
        <div className="min-w-0">
          <h2 id="voice-heading" className="scroll-mt-24 text-base font-semibold text-slate-900">
            Voice profile
          </h2>
          <p className="mt-1 text-sm text-slate-600">How this brand sounds. Generated posts follow it.</p>
        </div>
        {voice ? (
          <div className="w-full shrink-0 sm:w-56" data-testid="voice-confidence">
            <p className="text-xs font-medium text-slate-600">Confidence</p>
            <Meter value={voice.confidence_score} label="Confidence of the voice profile" className="mt-1" />
            <p className="mt-1 text-xs text-slate-500">{confidenceNote(voice.confidence_score)}</p>
          </div>
        ) : null}
      </div>
      {voice ? (
        <VoiceEditor brandId={brandId} initial={voice} isNew={false} onSaved={onSaved} />
      ) : composing ? (
        <VoiceEditor brandId={brandId} initial={blankVoice()} isNew onSaved={onSaved} onCancel={() => setComposing(false)} />
      ) : (
        <EmptyState
          icon={<SparkIcon />}
          title="This brand has no voice yet"
          action={
            <div className="flex flex-col gap-2 sm:flex-row">
              <Button onClick={onExtractClick}>Extract from sample posts</Button>
              <Button
                variant="secondary"
                onClick={() => {
                  setComposing(true);
                  requestAnimationFrame(() => document.getElementById("voice-traits")?.focus());
                }}
              >
                Write it by hand
              </Button>
            </div>
          }
        >
          Paste a handful of the brand&apos;s posts, or point us at its website, and Brandcast will work out its traits, tone and themes. You review the
          result before it is saved.
        </EmptyState>
      )}
    </Card>
  );
}

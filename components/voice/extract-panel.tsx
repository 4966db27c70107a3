"use client";

import { useEffect, useImperativeHandle, useRef, useState, type FormEvent, type Ref } from "react";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { TextareaField } from "@/components/ui/textarea-field";
import { focusField } from "@/components/ui/focus-field";
import { toast } from "@/components/ui/toast";
import { isAbort, messageOf } from "@/lib/client/api-error";
import { checkWith, type FieldIssue } from "@/lib/client/form-errors";
import type { ExtractResult } from "@/lib/client/types";
import { useNow } from "@/lib/client/use-now";
import { extractVoice } from "@/lib/client/voice";
import { extractVoiceSchema } from "@/lib/schemas/content";

/** Posts are separated by one or more blank lines. */
export function splitSamples(text: string): string[] {
  return text
    .split(/\n\s*\n/)
    .map((block) => block.trim())
    .filter(Boolean);
}

const STEPS = ["Reading the text", "Finding traits and tone", "Collecting themes and phrases", "Scoring confidence"];

/** The server's schema decides; this says what to do about it. */
function explainSamples(samples: string[], issue: FieldIssue): string | undefined {
  const item = /^samples\[(\d+)\]$/.exec(issue.path);
  if (item && issue.code === "too_big") return `Post ${Number(item[1]) + 1} is longer than ${issue.limit?.toLocaleString()} characters. Split it with a blank line.`;
  if (issue.code === "too_big") return `Use at most ${issue.limit} posts (you have ${samples.length}).`;
  if (issue.code === "custom") return "Paste at least one post, or tick “Also read the website”.";
  return undefined;
}

export type ExtractPanelHandle = { focus: () => void };

type Props = {
  brandId: string;
  websiteHost: string;
  /** Called with an unsaved profile, to be previewed. */
  onExtracted: (result: ExtractResult) => void;
  /** Whether a preview is open (the button then says "Extract again"). */
  previewing: boolean;
  ref?: Ref<ExtractPanelHandle>;
};

/** Paste sample posts and/or read the website; POST …/voice/extract with save:false, then preview. */
export function ExtractPanel({ brandId, websiteHost, onExtracted, previewing, ref }: Props) {
  const [text, setText] = useState("");
  const [fromWebsite, setFromWebsite] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [startedAt, setStartedAt] = useState<number | null>(null);
  const running = startedAt !== null;
  const now = useNow(100, running);
  const elapsed = running && now !== null ? Math.max(0, now - startedAt) / 1000 : 0;
  const controllerRef = useRef<AbortController | null>(null);
  const textareaRef = useRef<HTMLTextAreaElement>(null);

  useImperativeHandle(ref, () => ({ focus: () => textareaRef.current?.focus() }), []);

  // Leaving the page cancels an extraction still under way.
  useEffect(() => () => controllerRef.current?.abort(), []);

  const samples = splitSamples(text);
  const words = samples.join(" ").split(/\s+/).filter(Boolean).length;

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setError(null);
    const body = { ...(samples.length > 0 ? { samples } : {}), from_website: fromWebsite, save: false };
    const checked = checkWith(extractVoiceSchema, body, { fieldOf: () => "samples" as const, explain: (_field, issue) => explainSamples(samples, issue) });
    if (!checked.ok) {
      setFieldError(checked.errors.samples ?? null);
      focusField("extract-samples");
      return;
    }
    setFieldError(null);
    const controller = new AbortController();
    controllerRef.current = controller;
    setStartedAt(Date.now());
    try {
      const result = await extractVoice(brandId, checked.data, controller.signal);
      onExtracted(result);
      toast.info("Voice extracted", "Review it, then use it or discard it. Nothing is saved yet.");
    } catch (caught) {
      if (isAbort(caught)) {
        toast.info("Extraction cancelled");
        return;
      }
      const message = messageOf(caught);
      setError(message);
      toast.error("The voice was not extracted", message);
    } finally {
      if (controllerRef.current === controller) controllerRef.current = null;
      setStartedAt(null);
    }
  }

  const step = STEPS[Math.min(STEPS.length - 1, Math.floor(elapsed / 1.2))];

  return (
    <form onSubmit={onSubmit} noValidate aria-label="Extract a voice" className="space-y-4 px-5 py-5 sm:px-6">
      {error ? (
        <Alert tone="error" title="The voice was not extracted">
          {error}
        </Alert>
      ) : null}
      <TextareaField
        id="extract-samples"
        label="Sample posts"
        rows={8}
        value={text}
        disabled={running}
        onChange={(event) => {
          setText(event.target.value);
          if (fieldError) setFieldError(null);
        }}
        placeholder={"Paste a few of the brand's posts.\n\nLeave a blank line between posts."}
        hint="One post per block; separate posts with a blank line. Five or more posts give a better profile."
        error={fieldError}
        trailing={
          <span className="text-xs tabular-nums text-slate-500" aria-live="polite">
            {samples.length} {samples.length === 1 ? "post" : "posts"} · {words} {words === 1 ? "word" : "words"}
          </span>
        }
        ref={textareaRef}
      />
      <label htmlFor="extract-website" className="flex cursor-pointer items-start gap-3 rounded-lg p-3 ring-1 ring-inset ring-slate-200 hover:bg-slate-50">
        <input
          id="extract-website"
          type="checkbox"
          checked={fromWebsite}
          disabled={running}
          onChange={(event) => {
            setFromWebsite(event.target.checked);
            if (fieldError) setFieldError(null);
          }}
          className="mt-0.5 size-4 shrink-0 accent-brand-600"
        />
        <span className="min-w-0 text-sm">
          <span className="block font-medium text-slate-900">Also read the website</span>
          <span className="block break-words text-xs text-slate-600">Adds the text of {websiteHost} to the samples.</span>
        </span>
      </label>

      <div className="min-h-20" role="status">
        {running ? (
          <div className="space-y-2 rounded-lg bg-brand-50 p-3 ring-1 ring-inset ring-brand-200">
            <div className="flex items-baseline justify-between gap-2 text-sm text-brand-900">
              <span className="min-w-0">
                <span className="font-medium">Extracting…</span>
                <span className="block truncate text-xs text-brand-700">{step}</span>
              </span>
              <span aria-hidden className="shrink-0 whitespace-nowrap text-xs tabular-nums">{elapsed.toFixed(1)} s</span>
            </div>
            <div className="h-1.5 overflow-hidden rounded-full bg-brand-100" aria-hidden>
              <div className="h-full w-1/3 animate-[bc-indeterminate_1.2s_ease-in-out_infinite] rounded-full bg-brand-600 motion-reduce:w-full motion-reduce:animate-none motion-reduce:opacity-60" />
            </div>
          </div>
        ) : (
          <p className="text-xs text-slate-500">Nothing is saved until you choose “Use this profile” on the preview.</p>
        )}
      </div>

      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        {running ? (
          <Button variant="secondary" onClick={() => controllerRef.current?.abort()}>
            Cancel
          </Button>
        ) : null}
        <Button type="submit" pending={running} pendingLabel="Extracting…">
          {previewing ? "Extract again" : "Extract voice"}
        </Button>
      </div>
      <style>{`@keyframes bc-indeterminate { 0% { transform: translateX(-100%); } 100% { transform: translateX(300%); } }`}</style>
    </form>
  );
}

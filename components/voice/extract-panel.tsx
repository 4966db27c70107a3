"use client";

import { useEffect, useImperativeHandle, useRef, useState, type FormEvent, type Ref } from "react";
import { apiRequest } from "@/components/api/request";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { TextareaField } from "@/components/ui/textarea-field";
import { focusField } from "@/components/ui/focus-field";
import { toast } from "@/components/ui/toast";
import type { ExtractResult } from "./types";

/** Posts are separated by one or more blank lines. */
export function splitSamples(text: string): string[] {
  return text
    .split(/\n\s*\n/)
    .map((block) => block.trim())
    .filter(Boolean);
}

const STEPS = ["Reading the text", "Finding traits and tone", "Collecting themes and phrases", "Scoring confidence"];
const SAMPLE_MAX = 20_000;
const SAMPLES_MAX = 100;

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
  const [running, setRunning] = useState(false);
  const [elapsed, setElapsed] = useState(0);
  const controllerRef = useRef<AbortController | null>(null);
  const textareaRef = useRef<HTMLTextAreaElement>(null);

  useImperativeHandle(ref, () => ({ focus: () => textareaRef.current?.focus() }), []);

  useEffect(() => () => controllerRef.current?.abort(), []);

  useEffect(() => {
    if (!running) return;
    const started = Date.now();
    setElapsed(0);
    const timer = window.setInterval(() => setElapsed(Math.floor((Date.now() - started) / 100) / 10), 100);
    return () => window.clearInterval(timer);
  }, [running]);

  const samples = splitSamples(text);
  const words = samples.join(" ").split(/\s+/).filter(Boolean).length;

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setError(null);
    if (samples.length === 0 && !fromWebsite) {
      setFieldError("Paste at least one post, or tick “Also read the website”.");
      focusField("extract-samples");
      return;
    }
    if (samples.length > SAMPLES_MAX) {
      setFieldError(`Use at most ${SAMPLES_MAX} posts (you have ${samples.length}).`);
      focusField("extract-samples");
      return;
    }
    const tooLong = samples.findIndex((sample) => sample.length > SAMPLE_MAX);
    if (tooLong >= 0) {
      setFieldError(`Post ${tooLong + 1} is longer than ${SAMPLE_MAX.toLocaleString()} characters. Split it with a blank line.`);
      focusField("extract-samples");
      return;
    }
    setFieldError(null);
    const controller = new AbortController();
    controllerRef.current = controller;
    setRunning(true);
    try {
      const body = { ...(samples.length > 0 ? { samples } : {}), from_website: fromWebsite, save: false };
      const result = await apiRequest<ExtractResult>(`/api/v1/brands/${brandId}/voice/extract`, { method: "POST", body, signal: controller.signal });
      onExtracted(result);
      toast.info("Voice extracted", "Review it, then use it or discard it. Nothing is saved yet.");
    } catch (caught) {
      if ((caught as Error).name === "AbortError") {
        toast.info("Extraction cancelled");
        return;
      }
      const message = caught instanceof Error ? caught.message : "The voice could not be extracted. Please try again.";
      setError(message);
      toast.error("The voice was not extracted", message);
    } finally {
      if (controllerRef.current === controller) controllerRef.current = null;
      setRunning(false);
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

"use client";

import { useEffect, useRef, useState } from "react";
import { Button } from "@/components/ui/button";
import { messageOf } from "@/lib/client/api-error";
import type { Media } from "@/lib/client/media";
import { cancelTranscode, getTranscode, startTranscode, type TranscodeJob } from "@/lib/client/transcode";
import { videoRuleFactsOf } from "@/lib/client/video-facts-line";
import { transcodeFixes } from "@/lib/media/transcode/transcode-fixes";
import type { PlatformId } from "@/lib/platforms/ids";
import { platformRule } from "@/lib/platforms/registry";

/** How often the composer asks how the conversion goes. */
const POLL_MS = 1000;

/**
 * "Convert for X, LinkedIn": offered when some selected platforms refuse the video for a reason
 * converting fixes (transcode-fixes.ts, the rule the server applies). The click is the user's
 * agreement; the conversion runs on the server, its progress shown here, and once done the
 * converted video (a new upload; the original stays) is handed to `onConverted` to take its place.
 * While it waits or runs, Cancel stops it on the server; the offer to convert comes back.
 */
export function ConvertVideo({ id, media, platforms, onConverted }: { id: string; media: Media; platforms: PlatformId[]; onConverted: (converted: Media) => void }) {
  const { fixable } = transcodeFixes(videoRuleFactsOf(media), platforms);
  const [job, setJob] = useState<TranscodeJob | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [starting, setStarting] = useState(false);
  const [cancelling, setCancelling] = useState(false);
  const converted = useRef(onConverted);
  useEffect(() => {
    converted.current = onConverted;
  });

  const jobId = job?.id ?? null;
  const unfinished = job !== null && (job.status === "queued" || job.status === "running");
  useEffect(() => {
    if (!jobId || !unfinished) return;
    const controller = new AbortController();
    const timer = setTimeout(async () => {
      try {
        const next = await getTranscode(jobId, controller.signal);
        setJob(next);
        if (next.status === "succeeded" && next.result_media) converted.current(next.result_media);
        if (next.status === "failed") setError(next.error ?? "The conversion failed.");
      } catch (thrown) {
        if (!controller.signal.aborted) setError(messageOf(thrown));
      }
    }, POLL_MS);
    return () => { clearTimeout(timer); controller.abort(); };
  }, [jobId, unfinished, job]);

  if (fixable.length === 0 && !job) return null;
  const names = (job ? (job.platforms as PlatformId[]) : fixable).map((platform) => platformRule(platform).label).join(", ");

  async function start() {
    setError(null);
    setStarting(true);
    try {
      setJob(await startTranscode(media.id, fixable));
    } catch (thrown) {
      setError(messageOf(thrown));
    } finally {
      setStarting(false);
    }
  }

  async function cancel(jobToCancel: TranscodeJob) {
    setError(null);
    setCancelling(true);
    try {
      setJob(await cancelTranscode(jobToCancel.id));
    } catch (thrown) {
      // Finished meanwhile (409): the next look at the job shows how.
      setError(messageOf(thrown));
    } finally {
      setCancelling(false);
    }
  }

  return (
    <div id={id} className="mt-2 space-y-2 rounded-lg bg-slate-50 p-3 text-sm ring-1 ring-inset ring-slate-200">
      {unfinished ? (
        <div className="space-y-1">
          <p className="text-slate-700">{job.status === "queued" ? `Waiting to convert for ${names}…` : `Converting for ${names}…`}</p>
          <div role="progressbar" aria-label={`Converting for ${names}`} aria-valuemin={0} aria-valuemax={100} aria-valuenow={job.progress_percent} className="h-2 w-full overflow-hidden rounded-full bg-slate-200">
            <div className="h-full rounded-full bg-sky-600 transition-[width]" style={{ width: `${job.progress_percent}%` }} />
          </div>
          <div className="flex items-center justify-between gap-2">
            <p className="text-xs tabular-nums text-slate-500">{job.progress_percent}%</p>
            <Button variant="ghost" size="sm" pending={cancelling} pendingLabel="Cancelling…" onClick={() => cancel(job)}>Cancel conversion</Button>
          </div>
        </div>
      ) : job?.status === "succeeded" ? (
        <p role="status" className="text-emerald-800">Converted for {names}: the converted video replaced the original in this post.</p>
      ) : (
        <div className="flex flex-col gap-2 sm:flex-row sm:items-center sm:justify-between">
          <p role={job?.status === "cancelled" ? "status" : undefined} className="text-slate-700">{job?.status === "cancelled" ? "Conversion cancelled. " : ""}Converting to H.264/AAC MP4 makes this video suit {names}. The original upload stays as it is.</p>
          <Button variant="secondary" size="sm" pending={starting} pendingLabel="Starting…" onClick={start}>Convert for {names}</Button>
        </div>
      )}
      {error ? <p role="alert" className="text-red-700">{error}</p> : null}
    </div>
  );
}

import { mkdtemp, rm, stat } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { db } from "@/lib/db/client";
import type { TranscodeJob } from "@/lib/db/generated/client";
import { log } from "@/lib/log";
import { mediaStore } from "@/lib/media/media-store-for-env";
import { finishTranscodeJob, renewTranscodeLease, TRANSCODE_LEASE_MS } from "@/lib/media/transcode/claim-transcode-job";
import { trackRunningTranscode } from "@/lib/media/transcode/running-transcodes";
import { storeConvertedVideo } from "@/lib/media/transcode/store-converted-video";
import { attachVideoCover } from "@/lib/media/uploads/video-cover";
import type { PlatformId } from "@/lib/platforms/ids";
import { platformRule } from "@/lib/platforms/registry";
import { videoRuleProblem } from "@/lib/platforms/video-rules";
import { FfmpegError } from "@/lib/video/run-ffmpeg";
import { probeVideo } from "@/lib/video/probe-video";
import { transcodeForPlatforms } from "@/lib/video/transcode-for-platforms";

/** `onProgress` hears every fraction ffmpeg reports (the database gets the latest at each heartbeat). */
export type TranscodeRunOptions = { leaseMs?: number; timeoutMs?: number; onProgress?: (fraction: number) => void };

/** A failure in words for the person who asked: what ffmpeg or the check said, never a stack. */
class JobFailure extends Error {}

/**
 * Runs one job `workerId` has claimed (claim-transcode-job.ts): the source video read from the
 * store as it is (never changed), converted by ffmpeg at low priority on one thread within its
 * time limit (lib/video/transcode-for-platforms.ts), probed, checked against each named
 * platform's rules, stored as a new media row with its own cover (the source's chosen frame
 * time, if any). A heartbeat renews the lease and writes the progress every third of the lease.
 * Any failure ends the job failed with a readable reason; a worker that lost the job (its lease
 * lapsed and another took it, or the user cancelled it) stops its ffmpeg at once, or at the
 * heartbeat that finds out, and throws its result away. Returns how the job ended for this worker.
 */
export async function runTranscodeJob(job: TranscodeJob, workerId: string, options: TranscodeRunOptions = {}): Promise<"succeeded" | "failed" | "lost"> {
  const leaseMs = options.leaseMs ?? TRANSCODE_LEASE_MS;
  const folder = await mkdtemp(path.join(tmpdir(), "brandcast-transcode-"));
  let progress = job.progress;
  let lost = false;
  const run = trackRunningTranscode(job.id);
  const heartbeat = setInterval(() => {
    void renewTranscodeLease(job.id, workerId, progress, leaseMs).then(
      (held) => {
        if (held) return;
        lost = true;
        run.stop("the job is no longer this worker's (cancelled, or taken over)");
      },
      (error) => log().warn({ job_id: job.id, err: error instanceof Error ? error.message : String(error) }, "transcode heartbeat failed; the next one tries again"),
    );
  }, Math.max(50, Math.floor(leaseMs / 3)));
  try {
    const resultMediaId = await convert(job, folder, (fraction) => { progress = fraction; options.onProgress?.(fraction); }, { timeoutMs: options.timeoutMs, signal: run.signal });
    if (lost || run.signal.aborted || !(await finishTranscodeJob(job.id, workerId, { resultMediaId }))) {
      await dropMedia(resultMediaId);
      return "lost";
    }
    return "succeeded";
  } catch (error) {
    if (lost || run.signal.aborted) return "lost";
    const reason = error instanceof JobFailure || error instanceof FfmpegError ? error.message : "the conversion failed unexpectedly; try again";
    if (!(error instanceof JobFailure)) log().error({ job_id: job.id, err: error }, "transcode job failed");
    return (await finishTranscodeJob(job.id, workerId, { error: reason })) ? "failed" : "lost";
  } finally {
    run.forget();
    clearInterval(heartbeat);
    await rm(folder, { recursive: true, force: true });
  }
}

async function convert(job: TranscodeJob, folder: string, onProgress: (fraction: number) => void, bounds: { timeoutMs?: number; signal: AbortSignal }): Promise<string> {
  const source = await db().media.findUnique({ where: { id: job.sourceMediaId } });
  if (!source || source.durationMs === null || source.frameRate === null) throw new JobFailure("the video to convert was deleted");
  const store = mediaStore();
  const platforms = job.platforms as PlatformId[];
  const output = path.join(folder, "converted.mp4");
  const target = { rules: platforms.map((platform) => platformRule(platform).video), source: { durationMs: source.durationMs, width: source.width, height: source.height, frameRate: source.frameRate } };
  try {
    await transcodeForPlatforms(await store.probeLocation(source.storageKey), output, target, onProgress, bounds);
  } catch (error) {
    if (error instanceof FfmpegError) throw new JobFailure(`the video could not be converted: ${error.message}`);
    throw error;
  }
  const probed = await probeVideo(output);
  if (!probed.ok) throw new JobFailure(`the converted video could not be read back: ${probed.problem}`);
  const bytes = (await stat(output)).size;
  const problems = platforms.flatMap((platform) => {
    const problem = videoRuleProblem(platformRule(platform).video, { ...probed.video, bytes }, platformRule(platform).label);
    return problem ? [problem] : [];
  });
  if (problems.length > 0) throw new JobFailure(`the converted video still does not suit every platform: ${problems.join("; ")}`);
  const media = await storeConvertedVideo(store, output, bytes, source, probed.video);
  await attachVideoCover(store, { id: media.id, storageKey: media.storageKey, durationMs: probed.video.durationMs, coverAtMs: source.coverAtMs });
  return media.id;
}

/** A result nobody will name (another worker finished the job): its row, file and cover go. */
async function dropMedia(id: string): Promise<void> {
  const row = await db().media.findUnique({ where: { id } });
  if (!row) return;
  await db().media.delete({ where: { id } });
  const store = mediaStore();
  await store.delete(row.storageKey);
  if (row.coverKey) await store.delete(row.coverKey);
}

import type { Caller } from "@/lib/auth/caller";
import { db } from "@/lib/db/client";
import type { TranscodeJob } from "@/lib/db/generated/client";
import { ApiError, invalidRequest, notFound } from "@/lib/errors";
import { getMedia, getMediaRowOrThrow } from "@/lib/media/get-media";
import { transcodeFixes } from "@/lib/media/transcode/transcode-fixes";
import { stopRunningTranscode } from "@/lib/media/transcode/running-transcodes";
import { announceTranscodeJob } from "@/lib/media/transcode/transcode-signals";
import type { PlatformId } from "@/lib/platforms/ids";
import { platformRule } from "@/lib/platforms/registry";
import type { TranscodeJobOutput } from "@/lib/schemas/transcode-job";

/**
 * POST /media/{id}/transcode: the user's agreement to convert a video for `platforms`. Each named
 * platform must refuse the video as it is for a reason converting fixes (codec, container, size,
 * frame rate, bit rate); one that takes it already, or whose refusal converting cannot fix (its
 * length, its shape), is refused naming it, and no job is made. An unfinished job for the same
 * video and platforms is answered again, so a double click converts once.
 */
export async function requestTranscode(caller: Caller, mediaId: string, platforms: readonly PlatformId[]): Promise<TranscodeJobOutput> {
  const media = await getMediaRowOrThrow(caller, mediaId);
  if (media.kind !== "video" || media.durationMs === null || media.videoCodec === null || media.frameRate === null) {
    throw invalidRequest(`media ${mediaId} is an image; only a video can be converted.`, [{ field: "id" }]);
  }
  const facts = {
    container: media.container, videoCodec: media.videoCodec, audioCodec: media.audioCodec, durationMs: media.durationMs, frameRate: media.frameRate,
    width: media.width, height: media.height, bitRate: media.bitRate === null ? null : Number(media.bitRate), bytes: media.bytes,
  };
  const { fixable, unfixable } = transcodeFixes(facts, platforms);
  const takesIt = platforms.filter((platform) => !fixable.includes(platform) && !unfixable.some((entry) => entry.platform === platform));
  if (unfixable.length > 0) {
    const reasons = unfixable.map((entry) => `${entry.problem}`).join("; ");
    throw invalidRequest(`platforms: converting cannot make this video suit ${unfixable.map((entry) => platformRule(entry.platform).label).join(", ")} (${reasons}).`, unfixable.map(() => ({ field: "platforms" })));
  }
  if (takesIt.length > 0) {
    throw invalidRequest(`platforms: ${takesIt.map((platform) => platformRule(platform).label).join(", ")} already take${takesIt.length === 1 ? "s" : ""} this video as it is; name only the platforms that refuse it.`, [{ field: "platforms" }]);
  }
  const sorted = [...platforms].sort();
  const open = await db().transcodeJob.findFirst({ where: { sourceMediaId: mediaId, status: { in: ["queued", "running"] }, platforms: { equals: sorted } } });
  if (open) return jobOutput(caller, open);
  const job = await db().transcodeJob.create({ data: { workspaceId: caller.workspaceId, userId: media.userId, sourceMediaId: mediaId, platforms: sorted } });
  await announceTranscodeJob(job.id);
  return jobOutput(caller, job);
}

/** GET /media/transcodes/{id}: a job of the caller's workspace, with its progress and, once done, the converted video. */
export async function getTranscodeJob(caller: Caller, id: string): Promise<TranscodeJobOutput> {
  const job = await db().transcodeJob.findFirst({ where: { id, workspaceId: caller.workspaceId } });
  if (!job) throw notFound("Transcode job");
  return jobOutput(caller, job);
}

/**
 * POST /media/transcodes/{id}/cancel: a queued job never starts, a running one's ffmpeg is stopped
 * (at once when this process runs it; otherwise at its worker's next heartbeat, which finds the
 * job no longer running and throws away whatever it made). One conditional update, so a job that
 * finishes meanwhile is not overwritten. Cancelling a cancelled job answers it again; a job that
 * succeeded or failed is 409 transcode_finished.
 */
export async function cancelTranscodeJob(caller: Caller, id: string): Promise<TranscodeJobOutput> {
  const cancelled = await db().transcodeJob.updateMany({
    where: { id, workspaceId: caller.workspaceId, status: { in: ["queued", "running"] } },
    data: { status: "cancelled", leaseUntil: null, finishedAt: new Date() },
  });
  const job = await db().transcodeJob.findFirst({ where: { id, workspaceId: caller.workspaceId } });
  if (!job) throw notFound("Transcode job");
  if (cancelled.count === 1) stopRunningTranscode(id, "the conversion was cancelled");
  if (job.status === "succeeded" || job.status === "failed") {
    throw new ApiError("transcode_finished", `The conversion ${id} has already ${job.status}; only a queued or running one can be cancelled.`, {}, [{ field: "id" }]);
  }
  return jobOutput(caller, job);
}

async function jobOutput(caller: Caller, job: TranscodeJob): Promise<TranscodeJobOutput> {
  return {
    id: job.id,
    media_id: job.sourceMediaId,
    platforms: job.platforms as PlatformId[],
    status: job.status as TranscodeJobOutput["status"],
    progress_percent: job.status === "succeeded" ? 100 : Math.min(99, Math.floor(job.progress * 100)),
    result_media: job.resultMediaId ? await getMedia(caller, job.resultMediaId) : null,
    error: job.error,
    created_at: job.createdAt.toISOString(),
    finished_at: job.finishedAt?.toISOString() ?? null,
  };
}

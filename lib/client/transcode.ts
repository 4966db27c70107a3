import { apiFetch } from "@/lib/client/api-fetch";
import type { Media } from "@/lib/client/media";
import { MEDIA_URL, mediaUrl } from "@/lib/client/urls";
import type { PlatformId } from "@/lib/platforms/ids";
import type { TranscodeJobOutput } from "@/lib/schemas/transcode-job";

export type TranscodeJob = TranscodeJobOutput;

/** POST /media/{id}/transcode: the user's click is the agreement to convert. */
export async function startTranscode(mediaId: string, platforms: PlatformId[]): Promise<TranscodeJob> {
  return (await apiFetch<{ transcode: TranscodeJob }>(`${mediaUrl(mediaId)}/transcode`, { method: "POST", body: { platforms } })).transcode;
}

/** GET /media/transcodes/{id}: its progress, and the converted video once done. */
export async function getTranscode(jobId: string, signal?: AbortSignal): Promise<TranscodeJob> {
  return (await apiFetch<{ transcode: TranscodeJob }>(`${MEDIA_URL}/transcodes/${encodeURIComponent(jobId)}`, { signal })).transcode;
}

/** POST /media/transcodes/{id}/cancel: stops it; answers the job, status cancelled. */
export async function cancelTranscode(jobId: string): Promise<TranscodeJob> {
  return (await apiFetch<{ transcode: TranscodeJob }>(`${MEDIA_URL}/transcodes/${encodeURIComponent(jobId)}/cancel`, { method: "POST" })).transcode;
}

/** PUT /media/{id}/cover: a frame by its time, or an uploaded image. */
export async function setVideoCover(mediaId: string, body: { at_ms: number } | { image_media_id: string }): Promise<Media> {
  return (await apiFetch<{ media: Media }>(`${mediaUrl(mediaId)}/cover`, { method: "PUT", body })).media;
}

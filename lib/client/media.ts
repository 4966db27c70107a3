import { ApiRequestError } from "@/lib/client/api-error";
import { apiFetch } from "@/lib/client/api-fetch";
import { MEDIA_URL, mediaUrl } from "@/lib/client/urls";
import { resources } from "@/lib/client/resource-store";
import { useResource } from "@/lib/client/use-resource";
import type { MediaOutput } from "@/lib/schemas/media";

export type Media = MediaOutput;

export type Upload = { done: Promise<Media>; abort: () => void };

const UNREACHABLE = "Could not reach Brandcast. Check your connection and try again.";

/**
 * POST /media with the file (and alt text) as multipart/form-data. XMLHttpRequest rather than
 * fetch: only it reports upload progress (`onProgress` gets 0 to 1 as the bytes leave).
 */
export function uploadMedia(file: File, altText: string, onProgress: (fraction: number) => void): Upload {
  const request = new XMLHttpRequest();
  const done = new Promise<Media>((resolve, reject) => {
    request.upload.addEventListener("progress", (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    });
    request.addEventListener("load", () => {
      let body: { ok?: boolean; data?: { media: Media }; error?: { code: never; message: string } } | null = null;
      try {
        body = JSON.parse(request.responseText);
      } catch {
        body = null;
      }
      if (body?.ok && body.data) resolve(body.data.media);
      else reject(new ApiRequestError(body?.error?.message ?? `The upload failed (HTTP ${request.status}).`, request.status, body?.error?.code ?? null));
    });
    request.addEventListener("error", () => reject(new ApiRequestError(UNREACHABLE, 0, null)));
    request.addEventListener("abort", () => reject(new DOMException("The upload was cancelled.", "AbortError")));
  });
  const form = new FormData();
  form.append("file", file);
  if (altText.trim()) form.append("alt_text", altText);
  request.open("POST", MEDIA_URL);
  request.setRequestHeader("Accept", "application/json");
  request.send(form);
  return { done, abort: () => request.abort() };
}

/** PATCH /media/{id}: the alt text ("" removes it). */
export async function saveMediaAltText(id: string, altText: string): Promise<Media> {
  const media = (await apiFetch<{ media: Media }>(mediaUrl(id), { method: "PATCH", body: { alt_text: altText.trim() || null } })).media;
  // Every reader of this upload (the composer's previews, the post page) shows the new text at
  // once, without waiting for its next fetch.
  resources.update<Media>(mediaUrl(id), () => media);
  return media;
}

const loadMedia = async (url: string, signal: AbortSignal) => (await apiFetch<{ media: Media }>(url, { signal })).media;

/** One of the user's uploads (size, type, alt text); null id = nothing to load. */
export function useMedia(id: string | null) {
  return useResource(id ? mediaUrl(id) : null, loadMedia);
}

/** The upload's id when `imageUrl` is the address of one of this app's uploads (…/media/<id>.<ext>), else null. */
export function uploadIdOf(imageUrl: string): string | null {
  return /\/media\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\.[a-z0-9]+$/.exec(imageUrl)?.[1] ?? null;
}

import { ApiRequestError } from "@/lib/client/api-error";
import { apiFetch } from "@/lib/client/api-fetch";
import { MEDIA_URL } from "@/lib/client/urls";
import type { Media } from "@/lib/client/media";

/** An upload session as the API answers it (lib/schemas/media-upload.ts). */
type Session = { id: string; bytes: number; received_bytes: number; chunk_bytes: number; upload_url: string };

export type ChunkedUpload = { done: Promise<Media>; abort: () => void };

/** A chunk lost to the network is tried again after asking where the server stopped: this many times in a row. */
const RETRIES_PER_CHUNK = 4;
const UPLOADS_URL = `${MEDIA_URL}/uploads`;
const UNREACHABLE = "Could not reach Brandcast. Check your connection and try again.";

/**
 * A large file (a video) sent through an upload session (docs/video.md, "Uploading"): the file
 * read a chunk at a time from disk by the browser (never whole in memory), each chunk PUT with its
 * Content-Range, `onProgress` from 0 to 1 as bytes leave; a chunk cut by the network is resumed
 * from the byte the server says it has, so a broken connection costs at most one chunk; then the
 * session is completed into a media (probed on the server). `abort` cancels and removes the session.
 */
export function uploadInChunks(file: File, onProgress: (fraction: number) => void): ChunkedUpload {
  const controller = new AbortController();
  let current: XMLHttpRequest | null = null;
  let sessionId: string | null = null;

  async function run(): Promise<Media> {
    const started = await apiFetch<{ upload: Session }>(UPLOADS_URL, { method: "POST", body: { file_name: file.name, bytes: file.size }, signal: controller.signal });
    let session = started.upload;
    sessionId = session.id;
    let failures = 0;
    while (session.received_bytes < session.bytes) {
      const start = session.received_bytes;
      const end = Math.min(start + session.chunk_bytes, session.bytes);
      try {
        session = await putChunk(session, file.slice(start, end), start, (sent) => onProgress((start + sent) / session.bytes));
        failures = 0;
      } catch (error) {
        if (controller.signal.aborted) throw new DOMException("The upload was cancelled.", "AbortError");
        // A conflict or a lost connection: the server's own count says where to go on from.
        const retryable = error instanceof ApiRequestError && (error.status === 0 || error.status === 409 || error.status >= 500);
        if (!retryable || ++failures > RETRIES_PER_CHUNK) throw error;
        await new Promise((resolve) => setTimeout(resolve, 500 * failures));
        session = (await apiFetch<{ upload: Session }>(`${UPLOADS_URL}/${session.id}`, { signal: controller.signal })).upload;
      }
      onProgress(session.received_bytes / session.bytes);
    }
    return (await apiFetch<{ media: Media }>(`${UPLOADS_URL}/${session.id}/complete`, { method: "POST", signal: controller.signal })).media;
  }

  function putChunk(session: Session, chunk: Blob, start: number, onSent: (bytes: number) => void): Promise<Session> {
    return new Promise((resolve, reject) => {
      const request = new XMLHttpRequest();
      current = request;
      request.upload.addEventListener("progress", (event) => onSent(event.loaded));
      request.addEventListener("load", () => {
        let body: { ok?: boolean; data?: { upload: Session }; error?: { code: never; message: string } } | null = null;
        try {
          body = JSON.parse(request.responseText);
        } catch {
          body = null;
        }
        if (body?.ok && body.data) resolve(body.data.upload);
        else reject(new ApiRequestError(body?.error?.message ?? `The upload failed (HTTP ${request.status}).`, request.status, body?.error?.code ?? null));
      });
      request.addEventListener("error", () => reject(new ApiRequestError(UNREACHABLE, 0, null)));
      request.addEventListener("abort", () => reject(new DOMException("The upload was cancelled.", "AbortError")));
      request.open("PUT", `${UPLOADS_URL}/${session.id}`);
      request.setRequestHeader("Accept", "application/json");
      request.setRequestHeader("Content-Type", "application/octet-stream");
      request.setRequestHeader("Content-Range", `bytes ${start}-${start + chunk.size - 1}/${session.bytes}`);
      request.send(chunk);
    });
  }

  const done = run();
  return {
    done,
    abort: () => {
      controller.abort();
      current?.abort();
      // What was received is removed now rather than at the session's expiry.
      if (sessionId) void apiFetch(`${UPLOADS_URL}/${sessionId}`, { method: "DELETE" }).catch(() => {});
    },
  };
}

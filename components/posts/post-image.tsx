"use client";

import { ExternalIcon } from "@/components/ui/icons";
import { uploadIdOf, useMedia } from "@/lib/client/media";
import { videoFactsLine } from "@/lib/client/video-facts-line";

/**
 * The post's image as it will be published: a thumbnail, and for one of the user's uploads its
 * size, type and alt text (which X, LinkedIn, Instagram, Threads and Bluesky receive with it).
 */
export function PostImage({ url, altText: given = null, place }: { url: string; altText?: string | null; place?: string }) {
  const uploadId = uploadIdOf(url);
  const { data: media } = useMedia(uploadId);
  // The post's own alt text for this image wins over the upload's (as the publishers send it).
  const altText = given ?? media?.alt_text ?? null;
  return (
    <figure data-testid="post-image" className="mt-4 flex flex-col gap-3 rounded-lg p-3 ring-1 ring-inset ring-slate-200 sm:flex-row sm:items-start">
      {media?.kind === "video" ? (
        <video src={url} poster={media.cover_url ?? undefined} controls muted preload="metadata" aria-label={altText ?? "The post's video"} className="h-32 w-48 shrink-0 rounded-md bg-slate-900 object-contain" />
      ) : (
        // eslint-disable-next-line @next/next/no-img-element -- the user's own upload or any host; next/image would need each host configured
        <img src={url} alt={altText ?? "The post's image"} className="h-32 w-32 shrink-0 rounded-md bg-slate-100 object-contain" />
      )}
      <figcaption className="min-w-0 flex-1 space-y-1 text-sm">
        {place ? <p className="text-xs font-medium text-slate-700">{place}</p> : null}
        {media ? (
          <p className="text-xs text-slate-500">
            {media.kind === "video" ? videoFactsLine(media) : `${media.width} × ${media.height} px · ${Math.max(1, Math.round(media.bytes / 1024))} KB · ${media.mime_type.replace("image/", "").toUpperCase()}`}
          </p>
        ) : null}
        {uploadId || given ? (
          <p className={altText ? "text-slate-700" : "text-slate-500"}>
            <span className="font-medium text-slate-800">Alt text:</span> {altText ?? "none (edit the post to add it)"}
          </p>
        ) : (
          <p className="text-slate-600">Hosted elsewhere: X, LinkedIn and Bluesky receive a copy fetched from this address when the post is published; no alt text.</p>
        )}
        <a href={url} target="_blank" rel="noreferrer" className="inline-flex max-w-full items-center gap-1 text-brand-700 underline-offset-2 hover:underline">
          <span className="truncate">Open the image</span>
          <ExternalIcon className="size-3.5 shrink-0" />
          <span className="sr-only">(opens in a new tab)</span>
        </a>
      </figcaption>
    </figure>
  );
}

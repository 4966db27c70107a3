"use client";

import { useRef, useState, type DragEvent } from "react";
import { Button } from "@/components/ui/button";
import { cx } from "@/components/ui/cx";
import { inputClass } from "@/components/ui/field";
import { AltTextField } from "@/components/media/alt-text-field";
import { ImageDropZone } from "@/components/media/image-drop-zone";
import { mediaFactsLine } from "@/components/media/image-picker";
import { ImageRuleProblems } from "@/components/media/image-rule-problems";
import { isAbort, messageOf } from "@/lib/client/api-error";
import { uploadMedia, type Media, type Upload } from "@/lib/client/media";
import { uploadInChunks } from "@/lib/client/upload-in-chunks";
import { videoFactsLine, videoRuleFactsOf } from "@/lib/client/video-facts-line";
import { VideoRuleProblems } from "@/components/media/video-rule-problems";
import { ConvertVideo } from "@/components/media/convert-video";
import { VideoCoverPicker } from "@/components/media/video-cover-picker";
import { moveItem } from "@/lib/client/move-item";
import { maxImageCount } from "@/lib/platforms/image-rules";
import type { PlatformId } from "@/lib/platforms/ids";
import { platformRule } from "@/lib/platforms/registry";
import { MAX_MEDIA_BYTES } from "@/lib/images/image-formats";
import { MAX_POST_IMAGES } from "@/lib/schemas/post-media";

type Props = {
  id: string;
  /** The post's images in order (the first is its `image_url`). */
  urls: string[];
  onChange: (urls: string[]) => void;
  /** The platforms that publish these images (those without an image choice of their own). */
  platforms: PlatformId[];
  error?: string;
  label: React.ReactNode;
  /** What the list is, for screen readers ("The post's images, in order"). */
  listLabel?: string;
  /** Whose images these are, in the count note ("this post", "this version"). */
  owner?: string;
  /** What to do when a platform takes fewer images than listed. */
  overCountHint?: (platformLabel: string) => string;
  /** Each image's rule problems shown by each image (false: shown elsewhere, as on a version's card). */
  imageProblems?: boolean;
};

const DRAG_TYPE = "application/x-brandcast-image-index";

/** A video goes up in chunks through an upload session; the server judges it by its content either way. */
const isVideoFile = (file: File) => file.type.startsWith("video/") || /\.(mp4|m4v|mov|webm)$/i.test(file.name);

/**
 * The post's images: several files dropped or chosen at once (uploaded one after another with
 * visible progress), each shown with its facts, its alt text and each platform's objections,
 * reordered by dragging or with the Move buttons (the keyboard's way), removed one by one. With
 * no upload yet, the URL of an image hosted elsewhere can be given instead, as before.
 */
export function MediaListPicker({
  id,
  urls,
  onChange,
  platforms,
  error,
  label,
  listLabel = "The post's images, in order",
  owner = "this post",
  overCountHint = (platformLabel) => `Give ${platformLabel} its own image below, or remove some.`,
  imageProblems = true,
}: Props) {
  const upload = useRef<Upload | null>(null);
  const cancelled = useRef(false);
  const [known, setKnown] = useState<Record<string, Media>>({});
  const [progress, setProgress] = useState<number | null>(null);
  const [uploadError, setUploadError] = useState<string | null>(null);
  const [dragged, setDragged] = useState<number | null>(null);

  async function send(files: File[]) {
    setUploadError(null);
    cancelled.current = false;
    const room = MAX_POST_IMAGES - urls.length;
    const taken = files.slice(0, room);
    const problems = files.length > room ? [`A post takes at most ${MAX_POST_IMAGES} images; ${files.length - room} not added.`] : [];
    let list = urls;
    for (const file of taken) {
      if (cancelled.current) break;
      const video = isVideoFile(file);
      if (!video && file.size > MAX_MEDIA_BYTES) {
        problems.push(`${file.name} is larger than 8 MB.`);
        continue;
      }
      setProgress(0);
      upload.current = video ? uploadInChunks(file, setProgress) : uploadMedia(file, "", setProgress);
      try {
        const uploaded = await upload.current.done;
        setKnown((all) => ({ ...all, [uploaded.url]: uploaded }));
        list = [...list, uploaded.url];
        onChange(list);
      } catch (thrown) {
        if (!isAbort(thrown)) problems.push(`${file.name}: ${messageOf(thrown)}`);
      } finally {
        upload.current = null;
        setProgress(null);
      }
    }
    if (problems.length > 0) setUploadError(problems.join(" "));
  }

  /** The converted video takes the original's place in the list (the original upload stays stored). */
  function swapVideo(original: string, converted: Media) {
    setKnown((all) => ({ ...all, [converted.url]: converted }));
    onChange(urls.map((url) => (url === original ? converted.url : url)));
  }

  function dropOn(event: DragEvent<HTMLLIElement>, index: number) {
    const from = Number(event.dataTransfer.getData(DRAG_TYPE));
    if (event.dataTransfer.types.includes(DRAG_TYPE)) {
      event.preventDefault();
      onChange(moveItem(urls, from, index));
    }
    setDragged(null);
  }

  const uploads = urls.some((url) => known[url]);
  const several = urls.length > 1;
  const hasVideo = urls.some((url) => known[url]?.kind === "video");
  // A video goes alone on every platform (docs/video.md): its own note, not the image count's.
  const overCount = hasVideo ? [] : platforms.filter((platform) => urls.length > maxImageCount(platformRule(platform).images));

  return (
    <div>
      <div className="block text-sm font-medium text-slate-800">{label}</div>
      {uploads || several ? (
        <ol aria-label={listLabel} className="mt-1.5 space-y-2">
          {urls.map((url, index) => {
            const media = known[url];
            const n = index + 1;
            return (
              <li
                key={url}
                data-testid="compose-image-item"
                draggable
                onDragStart={(event) => { event.dataTransfer.setData(DRAG_TYPE, String(index)); event.dataTransfer.effectAllowed = "move"; setDragged(index); }}
                onDragEnd={() => setDragged(null)}
                onDragOver={(event) => { if (event.dataTransfer.types.includes(DRAG_TYPE)) event.preventDefault(); }}
                onDrop={(event) => dropOn(event, index)}
                className={cx("flex flex-col gap-3 rounded-lg p-3 ring-1 ring-inset ring-slate-300 sm:flex-row", dragged === index && "opacity-50")}
              >
                <div className="flex shrink-0 items-start gap-2">
                  <span aria-hidden className="mt-1 cursor-grab select-none text-slate-400" title="Drag to reorder">⋮⋮</span>
                  {media?.kind === "video" ? (
                    // The cover frame until played; muted, as every platform starts a video.
                    <video src={url} poster={media.cover_url ?? undefined} muted controls preload="metadata" aria-label={media.alt_text ?? "The uploaded video"} className="h-24 w-32 rounded-md bg-slate-900 object-contain" />
                  ) : (
                    // eslint-disable-next-line @next/next/no-img-element -- the user's own upload or hosted image, any size; next/image would need its host configured
                    <img src={url} alt={media?.alt_text ?? (several ? `Image ${n}` : "The uploaded image")} className="h-24 w-24 rounded-md bg-slate-100 object-contain" />
                  )}
                </div>
                <div className="min-w-0 flex-1 space-y-2">
                  <p className="text-xs text-slate-500">
                    {several ? <span className="font-medium text-slate-700">Image {n} of {urls.length} · </span> : null}
                    {media ? (media.kind === "video" ? videoFactsLine(media) : mediaFactsLine(media)) : <span className="break-all">{url}</span>}
                  </p>
                  {media ? (
                    <AltTextField key={media.id} id={`${id}-alt-${media.id}`} media={media} label={several ? `Alt text, image ${n}` : "Alt text"} onSaved={(saved) => setKnown((all) => ({ ...all, [saved.url]: saved }))} />
                  ) : null}
                  <div className="flex flex-wrap gap-1">
                    {several ? (
                      <>
                        <Button variant="ghost" size="sm" disabled={index === 0} aria-label={`Move image ${n} earlier`} onClick={() => onChange(moveItem(urls, index, index - 1))}>Move earlier</Button>
                        <Button variant="ghost" size="sm" disabled={index === urls.length - 1} aria-label={`Move image ${n} later`} onClick={() => onChange(moveItem(urls, index, index + 1))}>Move later</Button>
                      </>
                    ) : null}
                    <Button variant="ghost" size="sm" aria-label={several ? `Remove image ${n}` : "Remove image"} onClick={() => onChange(urls.filter((_, i) => i !== index))}>Remove image</Button>
                  </div>
                  {!imageProblems ? null : media?.kind === "video" ? (
                    <>
                      <VideoRuleProblems id={`${id}-problems-${index}`} platforms={platforms} video={videoRuleFactsOf(media)} />
                      <ConvertVideo id={`${id}-convert-${index}`} media={media} platforms={platforms} onConverted={(converted) => swapVideo(url, converted)} />
                      <VideoCoverPicker media={media} onChanged={(saved) => setKnown((all) => ({ ...all, [url]: saved }))} />
                    </>
                  ) : media ? (
                    <ImageRuleProblems id={`${id}-problems-${index}`} image={{ mimeType: media.mime_type, bytes: media.bytes, width: media.width, height: media.height }} platforms={platforms} />
                  ) : null}
                </div>
              </li>
            );
          })}
        </ol>
      ) : null}
      {overCount.length > 0 ? (
        <ul aria-label="Image count per platform" className="mt-2 space-y-1 rounded-lg bg-amber-50 p-3 text-sm text-amber-900 ring-1 ring-inset ring-amber-200">
          {overCount.map((platform) => {
            const rule = platformRule(platform);
            const max = maxImageCount(rule.images);
            return (
              <li key={platform}>
                <span className="font-medium">{rule.label}:</span> {max === 1 ? "publishes one image" : `takes at most ${max} images`}; {owner} has {urls.length}. {overCountHint(rule.label)}
              </li>
            );
          })}
        </ul>
      ) : null}
      {hasVideo && several ? (
        <p role="alert" className="mt-2 rounded-lg bg-amber-50 p-3 text-sm text-amber-900 ring-1 ring-inset ring-amber-200">
          A video is published alone on every platform: remove the images, or the video.
        </p>
      ) : null}
      {urls.length < MAX_POST_IMAGES && !hasVideo ? (
        <ImageDropZone id={id} multiple acceptVideo={urls.length === 0} progress={progress} onFiles={(files) => void send(files)} onCancel={() => { cancelled.current = true; upload.current?.abort(); }} />
      ) : null}
      {uploadError ? <p className="mt-1.5 text-sm text-red-600" role="alert">{uploadError}</p> : null}
      {uploads || several ? null : (
        <>
          <label htmlFor={id} className="mt-3 block text-xs font-medium text-slate-600">Or the URL of an image hosted elsewhere</label>
          <input id={id} type="url" inputMode="url" placeholder="https://…/photo.jpg" className={cx(inputClass, "mt-1")} value={urls[0] ?? ""} onChange={(e) => onChange(e.target.value ? [e.target.value] : [])} aria-invalid={error ? true : undefined} aria-describedby={error ? `${id}-error` : undefined} />
        </>
      )}
      {error ? <p id={`${id}-error`} className="mt-1.5 text-sm text-red-600">{error}</p> : null}
    </div>
  );
}

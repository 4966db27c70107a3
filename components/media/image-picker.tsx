"use client";

import { useRef, useState } from "react";
import { Button } from "@/components/ui/button";
import { cx } from "@/components/ui/cx";
import { inputClass } from "@/components/ui/field";
import { AltTextField } from "@/components/media/alt-text-field";
import { ImageDropZone } from "@/components/media/image-drop-zone";
import { ImageRuleProblems } from "@/components/media/image-rule-problems";
import { isAbort, messageOf } from "@/lib/client/api-error";
import { uploadMedia, type Media, type Upload } from "@/lib/client/media";
import type { PlatformId } from "@/lib/platforms/ids";
import { MAX_MEDIA_BYTES } from "@/lib/images/image-formats";

type Props = {
  id: string;
  imageUrl: string;
  onChange: (imageUrl: string) => void;
  platforms: PlatformId[];
  /** The server's or the form's message about image_url. */
  error?: string;
  label: React.ReactNode;
};

/**
 * One image (a platform's own): drop or choose a file (uploaded with visible progress, then
 * previewed, with its alt text and each selected platform's objections), or paste the URL of an
 * image hosted elsewhere. The post's images are a list: components/media/media-list-picker.tsx.
 */
export function ImagePicker({ id, imageUrl, onChange, platforms, error, label }: Props) {
  const upload = useRef<Upload | null>(null);
  const [media, setMedia] = useState<Media | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [uploadError, setUploadError] = useState<string | null>(null);

  async function send(file: File) {
    setUploadError(null);
    if (file.size > MAX_MEDIA_BYTES) return setUploadError(`${file.name} is larger than 8 MB.`);
    setProgress(0);
    upload.current = uploadMedia(file, "", setProgress);
    try {
      const uploaded = await upload.current.done;
      setMedia(uploaded);
      onChange(uploaded.url);
    } catch (thrown) {
      if (!isAbort(thrown)) setUploadError(messageOf(thrown));
    } finally {
      upload.current = null;
      setProgress(null);
    }
  }

  function remove() {
    setMedia(null);
    onChange("");
  }

  const shown = media && media.url === imageUrl ? media : null;
  const describedBy = [error ? `${id}-error` : null, shown ? `${id}-problems` : null].filter(Boolean).join(" ") || undefined;

  return (
    <div>
      <div className="block text-sm font-medium text-slate-800">{label}</div>
      {shown ? (
        <div className="mt-1.5 flex flex-col gap-3 rounded-lg p-3 ring-1 ring-inset ring-slate-300 sm:flex-row">
          {/* eslint-disable-next-line @next/next/no-img-element -- the user's own upload, any size; next/image would need its host configured */}
          <img src={shown.url} alt={shown.alt_text ?? "The uploaded image"} className="h-28 w-28 shrink-0 rounded-md bg-slate-100 object-contain" />
          <div className="min-w-0 flex-1 space-y-2">
            <p className="text-xs text-slate-500">{mediaFactsLine(shown)}</p>
            <AltTextField key={shown.id} id={`${id}-alt`} media={shown} label="Alt text" onSaved={setMedia} />
            <Button variant="ghost" size="sm" onClick={remove}>
              Remove image
            </Button>
          </div>
        </div>
      ) : (
        <ImageDropZone id={id} progress={progress} onFiles={([file]) => void send(file)} onCancel={() => upload.current?.abort()} />
      )}
      {uploadError ? <p className="mt-1.5 text-sm text-red-600" role="alert">{uploadError}</p> : null}
      {shown ? <ImageRuleProblems id={`${id}-problems`} image={{ mimeType: shown.mime_type, bytes: shown.bytes, width: shown.width, height: shown.height }} platforms={platforms} /> : null}
      {shown ? null : (
        <>
          <label htmlFor={id} className="mt-3 block text-xs font-medium text-slate-600">Or the URL of an image hosted elsewhere</label>
          <input id={id} type="url" inputMode="url" placeholder="https://…/photo.jpg" className={cx(inputClass, "mt-1")} value={imageUrl} onChange={(e) => onChange(e.target.value)} aria-invalid={error ? true : undefined} aria-describedby={describedBy} />
        </>
      )}
      {error ? <p id={`${id}-error`} className="mt-1.5 text-sm text-red-600">{error}</p> : null}
    </div>
  );
}

/** "1200 × 630 px · 84 KB · PNG" */
export function mediaFactsLine(media: Pick<Media, "width" | "height" | "bytes" | "mime_type">): string {
  return `${media.width} × ${media.height} px · ${Math.max(1, Math.round(media.bytes / 1024))} KB · ${media.mime_type.replace("image/", "").toUpperCase()}`;
}

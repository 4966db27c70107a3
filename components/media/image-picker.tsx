"use client";

import { useRef, useState, type DragEvent } from "react";
import { Button } from "@/components/ui/button";
import { cx } from "@/components/ui/cx";
import { inputClass } from "@/components/ui/field";
import { ImageRuleProblems } from "@/components/media/image-rule-problems";
import { isAbort, messageOf } from "@/lib/client/api-error";
import { saveMediaAltText, uploadMedia, type Media, type Upload } from "@/lib/client/media";
import type { PlatformId } from "@/lib/platforms/ids";
import { MAX_MEDIA_BYTES } from "@/lib/images/image-formats";
import { MAX_ALT_TEXT_LENGTH } from "@/lib/schemas/media";

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
 * A post's image: drop or choose a file (uploaded with visible progress, then previewed, with
 * its alt text and each selected platform's objections), or paste the URL of an image hosted
 * elsewhere.
 */
export function ImagePicker({ id, imageUrl, onChange, platforms, error, label }: Props) {
  const fileInput = useRef<HTMLInputElement>(null);
  const upload = useRef<Upload | null>(null);
  const [media, setMedia] = useState<Media | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [uploadError, setUploadError] = useState<string | null>(null);
  const [dragging, setDragging] = useState(false);
  const [altText, setAltText] = useState("");
  const [altStatus, setAltStatus] = useState<string | null>(null);

  async function send(file: File) {
    setUploadError(null);
    if (file.size > MAX_MEDIA_BYTES) return setUploadError(`${file.name} is larger than 8 MB.`);
    setProgress(0);
    upload.current = uploadMedia(file, altText, setProgress);
    try {
      const uploaded = await upload.current.done;
      setMedia(uploaded);
      setAltText(uploaded.alt_text ?? "");
      onChange(uploaded.url);
    } catch (thrown) {
      if (!isAbort(thrown)) setUploadError(messageOf(thrown));
    } finally {
      upload.current = null;
      setProgress(null);
    }
  }

  function drop(event: DragEvent<HTMLDivElement>) {
    event.preventDefault();
    setDragging(false);
    const file = event.dataTransfer.files[0];
    if (file) void send(file);
  }

  async function saveAlt() {
    if (!media || altText.trim() === (media.alt_text ?? "")) return;
    try {
      setMedia(await saveMediaAltText(media.id, altText));
      setAltStatus("Alt text saved.");
    } catch (thrown) {
      setAltStatus(messageOf(thrown));
    }
  }

  function remove() {
    setMedia(null);
    setAltText("");
    setAltStatus(null);
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
            <p className="text-xs text-slate-500">
              {shown.width} × {shown.height} px · {Math.max(1, Math.round(shown.bytes / 1024))} KB · {shown.mime_type.replace("image/", "").toUpperCase()}
            </p>
            <label htmlFor={`${id}-alt`} className="block text-sm font-medium text-slate-800">
              Alt text <span className="font-normal text-slate-500">(what the image shows)</span>
            </label>
            <input id={`${id}-alt`} className={inputClass} maxLength={MAX_ALT_TEXT_LENGTH} value={altText} onChange={(e) => { setAltText(e.target.value); setAltStatus(null); }} onBlur={saveAlt} />
            {altStatus ? <p className="text-xs text-slate-500" role="status">{altStatus}</p> : null}
            <Button variant="ghost" size="sm" onClick={remove}>
              Remove image
            </Button>
          </div>
        </div>
      ) : (
        <div
          onDragOver={(event) => { event.preventDefault(); setDragging(true); }}
          onDragLeave={() => setDragging(false)}
          onDrop={drop}
          data-testid="image-drop-zone"
          className={cx("mt-1.5 rounded-lg border-2 border-dashed p-4 text-center text-sm", dragging ? "border-brand-500 bg-brand-50" : "border-slate-300")}
        >
          {progress !== null ? (
            <div className="space-y-2">
              <div role="progressbar" aria-label="Uploading the image" aria-valuemin={0} aria-valuemax={100} aria-valuenow={Math.round(progress * 100)} className="h-2 overflow-hidden rounded-full bg-slate-200">
                <div className="h-full bg-brand-600 transition-[width]" style={{ width: `${Math.round(progress * 100)}%` }} />
              </div>
              <Button variant="ghost" size="sm" onClick={() => upload.current?.abort()}>Cancel upload</Button>
            </div>
          ) : (
            <>
              <p className="text-slate-600">Drop an image here, or</p>
              <Button variant="secondary" size="sm" className="mt-2" onClick={() => fileInput.current?.click()}>
                Choose an image
              </Button>
              <p className="mt-2 text-xs text-slate-500">JPEG, PNG, WebP or GIF, up to 8 MB.</p>
            </>
          )}
          <input ref={fileInput} id={`${id}-file`} type="file" accept="image/jpeg,image/png,image/webp,image/gif" className="sr-only" aria-label="Image file" onChange={(e) => { const file = e.target.files?.[0]; e.target.value = ""; if (file) void send(file); }} />
        </div>
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

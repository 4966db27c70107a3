"use client";

import { useRef, useState, type DragEvent } from "react";
import { Button } from "@/components/ui/button";
import { cx } from "@/components/ui/cx";

type Props = {
  id: string;
  /** Several files at once (the post's image list), or one (a platform's own image). */
  multiple?: boolean;
  /** 0 to 1 while a file is uploading, else null. */
  progress: number | null;
  onFiles: (files: File[]) => void;
  onCancel: () => void;
  /** A video may be chosen too (sent in chunks, lib/client/upload-in-chunks.ts). */
  acceptVideo?: boolean;
};

export const VIDEO_ACCEPT = "video/mp4,video/quicktime,video/webm,.mp4,.m4v,.mov,.webm";

/** Where a file is dropped or chosen, and the upload's progress while it goes. */
export function ImageDropZone({ id, multiple = false, progress, onFiles, onCancel, acceptVideo = false }: Props) {
  const fileInput = useRef<HTMLInputElement>(null);
  const videoInput = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);
  // Only files are taken here: an image of the list dragged to a new place is not a file.
  const hasFiles = (event: DragEvent) => event.dataTransfer.types.includes("Files");

  function drop(event: DragEvent<HTMLDivElement>) {
    if (!hasFiles(event)) return;
    event.preventDefault();
    setDragging(false);
    const files = [...event.dataTransfer.files];
    if (files.length > 0) onFiles(multiple ? files : files.slice(0, 1));
  }

  return (
    <div
      onDragOver={(event) => { if (hasFiles(event)) { event.preventDefault(); setDragging(true); } }}
      onDragLeave={() => setDragging(false)}
      onDrop={drop}
      data-testid="image-drop-zone"
      className={cx("mt-1.5 rounded-lg border-2 border-dashed p-4 text-center text-sm", dragging ? "border-brand-500 bg-brand-50" : "border-slate-300")}
    >
      {progress !== null ? (
        <div className="space-y-2">
          <div role="progressbar" aria-label="Uploading" aria-valuemin={0} aria-valuemax={100} aria-valuenow={Math.round(progress * 100)} className="h-2 overflow-hidden rounded-full bg-slate-200">
            <div className="h-full bg-brand-600 transition-[width]" style={{ width: `${Math.round(progress * 100)}%` }} />
          </div>
          <Button variant="ghost" size="sm" onClick={onCancel}>Cancel upload</Button>
        </div>
      ) : (
        <>
          <p className="text-slate-600">{multiple ? "Drop images here, or" : "Drop an image here, or"}</p>
          <div className="mt-2 flex flex-wrap justify-center gap-2">
            <Button variant="secondary" size="sm" onClick={() => fileInput.current?.click()}>
              {multiple ? "Choose images" : "Choose an image"}
            </Button>
            {acceptVideo ? (
              <Button variant="secondary" size="sm" onClick={() => videoInput.current?.click()}>
                Choose a video
              </Button>
            ) : null}
          </div>
          <p className="mt-2 text-xs text-slate-500">
            JPEG, PNG, WebP or GIF, up to 8 MB{multiple ? " each" : ""}{acceptVideo ? "; or one video (MP4, MOV or WebM, up to 2 GB)" : ""}.
          </p>
        </>
      )}
      <input
        ref={fileInput}
        id={`${id}-file`}
        type="file"
        multiple={multiple}
        accept="image/jpeg,image/png,image/webp,image/gif"
        className="sr-only"
        aria-label="Image file"
        onChange={(e) => { const files = [...(e.target.files ?? [])]; e.target.value = ""; if (files.length > 0) onFiles(files); }}
      />
      {acceptVideo ? (
        <input
          ref={videoInput}
          id={`${id}-video-file`}
          type="file"
          accept={VIDEO_ACCEPT}
          className="sr-only"
          aria-label="Video file"
          onChange={(e) => { const files = [...(e.target.files ?? [])].slice(0, 1); e.target.value = ""; if (files.length > 0) onFiles(files); }}
        />
      ) : null}
    </div>
  );
}

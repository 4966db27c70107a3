"use client";

import { useId, useState } from "react";
import { Button } from "@/components/ui/button";
import { cx } from "@/components/ui/cx";
import { inputClass } from "@/components/ui/field";
import { messageOf } from "@/lib/client/api-error";
import { uploadMedia, type Media } from "@/lib/client/media";
import { setVideoCover } from "@/lib/client/transcode";
import { MAX_MEDIA_BYTES } from "@/lib/images/image-formats";

/**
 * The video's cover, chosen: the frame at a time the user gives, or an image they upload. Either
 * replaces the automatic frame at the same address; `onChanged` hears the media with its cover
 * address made fresh, so every preview shows the new picture rather than the cached one.
 */
export function VideoCoverPicker({ media, onChanged }: { media: Media; onChanged: (media: Media) => void }) {
  const fieldId = useId();
  const lastSecond = Math.max(0, Math.floor(((media.duration_ms ?? 1) - 1) / 100) / 10);
  const [seconds, setSeconds] = useState("1");
  const [pending, setPending] = useState<"frame" | "image" | null>(null);
  const [error, setError] = useState<string | null>(null);

  async function save(kind: "frame" | "image", choose: () => Promise<Media>) {
    setError(null);
    setPending(kind);
    try {
      const saved = await choose();
      onChanged({ ...saved, cover_url: saved.cover_url ? `${saved.cover_url.split("?")[0]}?v=${Date.now()}` : null });
    } catch (thrown) {
      setError(messageOf(thrown));
    } finally {
      setPending(null);
    }
  }

  const chooseFrame = () => save("frame", () => setVideoCover(media.id, { at_ms: Math.round(Number(seconds) * 1000) }));
  const chooseImage = (file: File) => {
    if (file.size > MAX_MEDIA_BYTES) return setError(`${file.name} is larger than 8 MB.`);
    void save("image", async () => setVideoCover(media.id, { image_media_id: (await uploadMedia(file, "", () => {}).done).id }));
  };

  return (
    <fieldset className="space-y-2">
      <legend className="text-xs font-medium text-slate-700">Cover</legend>
      <div className="flex flex-wrap items-end gap-2">
        <label htmlFor={`${fieldId}-at`} className="text-xs text-slate-600">
          Frame at (seconds, 0 to {lastSecond})
          <input id={`${fieldId}-at`} type="number" min={0} max={lastSecond} step={0.1} inputMode="decimal" value={seconds} onChange={(event) => setSeconds(event.target.value)} className={cx(inputClass, "mt-1 w-28")} />
        </label>
        <Button variant="secondary" size="sm" pending={pending === "frame"} pendingLabel="Taking the frame…" disabled={pending !== null || seconds === "" || Number(seconds) < 0} onClick={chooseFrame}>Use this frame</Button>
        <label className={cx("inline-flex cursor-pointer items-center rounded-md px-3 py-1.5 text-sm font-medium text-slate-700 ring-1 ring-inset ring-slate-300 hover:bg-slate-50", pending !== null && "pointer-events-none opacity-60")}>
          {pending === "image" ? "Uploading…" : "Upload an image as cover"}
          <input type="file" accept="image/jpeg,image/png,image/webp" className="sr-only" disabled={pending !== null} onChange={(event) => { const file = event.target.files?.[0]; event.target.value = ""; if (file) chooseImage(file); }} />
        </label>
      </div>
      {error ? <p role="alert" className="text-sm text-red-700">{error}</p> : null}
    </fieldset>
  );
}

"use client";

import { useState } from "react";
import { inputClass } from "@/components/ui/field";
import { messageOf } from "@/lib/client/api-error";
import { saveMediaAltText, type Media } from "@/lib/client/media";
import { MAX_ALT_TEXT_LENGTH } from "@/lib/schemas/media";

type Props = { id: string; media: Media; label: string; onSaved: (media: Media) => void };

/** An upload's alt text, saved on the upload when the field is left (every post using it sends it). */
export function AltTextField({ id, media, label, onSaved }: Props) {
  const [altText, setAltText] = useState(media.alt_text ?? "");
  const [status, setStatus] = useState<string | null>(null);

  async function save() {
    if (altText.trim() === (media.alt_text ?? "")) return;
    try {
      const saved = await saveMediaAltText(media.id, altText);
      onSaved(saved);
      setStatus("Alt text saved.");
    } catch (thrown) {
      setStatus(messageOf(thrown));
    }
  }

  return (
    <div className="space-y-1">
      <label htmlFor={id} className="block text-sm font-medium text-slate-800">
        {label} <span className="font-normal text-slate-500">(what the {media.kind === "video" ? "video" : "image"} shows)</span>
      </label>
      <input id={id} className={inputClass} maxLength={MAX_ALT_TEXT_LENGTH} value={altText} onChange={(e) => { setAltText(e.target.value); setStatus(null); }} onBlur={save} />
      {status ? <p className="text-xs text-slate-500" role="status">{status}</p> : null}
    </div>
  );
}

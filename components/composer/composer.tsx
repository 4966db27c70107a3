"use client";

import { useState } from "react";
import { Alert } from "@/components/ui/alert";
import { Card, CardHeader } from "@/components/ui/card";
import { cx } from "@/components/ui/cx";
import { toast } from "@/components/ui/toast";
import { MediaListPicker } from "@/components/media/media-list-picker";
import { PlatformPicker } from "@/components/posts/platform-picker";
import { formatDateTime } from "@/components/posts/datetime";
import { announceScheduleWarnings } from "@/components/posts/schedule-warnings";
import { BrandSelect } from "@/components/composer/brand-select";
import { ComposeActions } from "@/components/composer/compose-actions";
import { composeBlocker, scheduleBlocker } from "@/components/composer/compose-blocker";
import {
  draftFromPicks,
  hasOwnText,
  imageChoiceOf,
  imagesFor,
  ownImagesOf,
  pickPlatformText,
  revertToDefault,
  setDefaultText,
  setImageChoice,
  setPostImages,
  setPlatformImages,
  setPlatformText,
  textFor,
  type ComposeDraft,
} from "@/lib/client/compose-draft";
import { addThreadPart, followUpsOf, removeThreadPart, setFirstComment, setThread, setThreadPart } from "@/lib/client/compose-follow-ups";
import { DefaultTextField } from "@/components/composer/default-text-field";
import { EditActions } from "@/components/composer/edit-actions";
import { GeneratePanel } from "@/components/composer/generate-panel";
import { PlatformCard } from "@/components/composer/platform-card";
import { useComposeSave, type SaveAction, type Saved } from "@/components/composer/use-compose-save";
import { mediaWarningText } from "@/components/composer/media-warning-text";
import type { Brand, GeneratedItem, GenerateResult } from "@/lib/client/types";
import type { PlatformId } from "@/lib/platforms/ids";

export type ComposeMode = "generate" | "write";

type Props = {
  brands: Brand[];
  initial: ComposeDraft;
  start: ComposeMode;
  /** A datetime-local value to schedule at (the calendar's day), or "". */
  initialWhen?: string;
  /** Editing a saved post: only "Save changes" and "Cancel". */
  editing?: { postId: string; onCancel: () => void };
  onSaved: (saved: Saved, action: SaveAction) => void;
};

type Generated = { byPlatform: Partial<Record<PlatformId, GeneratedItem[]>>; picked: Partial<Record<PlatformId, number | null>> };

/**
 * The one composer: brand and platforms; texts generated in the brand's voice (one variation
 * picked per platform) or written by hand; a default text with per-platform own texts; every
 * platform's preview with its own counter; saved as ONE post with versions.
 */
/** The draft with a generated item's thread as the platform's replies, when the item is a thread. */
function withGeneratedThread(draft: ComposeDraft, platform: PlatformId, item: GeneratedItem): ComposeDraft {
  return item.thread === undefined ? draft : setThread(draft, platform, item.thread);
}

export function Composer({ brands, initial, start, initialWhen = "", editing, onSaved }: Props) {
  const [draft, setDraft] = useState<ComposeDraft>(initial);
  const [mode, setMode] = useState<ComposeMode>(start);
  const [generated, setGenerated] = useState<Generated | null>(null);
  const [when, setWhen] = useState(initialWhen);
  const [missing, setMissing] = useState<{ brandId?: string; platforms?: string }>({});
  const { save, pending, errors, setErrors } = useComposeSave(editing?.postId ?? null);
  const brand = brands.find((b) => b.id === draft.brandId);
  const blocked = composeBlocker(draft);
  const scheduleBlocked = scheduleBlocker(draft);

  function change(next: ComposeDraft, platform?: PlatformId) {
    setDraft(next);
    if (platform && errors.platforms[platform]) setErrors({ ...errors, platforms: { ...errors.platforms, [platform]: undefined } });
  }

  function changeImage(next: ComposeDraft, platform: PlatformId) {
    setDraft(next);
    if (errors.platformImages[platform]) setErrors({ ...errors, platformImages: { ...errors.platformImages, [platform]: undefined } });
  }

  function showGenerated(result: GenerateResult) {
    const byPlatform: Generated["byPlatform"] = {};
    for (const item of result.contents) (byPlatform[item.platform] ??= []).push(item);
    for (const items of Object.values(byPlatform)) items.sort((a, b) => a.variation - b.variation);
    const picks = Object.fromEntries(Object.entries(byPlatform).map(([p, items]) => [p, items[0].text]));
    setGenerated({ byPlatform, picked: Object.fromEntries(Object.keys(byPlatform).map((p) => [p, 1])) });
    // A generated thread fills the thread editor's parts; a single post leaves a typed thread as it is.
    setDraft((prev) => Object.entries(byPlatform).reduce((next, [p, items]) => withGeneratedThread(next, p as PlatformId, items[0]), draftFromPicks(prev, picks)));
  }

  function pick(platform: PlatformId, variation: number | null) {
    const item = generated?.byPlatform[platform]?.find((i) => i.variation === variation);
    setGenerated((prev) => (prev ? { ...prev, picked: { ...prev.picked, [platform]: variation } } : prev));
    change(item ? withGeneratedThread(pickPlatformText(draft, platform, item.text), platform, item) : setPlatformText(draft, platform, ""), platform);
    if (!item) requestAnimationFrame(() => document.querySelector<HTMLTextAreaElement>(`[data-platform="${platform}"] textarea`)?.focus());
  }

  async function act(action: SaveAction) {
    const saved = await save(draft, action);
    if (!saved) {
      toast.error("The post was not saved as asked", "Nothing you wrote is lost; see the message by the field.");
      return;
    }
    if (action.kind === "schedule") {
      toast.success("Post scheduled", formatDateTime(action.at));
      if (saved.schedule) announceScheduleWarnings(saved.schedule);
    } else if (action.kind === "queue") toast.success("Added to the queue", saved.post.scheduled_at ? formatDateTime(saved.post.scheduled_at) : undefined);
    else if (saved.warnings.length > 0) toast.info(editing ? "Changes saved, not ready to schedule" : "Draft saved, not ready to schedule", mediaWarningText(saved.warnings));
    else toast.success(editing ? "Changes saved" : "Draft saved");
    onSaved(saved, action);
  }

  const following = draft.platforms.filter((p) => !hasOwnText(draft, p));

  return (
    <div className="space-y-6">
      <Card>
        <CardHeader
          title={editing ? "Edit post" : "Brand and platforms"}
          description="One post for every platform you choose; each platform can have its own text."
          action={
            editing ? null : (
              <div role="group" aria-label="How to write" className="inline-flex rounded-lg bg-slate-100 p-0.5">
                {(["generate", "write"] as const).map((m) => (
                  <button
                    key={m}
                    type="button"
                    aria-pressed={mode === m}
                    onClick={() => setMode(m)}
                    className={cx("whitespace-nowrap rounded-md px-3 py-1.5 text-sm font-medium", mode === m ? "bg-white text-slate-900 shadow-sm" : "text-slate-600 hover:text-slate-900")}
                  >
                    {m === "generate" ? "Generate" : "Write by hand"}
                  </button>
                ))}
              </div>
            )
          }
        />
        <div className="space-y-6 px-5 py-5 sm:px-6">
          <BrandSelect
            brands={brands}
            value={draft.brandId}
            required={mode === "generate"}
            error={missing.brandId ?? errors.fields.brand_id}
            onChange={(brandId) => {
              setMissing((m) => ({ ...m, brandId: undefined }));
              change({ ...draft, brandId });
            }}
          />
          <PlatformPicker
            name="platforms"
            selected={draft.platforms}
            onChange={(platforms) => {
              setMissing((m) => ({ ...m, platforms: undefined }));
              change({ ...draft, platforms });
            }}
            error={missing.platforms ?? errors.fields.platforms}
            errorId="compose-platforms-error"
            details
            className="@container"
            gridClassName="@xl:grid-cols-4"
          />
          {mode === "generate" && !editing ? <GeneratePanel brand={brand} platforms={draft.platforms} onMissing={setMissing} onGenerated={showGenerated} /> : null}
        </div>
      </Card>

      <Card>
        <CardHeader title="Text and images" description="The default text goes to every platform without its own text. Edit a platform's text in its preview below to give it its own." />
        <div className="grid gap-6 px-5 py-5 sm:px-6 md:grid-cols-2">
          <DefaultTextField value={draft.content} following={following} error={errors.fields.content} onChange={(content) => change(setDefaultText(draft, content))} />
          <MediaListPicker
            id="compose-image"
            // Untrimmed, so that a URL being typed keeps what was typed.
            urls={[draft.imageUrl, ...(draft.moreImages ?? [])].filter((url) => url !== "")}
            onChange={(urls) => change(setPostImages(draft, urls))}
            platforms={draft.platforms.filter((p) => imageChoiceOf(draft, p) === "same")}
            error={errors.fields.image_url}
            label={<>Images <span className="font-normal text-slate-500">(for every platform, in order; a preview below can choose its own or none)</span></>}
          />
        </div>
      </Card>

      <section aria-labelledby="compose-previews-heading">
        <h2 id="compose-previews-heading" className="text-lg font-semibold tracking-tight text-slate-900">
          Previews
        </h2>
        {draft.platforms.length === 0 ? (
          <p className="mt-2 text-sm text-slate-600">Choose at least one platform to see its preview.</p>
        ) : (
          <div data-testid="compose-previews" className="mt-3 grid grid-cols-1 items-start gap-5 md:grid-cols-2 2xl:grid-cols-3">
            {draft.platforms.map((platform) => (
              <PlatformCard
                key={platform}
                platform={platform}
                text={textFor(draft, platform)}
                own={hasOwnText(draft, platform)}
                brandName={brand?.name ?? "Your account"}
                imageUrls={imagesFor(draft, platform)}
                imageChoice={imageChoiceOf(draft, platform)}
                ownImageUrls={ownImagesOf(draft, platform)}
                imageError={errors.platformImages[platform]}
                variations={generated?.byPlatform[platform] ?? []}
                picked={generated?.picked[platform] ?? null}
                error={errors.platforms[platform]}
                onText={(text) => change(setPlatformText(draft, platform, text), platform)}
                onPick={(variation) => pick(platform, variation)}
                onUseDefault={() => change(revertToDefault(draft, platform), platform)}
                onImageChoice={(choice) => changeImage(setImageChoice(draft, platform, choice), platform)}
                onOwnImages={(imageUrls) => changeImage(setPlatformImages(draft, platform, imageUrls), platform)}
                followUps={followUpsOf(draft, platform)}
                followUpHandlers={{
                  onAddPart: () => change(addThreadPart(draft, platform), platform),
                  onPart: (index, text) => change(setThreadPart(draft, platform, index, text), platform),
                  onRemovePart: (index) => change(removeThreadPart(draft, platform, index), platform),
                  onFirstComment: (text) => change(setFirstComment(draft, platform, text), platform),
                }}
              />
            ))}
          </div>
        )}
      </section>

      {/* The actions: below lg a bar stuck to the bottom of the screen while the composer scrolls
          under it (a phone's composer is thousands of pixels tall), in its place at the end. */}
      <div className="rounded-xl max-lg:sticky max-lg:bottom-0 max-lg:z-10 max-lg:shadow-[0_-6px_16px_-6px_rgba(15,23,42,0.2)]" data-testid="compose-actions">
        <Card className="px-4 py-3 sm:px-6 lg:py-5">
          {errors.general ? (
            <Alert tone="error" title="Not saved as asked" className="mb-4">
              {errors.general}
            </Alert>
          ) : null}
          {editing ? (
            <EditActions blocked={blocked} notice={scheduleBlocked} pending={pending !== null} onSave={() => void act({ kind: "draft" })} onCancel={editing.onCancel} />
          ) : (
            <ComposeActions blocked={blocked} scheduleBlocked={scheduleBlocked} pending={pending} when={when} onWhen={setWhen} hasBrand={Boolean(draft.brandId)} errors={errors.fields} onAction={(action) => void act(action)} />
          )}
        </Card>
      </div>
    </div>
  );
}

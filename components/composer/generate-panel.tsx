"use client";

import Link from "next/link";
import { useState } from "react";
import { Alert } from "@/components/ui/alert";
import { Button, buttonClass } from "@/components/ui/button";
import { cx } from "@/components/ui/cx";
import { inputClass } from "@/components/ui/field";
import { TextareaField } from "@/components/ui/textarea-field";
import { toast } from "@/components/ui/toast";
import { checkGenerate, CONTEXT_MAX, generateErrorsFromApi, GOAL_MAX, type FormErrors } from "@/components/composer/generate-checks";
import { hasCode, hasStatus, messageOf } from "@/lib/client/api-error";
import { generateContent } from "@/lib/client/content";
import type { Brand, GenerateResult } from "@/lib/client/types";
import type { PlatformId } from "@/lib/platforms/ids";
import { platformRule } from "@/lib/platforms/registry";

export const CONTENT_TYPES = [
  { value: "social_post", label: "Social post" },
  { value: "announcement", label: "Announcement" },
  { value: "promotion", label: "Promotion or offer" },
  { value: "event", label: "Event" },
  { value: "tip", label: "Tip or how-to" },
  { value: "behind_the_scenes", label: "Behind the scenes" },
  // X, Bluesky and Threads get a post and its replies, which fill the thread editor; others one post.
  { value: "thread", label: "Thread (X, Bluesky, Threads)" },
] as const;

type Props = {
  brand: Brand | undefined;
  platforms: PlatformId[];
  /** Brand or platforms missing: said next to those fields by the composer. */
  onMissing: (errors: { brandId?: string; platforms?: string }) => void;
  onGenerated: (result: GenerateResult) => void;
};

/** What to write about, and the call to the generate API (N platforms × variations). */
export function GeneratePanel({ brand, platforms, onMissing, onGenerated }: Props) {
  const [goal, setGoal] = useState("");
  const [context, setContext] = useState("");
  const [contentType, setContentType] = useState("social_post");
  const [variations, setVariations] = useState(2);
  const [errors, setErrors] = useState<FormErrors>({});
  const [failure, setFailure] = useState<{ message: string; voiceMissing: boolean } | null>(null);
  const [pending, setPending] = useState(false);

  async function generate() {
    setFailure(null);
    const checked = checkGenerate({ brandId: brand?.id ?? "", platforms, goal, contentType, context, variations });
    const found = checked.ok ? {} : checked.errors;
    setErrors(found);
    if (found.brandId || found.platforms) onMissing({ brandId: found.brandId, platforms: found.platforms });
    if (!checked.ok || !brand) {
      if (found.goal) document.getElementById("compose-goal")?.focus();
      return;
    }
    setPending(true);
    try {
      const result = await generateContent(checked.data);
      onGenerated(result);
      toast.success(`${result.contents.length} ${result.contents.length === 1 ? "text" : "texts"} written`, "Pick one per platform, then edit as you like.");
    } catch (error) {
      const message = messageOf(error);
      if (hasStatus(error, 400)) setErrors(generateErrorsFromApi(message));
      setFailure({ message, voiceMissing: hasCode(error, "voice_profile_missing") });
    } finally {
      setPending(false);
    }
  }

  return (
    <div className="space-y-5" aria-busy={pending}>
      <div className="grid gap-5 md:grid-cols-[1fr_auto_auto]">
        <TextareaField
          id="compose-goal"
          label="Goal"
          rows={2}
          className="[&_textarea]:field-sizing-content [&_textarea]:min-h-16"
          maxLength={GOAL_MAX}
          placeholder="e.g. Announce our new autumn roast and invite people to Saturday's tasting"
          value={goal}
          onChange={(e) => setGoal(e.target.value)}
          error={errors.goal}
          hint="What the posts should achieve. One or two sentences is plenty."
        />
        <div>
          <label htmlFor="compose-type" className="block text-sm font-medium text-slate-800">
            Content type
          </label>
          <select id="compose-type" className={cx(inputClass, "mt-1.5")} value={contentType} onChange={(e) => setContentType(e.target.value)}>
            {CONTENT_TYPES.map((type) => (
              <option key={type.value} value={type.value}>
                {type.label}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor="compose-variations" className="block text-sm font-medium text-slate-800">
            Variations
          </label>
          <select id="compose-variations" className={cx(inputClass, "mt-1.5 w-20")} value={variations} onChange={(e) => setVariations(Number(e.target.value))}>
            {[1, 2, 3, 4, 5].map((n) => (
              <option key={n} value={n}>
                {n}
              </option>
            ))}
          </select>
        </div>
      </div>
      {contentType === "thread" ? (
        <p data-testid="compose-thread-hint" className="-mt-2 text-xs text-slate-600">
          {threadHint(platforms)}
        </p>
      ) : null}
      <TextareaField
        id="compose-context"
        label={<>Additional context <span className="font-normal text-slate-500">(optional)</span></>}
        rows={2}
        maxLength={CONTEXT_MAX}
        placeholder="Facts to include: dates, prices, links, names…"
        value={context}
        onChange={(e) => setContext(e.target.value)}
        error={errors.context}
      />
      {failure?.voiceMissing && brand ? (
        // Said for a person, with the way there: the API's message names its endpoints, for agents.
        <Alert tone="warning" title={`${brand.name} has no brand voice yet`}>
          <p>Posts are written in the brand&apos;s voice. Set it up first: extract it from a few sample posts or the brand&apos;s website, or describe it yourself.</p>
          <Link href={`/brands/${brand.id}`} className={buttonClass("secondary", "sm", "mt-3")} data-testid="set-up-voice">
            Set up {brand.name}&apos;s voice
          </Link>
        </Alert>
      ) : failure ? (
        <Alert tone="error" title="Nothing was generated">
          <p>{failure.message}</p>
        </Alert>
      ) : null}
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-xs text-slate-500">
          {platforms.length > 0 ? `${platforms.length * variations} ${platforms.length * variations === 1 ? "text" : "texts"} will be written; you pick one per platform.` : "Choose at least one platform."}
        </p>
        <Button onClick={generate} pending={pending} pendingLabel="Generating…">
          Generate posts
        </Button>
      </div>
    </div>
  );
}

/** What a thread request will give for the chosen platforms: parts where the platform threads, one post elsewhere. */
function threadHint(platforms: PlatformId[]): string {
  const threaded = platforms.filter((p) => platformRule(p).followUps.thread).map((p) => platformRule(p).label);
  const single = platforms.filter((p) => !platformRule(p).followUps.thread).map((p) => platformRule(p).label);
  const parts = threaded.length > 0 ? `${threaded.join(", ")}: a thread, its replies filled in below each post, broken between sentences.` : "Choose X, Bluesky or Threads for a thread.";
  return single.length > 0 ? `${parts} ${single.join(", ")}: one post (no thread there).` : parts;
}

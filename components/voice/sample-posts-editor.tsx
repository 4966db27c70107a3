"use client";

import { Button } from "@/components/ui/button";
import { cx } from "@/components/ui/cx";
import { inputClass } from "@/components/ui/field";
import { LIMITS } from "@/components/voice/voice-draft";

type Props = {
  posts: string[];
  onChange: (posts: string[]) => void;
  error?: string;
};

/**
 * The brand's own past posts, kept with the profile: the model is shown them as examples of the
 * voice. Each post is a textarea; add and remove posts. Extraction fills this list.
 */
export function SamplePostsEditor({ posts, onChange, error }: Props) {
  function remove(index: number) {
    onChange(posts.filter((_, i) => i !== index));
    requestAnimationFrame(() => (document.getElementById(`voice-sample-${Math.min(index, posts.length - 2)}`) ?? document.getElementById("voice-add-sample"))?.focus());
  }

  function add() {
    onChange([...posts, ""]);
    requestAnimationFrame(() => document.getElementById(`voice-sample-${posts.length}`)?.focus());
  }

  return (
    <fieldset>
      <legend className="text-sm font-semibold text-slate-900">Sample posts</legend>
      <p className="mt-0.5 text-xs text-slate-500">
        Posts the brand has published, shown to the model as examples of the voice. Up to {LIMITS.samplePosts}, each at most {LIMITS.samplePostLength} characters.
      </p>
      {error ? (
        <p id="voice-samples-error" className="mt-1.5 text-sm text-red-600">
          {error}
        </p>
      ) : null}
      {posts.length === 0 ? (
        <p className="mt-3 rounded-lg border border-dashed border-slate-300 px-4 py-5 text-center text-sm text-slate-500">No sample posts yet. Add one, or extract the voice from sample posts.</p>
      ) : (
        <ol className="mt-3 space-y-3">
          {posts.map((post, index) => (
            <li key={index} data-testid="sample-post-row" className="flex flex-col gap-2 sm:flex-row sm:items-start">
              <label htmlFor={`voice-sample-${index}`} className="sr-only">
                Sample post {index + 1}
              </label>
              <textarea
                id={`voice-sample-${index}`}
                value={post}
                rows={2}
                onChange={(event) => onChange(posts.map((item, i) => (i === index ? event.target.value : item)))}
                aria-invalid={post.trim().length > LIMITS.samplePostLength ? true : undefined}
                className={cx(inputClass, "resize-y")}
                placeholder="Paste a post the brand published"
              />
              <Button variant="ghost" size="sm" className="self-end text-slate-500 hover:text-red-700 sm:self-start" onClick={() => remove(index)} aria-label={`Remove sample post ${index + 1}`}>
                Remove
              </Button>
            </li>
          ))}
        </ol>
      )}
      <Button id="voice-add-sample" variant="secondary" size="sm" className="mt-3" onClick={add} disabled={posts.length >= LIMITS.samplePosts}>
        + Add sample post
      </Button>
    </fieldset>
  );
}

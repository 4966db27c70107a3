import { MAX_THREAD_PARTS } from "@/lib/content/thread/fit-thread";
import { publishesThread } from "@/lib/content/thread/thread-request";
import type { GenerationRequest } from "@/lib/content/types";

/** The answer's shape and the rules of a thread, in place of a single post's (generation-prompt.ts). */
export function threadInstructions(request: GenerationRequest): string[] {
  const threaded = request.platforms.filter(publishesThread);
  const single = request.platforms.filter((platform) => !publishesThread(platform));
  return [
    'Answer with JSON only: {"items": [{"platform", "variation", "parts", "hashtags"}]}.',
    `Write exactly ${request.variations} variation(s) for each platform, numbered from 1; variations must differ in opening and structure.`,
    threaded.length > 0
      ? `For ${threaded.join(", ")}: write a thread. \`parts\` are its posts in order: the first hooks the reader and can stand alone; each later part carries one step of the story; the last ends with the call to action. ` +
        `Each part within the platform's limit; a break falls between sentences, never inside one. At most ${MAX_THREAD_PARTS} parts; use as few as the message needs. Do not number the parts ("1/3") and do not end a part with an ellipsis.`
      : "",
    single.length > 0 ? `For ${single.join(", ")}: these platforms publish no thread; \`parts\` holds exactly one part, the complete post.` : "",
    "Put no hashtags in the parts; `hashtags` lists them without '#' (they are added to the first part).",
  ].filter(Boolean);
}

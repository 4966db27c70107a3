import type { Platform } from "@/lib/platforms/platform";
import { threadsImageRules } from "@/lib/platforms/threads/image-rules";
import { threadsVideoRules } from "@/lib/platforms/threads/video-rules";
import { threadsDisplay } from "@/lib/platforms/threads/display";
import { countThreadsCharacters } from "@/lib/platforms/threads/threads-count";
import { threadsPostingLimits } from "@/lib/platforms/threads/posting-limits";

export const threads: Platform = {
  id: "threads",
  label: "Threads",
  // 500 characters, emoji counted by UTF-8 length. Source: docs/platforms.md, row `threads` (Meta docs).
  limit: 500,
  countUnit: "characters",
  count: countThreadsCharacters,
  countWithinLength: false,
  // Text-only posts are allowed. Source: docs/platforms.md (threads container without media).
  requiresMedia: false,
  followUps: { thread: true, firstComment: "reply" },
  images: threadsImageRules,
  video: threadsVideoRules,
  // Threads takes one topic tag per post. Source: docs/platforms.md.
  maxHashtags: 1,
  hashtagPlacement: "end",
  // The first URL becomes the link preview; more than 5 links fails. Source: docs/platforms.md.
  linksClickable: true,
  maxLinks: 5,
  styleNote: "Casual and conversational, like the start of a conversation; one topic tag at most.",
  credentials: {
    threads_user_id: { label: "Threads user ID", description: "Threads user id" },
    access_token: { label: "Access token", description: "Threads access token with threads_content_publish" },
  },
  api: { baseUrl: "https://graph.threads.net/v1.0", baseUrlVariable: "THREADS_API_BASE_URL" },
  postingLimits: threadsPostingLimits,
  // The start of a conversation: ends by asking the reader; one topic tag.
  compose: { layout: "flow", maxSentences: 7, maxEmoji: 1, hashtags: 1, link: "inline", themeLine: true, closer: true, question: true, visitCall: false, fillsLimit: false },
  display: threadsDisplay,
};

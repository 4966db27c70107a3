export { draftLength, fitDraft, TAG_KEEP_SHARE } from "@/lib/content/fit/fit-item";
export { findHashtags, normaliseHashtag, normaliseHashtags } from "@/lib/content/fit/hashtags";

export { fitDraft, TAG_KEEP_SHARE } from "./fit-item";
export { findHashtags, normaliseHashtag, normaliseHashtags } from "./hashtags";

/**
 * The local composer's steer from the brand's best-performing posts: it cannot imitate their
 * style, but it can prefer the hashtags they carried. Candidates a best post used (as `#tag`,
 * any case) move to the front, in the order they were; the others keep theirs after them. The
 * candidates still come from the voice profile only: a best post never adds a tag of its own.
 */
export function provenTagsFirst(candidates: readonly string[], bestPosts: readonly { text: string }[]): string[] {
  if (bestPosts.length === 0) return [...candidates];
  const used = new Set(bestPosts.flatMap((post) => [...post.text.matchAll(/#([\p{L}\p{N}_]+)/gu)].map((match) => match[1].toLowerCase())));
  const proven = candidates.filter((tag) => used.has(tag.toLowerCase()));
  return [...proven, ...candidates.filter((tag) => !used.has(tag.toLowerCase()))];
}

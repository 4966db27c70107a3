const BLOCK_TAG = /^[#＃][\p{L}\p{M}\p{N}_]*\p{L}[\p{L}\p{M}\p{N}_]*$/u;
const WHITESPACE = /\s/u;

/**
 * Splits off a block of #tags that ends `text` ("… see you there!\n\n#coffee #brunch"), the way
 * writers and models put tags after a caption. Returns the body before it (trimmed) and the tags
 * without "#". A tag glued to punctuation ("#coffee.") belongs to its sentence and is not split off.
 */
export function splitTrailingTags(text: string): { body: string; tags: string[] } {
  const trimmed = text.trimEnd();
  const tags: string[] = [];
  let end = trimmed.length;
  while (end > 0) {
    let start = end;
    while (start > 0 && !WHITESPACE.test(trimmed[start - 1])) start--;
    const token = trimmed.slice(start, end);
    if (!BLOCK_TAG.test(token)) break;
    tags.unshift(token.slice(1));
    end = start;
    while (end > 0 && WHITESPACE.test(trimmed[end - 1])) end--;
  }
  return { body: trimmed.slice(0, end), tags };
}

// LinkedIn's "little text" format reserves these characters; an unescaped one makes LinkedIn
// drop or cut the rest of the commentary (learn.microsoft.com/linkedin/marketing/community-management/
// shares/little-text-format).
const RESERVED = /[\\|{}@[\]()<>#*_~]/g;

export function escapeLittleText(text: string): string {
  return text.replace(RESERVED, (char) => `\\${char}`);
}

const HASHTAG = /(^|[^\p{L}\p{N}_&])#([\p{L}\p{N}_]*[\p{L}][\p{L}\p{N}_]*)/gu;

/**
 * Plain text as LinkedIn commentary: reserved characters escaped, and each #tag written as
 * little text's hashtag template so it stays a clickable hashtag (a bare "\#tag" would be text).
 */
export function toLinkedInCommentary(text: string): string {
  let result = "";
  let last = 0;
  for (const match of text.matchAll(HASHTAG)) {
    const hashIndex = match.index + match[1].length;
    result += escapeLittleText(text.slice(last, hashIndex));
    result += `{hashtag|\\#|${escapeLittleText(match[2])}}`;
    last = hashIndex + 1 + match[2].length;
  }
  return result + escapeLittleText(text.slice(last));
}

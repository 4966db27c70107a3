/**
 * Unicode code points, the unit of platforms that document their limit in "characters" without
 * saying more. Not `text.length`, which counts UTF-16 units: an emoji such as 😀 is 2 units but
 * one code point. Each combining mark and each part of a ZWJ sequence is a code point of its own.
 */
export function countCodePoints(text: string): number {
  let count = 0;
  for (const _ of text) count++;
  return count;
}

/** UTF-8 length of a string, computed from code points so it also runs in the browser. */
export function utf8Length(text: string): number {
  let bytes = 0;
  for (const char of text) {
    const cp = char.codePointAt(0)!;
    // A lone surrogate is encoded as U+FFFD (3 bytes) by TextEncoder; cp < 0x10000 gives 3 too.
    bytes += cp < 0x80 ? 1 : cp < 0x800 ? 2 : cp < 0x10000 ? 3 : 4;
  }
  return bytes;
}

// twemoji-parser ships no types; x-weighted-length.ts uses only its emoji pattern.
declare module "twemoji-parser/dist/lib/regex" {
  /** One global regular expression matching every emoji (sequences included) that Twitter draws. */
  const emojiPattern: RegExp;
  export default emojiPattern;
}

/**
 * English function words and other words that carry no topic: never a theme, a keyword or a
 * hashtag. Lower case. wink-nlp has its own list for the extractor's tagging; this one is small,
 * loads instantly, and is what the composer, the hashtag check and the evaluation share.
 */
export const STOP_WORDS: ReadonlySet<string> = new Set(
  (
    "a about above after again against all also am an and any are aren't as at be because been before being below " +
    "between both but by can can't cannot could couldn't did didn't do does doesn't doing don't down during each " +
    "few for from further get gets got had hadn't has hasn't have haven't having he her here hers herself him " +
    "himself his how i if in into is isn't it it's its itself just let's me more most my myself no nor not now of " +
    "off on once only or other ought our ours ourselves out over own same she should shouldn't so some such than " +
    "that that's the their theirs them themselves then there there's these they this those through to too under " +
    "until up upon us very was wasn't we we're were weren't what what's when where which while who whom why will " +
    "with won't would wouldn't you you're your yours yourself yourselves via per etc yet still ever every much many " +
    "one two three lot lots thing things something anything everything nothing way ways day days time times week " +
    "year years today tomorrow new good great best big little first last next really always never back like make " +
    "made take come go going want need know see look tag tags post posts people everyone anyone someone"
  ).split(" "),
);

export function isStopWord(word: string): boolean {
  return STOP_WORDS.has(word.toLowerCase().replace(/’/g, "'"));
}

const IRREGULAR_PAST: Record<string, string> = {
  making: "made", giving: "gave", running: "ran", bringing: "brought", building: "built", taking: "took",
  keeping: "kept", sending: "sent", selling: "sold", buying: "bought", coming: "came", feeding: "fed",
  getting: "got", putting: "put", reading: "read", writing: "wrote", winning: "won", setting: "set",
  cutting: "cut", holding: "held", leading: "led", meeting: "met", paying: "paid", saying: "said",
  spending: "spent", standing: "stood", teaching: "taught", telling: "told", thinking: "thought",
  being: "were", seeing: "saw", finding: "found", growing: "grew", raising: "raised", doing: "did",
  having: "had", going: "went", shipping: "shipped", planning: "planned",
};

/**
 * The simple past of an "-ing" verb ("packing" → "packed", "donating" → "donated", "making" →
 * "made"), or null when the word does not look like one. Regular verbs only need "-ing" off and
 * "-ed" on ("stopping" → "stopped" keeps its double consonant); the common irregular ones are listed.
 */
export function pastOfGerund(word: string): string | null {
  const lower = word.toLowerCase();
  if (IRREGULAR_PAST[lower]) return IRREGULAR_PAST[lower];
  if (!/^[a-z]{3,}ing$/u.test(lower)) return null;
  const stem = lower.slice(0, -3);
  // "carrying" → "carried"; otherwise a silent e dropped before -ing comes back with -ed
  // ("donat" → "donated") and a doubled consonant stays ("stopp" → "stopped").
  if (/[^aeiou]y$/u.test(stem)) return `${stem.slice(0, -1)}ied`;
  return `${stem}ed`;
}

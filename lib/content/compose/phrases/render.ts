import { capitaliseFirst, contract, endsSentence } from "@/lib/content/compose/english";
import type { Style } from "@/lib/content/compose/tone-style";

/** A sentence pattern per register. */
export type ByRegister = Record<Style["register"], readonly string[]>;

/**
 * Word swaps for the voice's vocabulary level, applied to template words only. Each pair is safe
 * in every template that holds it (no article or verb agreement changes).
 */
const SIMPLER: [RegExp, string][] = [
  [/\bcommitment\b/g, "promise"],
  [/\bparticularly\b/g, "especially"],
  [/\badditional\b/g, "more"],
  [/\bdiscover\b/g, "find"],
  [/\bperspective\b/g, "view"],
  [/\bcordially\b/g, "warmly"],
  [/\bongoing\b/g, "daily"],
];
const RICHER: [RegExp, string][] = [
  [/\bespecially\b/g, "particularly"],
  [/\bwork\b/g, "endeavours"],
  [/\bgreat\b/g, "exceptional"],
  [/\bcloser look\b/g, "considered look"],
  [/\bhelp\b/g, "support"],
];

/**
 * Fills a template: `{name}` from `values`, `{.}` with the sentence's end mark unless the text
 * before it already ends a sentence (a trimmed goal ending in "…" needs no extra "."). Contractions
 * and vocabulary swaps touch the template's own words only, never the brand's text in `values`.
 */
export function render(template: string, values: Record<string, string>, style: Style, mark: string): string {
  let prepared = style.contractions ? contract(template) : template;
  if (style.vocabulary !== "moderate") {
    for (const [pattern, word] of style.vocabulary === "simple" ? SIMPLER : RICHER) prepared = prepared.replace(pattern, word);
  }
  let output = "";
  for (const piece of prepared.split(/(\{[\w.]+\})/)) {
    if (piece === "{.}") output += endsSentence(output) ? "" : mark;
    else if (/^\{\w+\}$/.test(piece)) {
      const value = values[piece.slice(1, -1)] ?? "";
      // A value that starts a new sentence mid-template ("Game night? our pack…") starts with a capital.
      output += /[.!?]\s$/u.test(output) ? capitaliseFirst(value) : value;
    }
    else output += piece;
  }
  return capitaliseFirst(output.trim());
}

import type { Line } from "@/lib/content/compose/goal/message-types";
import { PLAIN } from "@/lib/content/compose/goal/lead-templates";
import { quotable } from "@/lib/content/compose/goal/phrase-details";

const URL = /\bhttps?:\/\/[^\s<>"]+[^\s<>".,;:!?)]/iu;
/** A sentence made of a URL and nothing else (or a bare "example.com/path"). */
const ONLY_URL = /^(?:https?:\/\/)?[\p{L}\d.-]+\.[\p{L}]{2,}(?:\/\S*)?$/iu;
const LINK_ONLY_TEMPLATES = { formal: ["{x}"], neutral: ["{x}"], casual: ["{x}"] };

/**
 * The additional context as sentences of the post, in the brand's own words: each sentence (or
 * part between semicolons) becomes a detail; one that carries a URL ("Register at https://…")
 * is kept as the post's link line, and a bare URL is only the link.
 */
export function contextLines(context: string): { details: Line[]; linkLine?: Line; links: string[] } {
  const details: Line[] = [];
  const links: string[] = [];
  let linkLine: Line | undefined;
  const sentences = context
    .replace(/\s+/g, " ")
    .split(/(?<=[.!?])\s+(?=[\p{Lu}\d"“])|;\s*/u)
    .map((sentence) => sentence.trim())
    .filter((sentence) => /[\p{L}\p{N}]/u.test(sentence));
  for (const sentence of sentences) {
    const url = URL.exec(sentence)?.[0];
    if (ONLY_URL.test(sentence.replace(/[.]$/u, ""))) {
      links.push(url ?? `https://${sentence.replace(/[.]$/u, "")}`);
    } else if (url) {
      links.push(url);
      const capitalised = sentence.charAt(0).toUpperCase() + sentence.slice(1);
      const endsInUrl = capitalised.replace(/[.]$/u, "").endsWith(url);
      linkLine ??= { templates: endsInUrl ? LINK_ONLY_TEMPLATES : PLAIN, values: { x: endsInUrl ? capitalised.replace(/[.]$/u, "") : capitalised } };
    } else {
      details.push({ templates: PLAIN, values: { x: quotable(sentence) } });
    }
  }
  return { details, linkLine, links };
}

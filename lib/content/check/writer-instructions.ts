/**
 * Phrases that speak to the writer rather than to the reader: "Write a post for…", "The point is
 * that…", "Let people know…", "Keep it short", "Tone: warm", "Don't mention…". A published post
 * never contains them; a brief often does. Shared by the brief reader (which takes them out), the
 * output check (which refuses a text that still has one) and the score (which marks one down).
 */
export const WRITER_INSTRUCTION_PATTERNS: readonly RegExp[] = [
  /\b(?:write|draft|create|compose|craft|do|make|publish)\s+(?:me\s+|us\s+)?(?:a|an|some|the|our|one)\s+(?:\w+\s+)?(?:post|tweet|thread|caption|update|message|announcement|copy)\b/iu,
  /\b(?:post|tweet)\s+(?:for|to|about|on)\s+(?:our\s+)?(?:followers|audience|customers|fans|people)\b/iu,
  /\bthe\s+(?:main\s+)?(?:point|idea|message|goal|aim)\s+(?:is|should be)\s+(?:that|to)\b/iu,
  /\blet\s+(?:people|everyone|everybody|folks|followers|customers|fans|donors|supporters|users|our\s+\w+)\s+know\b/iu,
  /\btell\s+(?:people|everyone|everybody|folks|followers|customers|fans|our\s+\w+)\s+(?:that|about|the|we|our)\b/iu,
  /\bwe\s+want\s+to\s+(?:make\s+the\s+case|convince|persuade|argue|show\s+people)\b/iu,
  /\bmake\s+the\s+case\s+that\b/iu,
  /\b(?:keep|make)\s+it\s+(?:short|brief|light|upbeat|formal|casual|friendly|punchy|cheeky|silly|factual|practical|simple|warm|super\s+short|sound)\b/iu,
  /\b(?:tone|audience|angle|voice|target|cta)\s*:/iu,
  /\b(?:don'?t|do\s+not|never|avoid)\s+(?:mention|say|sound|use|promise|overclaim|name|talk|include)\w*\b/iu,
  /\bavoid\s+(?:the\s+word|jargon|hype|fear|marketing|emoji)/iu,
  /\b(?:mention|stress|emphasi[sz]e|highlight)\s+(?:that|how|why)\b/iu,
  /\bmake\s+sure\s+(?:to|you|people|customers|everyone|they)\b/iu,
  /\bno\s+more\s+than\s+\w+\s+(?:emoji|hashtags|words)\b/iu,
  /\b(?:under|at\s+most)\s+\d+\s+(?:words|characters)\b/iu,
  /\bno\s+(?:exclamation\s+marks|product\s+plugs|hashtags)\b/iu,
  /\bwithout\s+(?:sounding|shouting|being)\b/iu,
  /\b(?:can|could)\s+(?:you|we)\s+(?:write|post|tell|do)\b/iu,
  /\bask\s+(?:our\s+)?(?:followers|people|fans|the\s+community)\b/iu,
  /\binvite\s+(?:people|everyone|folks|followers|customers)\s+to\b/iu,
];

/** The first writer's instruction found in `text`, or undefined. */
export function findWriterInstruction(text: string): string | undefined {
  for (const pattern of WRITER_INSTRUCTION_PATTERNS) {
    const found = pattern.exec(text);
    if (found) return found[0];
  }
  return undefined;
}

/**
 * A goal is usually an instruction to the marketer ("Announce the new coffee from Huila and invite
 * people to the free tasting on Saturday"). It is split into clauses, each led by a verb we know,
 * and each clause says what the post should do: announce something, invite someone to something,
 * thank someone for something... Text that is not such an instruction (a statement, another
 * language) is kept as `statement`.
 */
export type Intent = "announce" | "promote" | "celebrate" | "invite" | "ask" | "thank" | "recruit" | "share" | "educate" | "remind" | "grow" | "run" | "welcome";

export type Clause = {
  intent: Intent;
  /** What the verb acts on: "the new single-origin coffee from Huila". */
  object: string;
  /** Who is addressed, when the goal names them: "people", "first-time buyers". */
  who?: string;
  /** An action asked of the reader, as an imperative: "vote for the next flavour". */
  action?: string;
  /** A that-clause: "our branches close at 1pm on 24 December". */
  fact?: string;
};

export type GoalClauses = { clauses: Clause[]; statement?: string; notes: string[] };

const WHO = "((?:[\\p{L}'’-]+\\s+){1,4}?)";
const PATTERNS: [RegExp, (m: RegExpExecArray) => Clause][] = [
  [/^(?:announce|share the news|tell (?:people|everyone|customers))\s+that\s+(.+)$/iu, (m) => ({ intent: "announce", object: "", fact: m[1] })],
  // "Announce we never send links by text": a fact with its subject, not a thing to introduce.
  [/^(?:announce|share the news|tell (?:people|everyone|customers))\s+((?:we|we['’](?:re|ve)|they|it)\s+.+)$/iu, (m) => ({ intent: "announce", object: "", fact: m[1] })],
  [/^welcome\s+(.+)$/iu, (m) => ({ intent: "welcome", object: m[1] })],
  [/^remind\s+(?:(.+?)\s+)?that\s+(.+)$/iu, (m) => ({ intent: "remind", object: "", who: m[1], fact: m[2] })],
  [/^remind\s+(.+?)\s+to\s+(.+)$/iu, (m) => ({ intent: "ask", object: "", who: m[1], action: m[2] })],
  [/^(?:announce|launch|introduce|unveil|reveal|release|debut)\s+(.+)$/iu, (m) => ({ intent: "announce", object: m[1] })],
  [/^(?:promote|highlight|showcase|feature|spotlight|advertise|push)\s+(.+)$/iu, (m) => ({ intent: "promote", object: m[1] })],
  [/^(?:celebrate|mark|honou?r)\s+(.+)$/iu, (m) => ({ intent: "celebrate", object: m[1] })],
  [new RegExp(`^invite\\s+${WHO}to\\s+(.+)$`, "iu"), (m) => ({ intent: "invite", object: m[2], who: m[1].trim() })],
  [/^(?:ask|encourage|get|urge|remind)\s+(.+?)\s+to\s+(.+)$/iu, (m) => ({ intent: "ask", object: "", who: m[1], action: m[2] })],
  [/^(?:ask|appeal)\s+(?:(.+?)\s+)?for\s+(.+)$/iu, (m) => ({ intent: "ask", object: m[2], who: m[1] })],
  [/^(?:encourage|drive)\s+(.+)$/iu, (m) => ({ intent: "grow", object: m[1] })],
  [/^thank\s+(.+?)\s+for\s+(.+)$/iu, (m) => ({ intent: "thank", object: m[2], who: m[1] })],
  [/^thank\s+(.+)$/iu, (m) => ({ intent: "thank", object: "", who: m[1] })],
  [/^(?:recruit|hire|find)\s+(.+)$/iu, (m) => ({ intent: "recruit", object: m[1] })],
  [/^share\s+(?:our\s+|some\s+|a\s+few\s+|\d+\s+)?(tips|advice|ideas|insights|tricks)\s+(?:on|about|for)\s+(.+)$/iu, (m) => ({ intent: "educate", object: m[2], who: m[1] })],
  [/^(?:explain|teach(?:\s+(?:people|customers|everyone))?|show(?:\s+(?:people|customers|everyone))?)\s+(.+)$/iu, (m) => ({ intent: "educate", object: m[1] })],
  [/^(?:educate|inform)\s+(?:[\p{L}-]+\s+)?(?:about|on)\s+(.+)$/iu, (m) => ({ intent: "educate", object: m[1] })],
  [/^share\s+(.+)$/iu, (m) => ({ intent: "share", object: m[1] })],
  // "build times are a problem" is a statement about build times, not a call to build.
  [/^(?:grow|increase|boost|raise|build|get more)\s+(?![\p{L}-]+\s+(?:is|are|was|were)\b)(.+)$/iu, (m) => ({ intent: "grow", object: m[1] })],
  [/^(?:run|hold|host)\s+(.+)$/iu, (m) => ({ intent: "run", object: m[1] })],
];

const LEADING_VERB = /^(?:announce|launch|introduce|unveil|reveal|release|debut|promote|highlight|showcase|feature|spotlight|advertise|push|celebrate|mark|hono(?:u)?r|invite|ask|appeal|encourage|get|urge|remind|thank|recruit|hire|find|share|explain|teach|show|educate|inform|grow|increase|boost|raise|build|drive|run|hold|host|tell|welcome)\b/iu;

function readClause(text: string): Clause | undefined {
  for (const [pattern, build] of PATTERNS) {
    const match = pattern.exec(text);
    if (!match) continue;
    const clause = build(match);
    if (clause.who) clause.who = clause.who.trim();
    if ([...(clause.object || clause.fact || clause.action || clause.who || "")].length >= 3) return clause;
  }
  return undefined;
}

const TO_EVERYONE = "(?:everyone|everybody|people|folks|customers|followers|our followers|the community|our community)";
/**
 * Requests to the writer that the brief reader (lib/content/brief/) leaves in the goal, said as the
 * instruction they stand for: "Get the word out that X" is "Announce that X", "Quick note for the
 * feed: X" is X. What follows them is then read like any other goal.
 */
const REPHRASE: [RegExp, string][] = [
  [new RegExp(`^(?:(?:can|could|would)\\s+(?:you|we)\\s+)?(?:please\\s+)?(?:post|share|say|mention|tweet|announce|get the word out|spread the word|let ${TO_EVERYONE} know|tell ${TO_EVERYONE}|remind ${TO_EVERYONE})\\s+that\\s+(.+?)\\??$`, "iu"), "Announce that $1"],
  [new RegExp(`^${TO_EVERYONE}\\s+(?:should|need to|must|ought to)\\s+know\\s+(?:that\\s+)?(.+)$`, "iu"), "Announce that $1"],
  [/^(?:get the word out|spread the word|post|talk|write|tell people)\s+about\s+(.+)$/iu, "Promote $1"],
  [/^(?:(?:a\s+)?(?:quick|short)\s+)?(?:note|update|heads[- ]up|reminder|announcement)(?:\s+post)?(?:\s+for\s+(?:the\s+feed|(?:our\s+)?followers|socials?))?\s*:\s+(.+)$/iu, "$1"],
  [/^post\s+(?:an?\s+)?(?:update|note|reminder|announcement|something(?:\s+[\p{L}-]+)?|(?:a\s+)?[\p{L}-]+\s+post)\s*:\s+(.+)$/iu, "$1"],
  [/^(?:publish|put out|post)\s+((?:our|the|a|an)\s+.+)$/iu, "Share $1"],
];
const rephrased = (sentence: string) => REPHRASE.reduce((text, [pattern, replacement]) => text.replace(pattern, replacement), sentence);

/** Splits on sentence ends, semicolons, and "and"/"then"/", " before a verb we know. */
function pieces(goal: string): string[] {
  // "Dr. Anaïs Laurent": a title's full stop ends no sentence.
  const sentences = goal.split(/(?<=[.!?;])(?<!\b(?:Dr|Mr|Mrs|Ms|Mx|Prof|St|Mt|Rev|Sr|Jr)\.)\s+|;\s*/u).map((s) => s.trim().replace(/[.!?;]+$/u, "")).filter(Boolean);
  const out: string[] = [];
  for (const sentence of sentences.map(rephrased)) {
    const parts = sentence.split(/,?\s+(?:and(?:\s+then)?|then|plus)\s+(?=\S)|,\s+(?=\S)/u);
    let current = "";
    for (const part of parts) {
      if (current && LEADING_VERB.test(part)) {
        out.push(current);
        current = part;
      } else {
        current = current ? `${current}${/^[\p{Ll}\d£$€]/u.test(part) && sentence.includes(`, ${part}`) ? ", " : " and "}${part}` : part;
      }
    }
    if (current) out.push(current);
  }
  return out;
}

export function readClauses(goal: string): GoalClauses {
  const clauses: Clause[] = [];
  const notes: string[] = [];
  const unread: string[] = [];
  for (const piece of pieces(goal.replace(/\s+/g, " ").trim())) {
    // "Run a giveaway: tag a friend…": the part after a colon is its own clause or a note.
    const [head, ...tail] = piece.split(/:\s+/u);
    const clause = readClause(head);
    if (clause) clauses.push(clause);
    else unread.push(head);
    const after = tail.join(": ");
    if (after) {
      const next = readClause(after);
      if (next) clauses.push(next);
      else notes.push(after);
    }
  }
  // Each unread piece starts its own sentence: "…; builds will queue" → "Builds will queue".
  // The first keeps its case as typed: after a fronted time ("From 1am, online banking …") a
  // common word stays lower-case; whoever says it as a sentence of its own capitalises it.
  const sentences = unread.map((piece, k) => (k === 0 || /^https?:\/\//iu.test(piece) ? piece : piece.charAt(0).toUpperCase() + piece.slice(1)));
  return { clauses, statement: sentences.length > 0 ? sentences.join(". ") : undefined, notes };
}

import type { PlatformId } from "@/lib/platforms/ids";
import { PLATFORM_SHAPES, platformRule } from "@/lib/platforms/registry";
import type { DraftItem, GenerationRequest } from "@/lib/content/types";
import { ENGAGE, LINK, LINK_IN_BIO, LINK_IN_BIO_PLAIN, VISIT, VISIT_PLAIN } from "@/lib/content/compose/goal/call-templates";
import { readMessage } from "@/lib/content/compose/goal/message";
import { readBrief } from "@/lib/content/brief/read-brief";
import type { Line } from "@/lib/content/compose/goal/message-types";
import { hashtagCandidates, weaveHashtags } from "@/lib/content/compose/hashtag-picks";
import { provenTagsFirst } from "@/lib/content/compose/proven-tags";
import { mentionedFirst, relevantTheme } from "@/lib/content/compose/theme-relevance";
import { ENERGETIC_EMOJI, WARM_EMOJI } from "@/lib/content/compose/phrases/extras";
import { render, type ByRegister } from "@/lib/content/compose/phrases/render";
import { THEME_LINES } from "@/lib/content/compose/phrases/theme-lines";
import { repeatsAny, trigrams } from "@/lib/content/compose/repetition";
import { readsAsPost } from "@/lib/content/check/sentence-check";
import { echoesAny } from "@/lib/content/compose/goal/brief-echo";
import { memoize } from "@/lib/content/memoize";
import { cyclic, hashString, seededRandom } from "@/lib/content/compose/seeded-random";
import { styleFromVoice } from "@/lib/content/compose/tone-style";
import { asMidSentence, usablePhrases } from "@/lib/content/compose/voice-words";
import { threadShape } from "@/lib/content/compose/thread-shape";

type Role = "opening" | "lead" | "detail" | "theme" | "signature" | "call" | "link" | "question" | "closer";
/** A sentence slot: its alternatives in rotation order, its paragraph and how much it matters. */
type Slot = { role: Role; options: Options; paragraph: number; priority: number; required?: boolean; unlessSaid?: string; generic?: boolean };
/** A slot's alternatives, rendered only when tried: most slots take their first. */
type Options = { count: number; at: (k: number) => string };

/**
 * How a post opens: with its news, or with the brand's signature phrase before it. A generic hook
 * ("Big news!") opened a third of all posts across briefs, so the first sentence is always this
 * post's own.
 */
const OPENINGS = ["lead", "signature"] as const;

/**
 * One draft for one platform and variation, from the message read out of the goal and context
 * (goal/message.ts) and the voice profile. Every choice is a rotation: a base drawn from a seed
 * (a hash of the request, the platform and `attempt`) plus the variation's index, so the same
 * request always gives the same text and neighbouring variations open differently. Sentences
 * are added by importance while the platform's limit (tags included) allows, each whole.
 */
export function composeDraft(request: GenerationRequest, platform: PlatformId, variation: number, attempt = 0): DraftItem {
  const style = styleFromVoice(request.voice);
  // A thread is composed as one longer text in paragraphs, then broken into parts by fitting.
  const { shape, rule } = threadShape(request.contentType, platform, PLATFORM_SHAPES[platform], platformRule(platform));
  // The sample posts are not part of the seed: up to 150 KB hashed for each of 40 drafts would cost more than composing.
  const { sample_posts: _samples, ...voice } = request.voice;
  const random = seededRandom(hashString(JSON.stringify([request.brandName, voice, request.goal, request.contentType, request.additionalContext ?? "", platform, attempt])));
  const index = variation - 1;
  const brand = request.brandName.replace(/\s+/g, " ").trim();
  const brief = readBrief(request.goal, request.additionalContext ?? "");
  const message = readMessage(brief.goal.replace(/\s+/g, " ").trim(), brief.context.trim(), brand, request.goal, request.additionalContext ?? "");
  const mark = (exclaim: boolean) => (exclaim ? "!" : ".");
  // Each slot's alternatives start at its own seeded base and move on by one per variation.
  const options = (templates: ByRegister, values: Record<string, string>, exclaim = false): Options => {
    const list = templates[style.register];
    const base = random.int(997) + index;
    return { count: list.length, at: (k) => render(cyclic(list, base + k), { brand, ...values }, style, mark(exclaim)) };
  };
  const ofLine = (line: Line, exclaim = false) => options(line.templates, line.values, exclaim);

  const themeIndex = relevantTheme(request.voice, message.topic);
  const themeName = themeIndex >= 0 ? asMidSentence(request.voice.content_themes[themeIndex].theme) : "";
  const phrases = usablePhrases(request.voice);
  const intent = message.intents[0] ?? "general";
  const opening = cyclic(phrases.length > 0 ? OPENINGS : OPENINGS.filter((kind) => kind !== "signature"), random.int(997) + index);
  const bio = shape.link === "bio";
  // The brand's own words, whole; a phrase without an end mark gets one as a sentence.
  const signature = () => rotate(phrases, random.int(997) + index).map((phrase) => render("{x}{.}", { x: phrase }, style, "."));
  const asksSomething = message.items.some((item) => item.role === "call");

  const slots: Slot[] = [];
  const add = (role: Role, texts: Options | string[], paragraph: number, priority: number, required = false) => {
    const choices = Array.isArray(texts) ? { count: texts.length, at: (k: number) => texts[k] } : texts;
    if (choices.count > 0) slots.push({ role, options: choices, paragraph, priority, required });
  };
  if (opening === "signature") add("opening", signature(), 0, 1, true);
  // The message in reading order: the first sentence leads; each later call starts a paragraph.
  let paragraph = opening === "lead" ? 0 : 1;
  message.items.forEach(({ line, role }, k) => {
    if (k > 0 && (role === "call" || (role === "lead" && paragraph === 0))) paragraph++;
    const exclaim = k === 0 ? style.exclamations >= 1 : role !== "detail" && style.exclamations === 2;
    const priority = k === 0 ? 0 : role === "call" ? 2 : role === "lead" ? 4 : 5 + k;
    add(k === 0 ? "lead" : role, ofLine(line, exclaim), paragraph, priority, k === 0);
    // A line with nothing of the brief in it ("We can't thank you enough.") may not end the post.
    if (Object.keys(line.values).length === 0) slots[slots.length - 1].generic = true;
  });
  const later = paragraph + 1;
  if (shape.themeLine && themeName) {
    // The theme line follows the news (a brand line at the end would close every post of the brand alike).
    const leadAt = slots.findIndex((slot) => slot.role === "lead");
    const themeSlot: Slot = { role: "theme", options: options(THEME_LINES, { theme: themeName }), paragraph: leadAt >= 0 ? slots[leadAt].paragraph : later, priority: 12 };
    // Naming the theme again adds nothing when the post already says it.
    themeSlot.unlessSaid = themeName.toLowerCase();
    slots.splice(leadAt + 1, 0, themeSlot);
  }
  // The signature phrase closes the post in every other variation (never on Google Business, which ends with its call).
  const signatureAtEnd = opening !== "signature" && phrases.length > 0 && index % 2 === 0 && !shape.visitCall;
  if (opening !== "signature" && phrases.length > 0 && !signatureAtEnd) add("signature", signature(), later, 9);
  const calls = later + 1;
  // Questions, the link in bio and the visit call name the post's subject: a line every post could end with ends none.
  const subject = message.subject ? { s: message.subject } : undefined;
  const about = message.about ? { s: message.about } : undefined;
  if (shape.question && subject && !asksSomething && !intentIsThanks(message.intents)) add("question", options(ENGAGE[engageKind(intent)], subject), calls, 10);
  if (signatureAtEnd) add("signature", signature(), calls + 1, 9);
  // A link ends the post (a sentence after a bare URL reads as part of it), before a visit call.
  if (message.link && bio) add("link", about ? options(LINK_IN_BIO, about) : options(LINK_IN_BIO_PLAIN, {}), calls + 2, 3);
  else if (message.linkLine && !bio) add("link", ofLine(message.linkLine), calls + 2, 3);
  else if (message.link && !bio) add("link", options(LINK[message.linkKind], { url: message.link }), calls + 2, 3);
  if (shape.visitCall) add("call", options(about ? VISIT : VISIT_PLAIN, about ?? {}), calls + 3, 2);

  // The hashtags the brand's best-performing posts carried come first (proven-tags.ts).
  const tags = rule.hashtagPlacement === "none" ? [] : provenTagsFirst(hashtagCandidates(request.voice, themeIndex >= 0 ? themeIndex : index, message.topic), request.bestPosts ?? []);
  const tagCount = Math.min(shape.hashtags, rule.maxHashtags);
  const tagRoom = tags.slice(0, tagCount).map((tag) => ` #${tag}`).join("") + (rule.hashtagPlacement === "end" ? "\n" : "");
  // Where the platform's count never exceeds the UTF-16 length, a short text fits without counting.
  const fits = (text: string) => (rule.countWithinLength && text.length + tagRoom.length <= rule.limit) || rule.count(text + tagRoom) <= rule.limit;
  const chosen = withoutStockEnding(chooseSentences(slots, shape.maxSentences, shape.layout, fits, pastedTest(request.goal, request.additionalContext ?? "")));
  addEmoji(chosen, Math.min(style.emoji, shape.maxEmoji), style.warm, random.int(997) + index);
  const body = assemble(chosen, shape.layout);
  const chosenTags = mentionedFirst(tags, body).slice(0, tagCount);

  if (rule.hashtagPlacement === "inline") {
    const { body: woven, rest } = weaveHashtags(body, chosenTags, phrases);
    return { platform, variation, text: woven, hashtags: rest };
  }
  return { platform, variation, text: body, hashtags: chosenTags };
}

const engageKind = (intent: string) =>
  intent === "announce" || intent === "promote" || intent === "run" ? "news" : intent === "celebrate" ? "celebrate" : intent === "educate" || intent === "share" ? "learn" : "general";
/** Thanks and welcomes ask nothing of the reader: a question about them reads oddly ("What do you make of Mateo?"). */
const intentIsThanks = (intents: readonly string[]) => intents.includes("thank") || intents.includes("welcome");
const rotate = (items: readonly string[], start: number) => items.map((_, k) => cyclic(items, start + k));

type Chosen = { slot: Slot; text: string };

/** Whether a sentence repeats most of the goal or the context as the user typed them (the evaluation's own measure). */
const pastedTest = memoize((goal: string, context: string) => echoesAny([goal, context], 0), 200);
const EMPTY: ReadonlySet<string> = new Set();

/**
 * Slots by priority, each with the first alternative that fits the limit and repeats no
 * three-word sequence already in the post; a slot with none is left out (a required one keeps its
 * first alternative, and fitting then trims). An alternative that repeats most of the brief
 * ("We encourage X to Y" for "Encourage X to Y") is passed over while another says the same in
 * other words; when every alternative does, the first that fits is kept: the news is never
 * dropped to avoid a repetition. The post reads in the slots' own order.
 */
function chooseSentences(slots: Slot[], maxSentences: number, layout: "flow" | "paragraphs", fits: (text: string) => boolean, pasted: (text: string) => boolean): Chosen[] {
  const chosen: Chosen[] = [];
  const said = new Set<string>();
  const inOrder = (list: Chosen[]) => [...list].sort((a, b) => slots.indexOf(a.slot) - slots.indexOf(b.slot));
  for (const slot of [...slots].sort((a, b) => a.priority - b.priority || slots.indexOf(a) - slots.indexOf(b))) {
    if (chosen.length >= maxSentences && !slot.required) continue;
    if (slot.unlessSaid && chosen.some((item) => item.text.toLowerCase().includes(slot.unlessSaid!))) continue;
    let text: string | undefined;
    for (const ownWordsOnly of slot.options.count > 1 ? [true, false] : [false]) {
      for (let k = 0; k < slot.options.count && text === undefined; k++) {
        const option = slot.options.at(k);
        // A sentence that speaks to the writer or does not read as a sentence is never offered.
        if (repeatsAny(option, said) || !readsAsPost(option) || (ownWordsOnly && pasted(option))) continue;
        const trial = assemble(inOrder([...chosen, { slot, text: option }]), layout);
        // The quick check above sees each sentence's own word runs; this one also those across sentences.
        if (fits(trial) && !repeatsAny(trial, EMPTY)) text = option;
      }
      if (text !== undefined) break;
    }
    if (text === undefined && (!slot.required || !readsAsPost(slot.options.at(0)))) continue;
    const kept = text ?? slot.options.at(0);
    chosen.push({ slot, text: kept });
    for (const gram of trigrams(kept)) said.add(gram);
  }
  return inOrder(chosen);
}

/**
 * A post does not close on a line any of the brand's posts could close on (the theme line, "We
 * can't thank you enough."): when such a line would be the last one that is not the signature
 * phrase or the link, it is left out, so the post ends on something of its own brief.
 */
function withoutStockEnding(chosen: Chosen[]): Chosen[] {
  const last = chosen.findLastIndex((item) => item.slot.role !== "signature" && item.slot.role !== "link");
  if (last <= 0) return chosen;
  const item = chosen[last];
  return item.slot.role === "theme" || item.slot.generic ? chosen.filter((_, k) => k !== last) : chosen;
}

/** Emoji go after the post's first sentence and, with a second one, after its first call to action. */
function addEmoji(chosen: Chosen[], count: number, warm: boolean, base: number) {
  if (count === 0 || chosen.length === 0) return;
  const mood = warm ? WARM_EMOJI : ENERGETIC_EMOJI;
  chosen[0].text += ` ${cyclic(mood, base)}`;
  const call = chosen.find((item, k) => k > 0 && (item.slot.role === "call" || item.slot.role === "question"));
  if (count >= 2 && call) call.text += ` ${cyclic(mood === WARM_EMOJI ? ENERGETIC_EMOJI : WARM_EMOJI, base)}`;
}

function assemble(chosen: Chosen[], layout: "flow" | "paragraphs"): string {
  if (layout === "flow") return chosen.map((item) => item.text).join(" ");
  const paragraphs: string[][] = [];
  let last = -1;
  for (const item of chosen) {
    if (item.slot.paragraph !== last) paragraphs.push([]);
    paragraphs[paragraphs.length - 1].push(item.text);
    last = item.slot.paragraph;
  }
  return paragraphs.map((sentences) => sentences.join(" ")).join("\n\n");
}

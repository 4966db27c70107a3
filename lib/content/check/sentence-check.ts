import { grammarProblems } from "@/lib/content/check/grammar";
import { findWriterInstruction } from "@/lib/content/check/writer-instructions";
import { memoize } from "@/lib/content/memoize";

/**
 * The composer's check of what it writes, sentence by sentence: no writer's instruction, and the
 * grammar check (no doubled word, nothing dangling, brackets and quotes balanced, a capital start,
 * a verb in any long sentence). Memoized: the same sentence is tried for many platforms and
 * variations of one request, so wink-nlp is asked at most once per sentence, and only for a
 * sentence of 8+ words with none of the usual verb forms ("A kettle and a scale beat any gadget").
 */
export const readsAsPost = memoize((text: string): boolean => findWriterInstruction(text) === undefined && grammarProblems(text).length === 0);

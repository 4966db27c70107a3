import { grammarProblems } from "@/lib/content/check/grammar";
import { findWriterInstruction } from "@/lib/content/check/writer-instructions";
import { memoize } from "@/lib/content/memoize";

/**
 * The composer's check of what it writes, sentence by sentence and again on the whole post: no
 * writer's instruction, and the quick grammar check (no doubled word, nothing dangling, brackets
 * and quotes balanced, a capital start, a verb in any long sentence). Memoized: the same sentence
 * is tried for many platforms and variations of one request.
 */
export const readsAsPost = memoize((text: string): boolean => findWriterInstruction(text) === undefined && grammarProblems(text, true).length === 0);

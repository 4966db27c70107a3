import { z } from "@/lib/zod";

/**
 * The largest count a platform's answer may hold: more views than ten times the people on Earth
 * on one post is a broken answer, not a number to keep (and stays far inside a JS number).
 */
export const MAX_METRIC_COUNT = 100_000_000_000;

/** A count as a platform answers it: a whole number from 0 to MAX_METRIC_COUNT, never a string. */
export const metricCount = z.number().int().min(0).max(MAX_METRIC_COUNT);

/** An answer this long is not a metrics answer for one post; it is refused unread. */
export const MAX_METRICS_ANSWER_CHARS = 1_000_000;

/** The first problem zod found, as "where: what" for the snapshot's error. */
export function firstIssue(error: z.ZodError): string {
  const issue = error.issues[0];
  if (!issue) return "the answer does not have the documented shape";
  const where = issue.path.length > 0 ? issue.path.join(".") : "the answer";
  return `${where}: ${issue.message}`;
}

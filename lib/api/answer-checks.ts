import type { Endpoint } from "@/lib/api/endpoint";

/**
 * A check of what a declared route answered (its status and JSON body, as a client reads it):
 * why the answer breaks a promise, or null. The test suites register the contract checks
 * (lib/testing/contract/), so that any test reaching a route fails on a breach; production
 * registers none, and then an answer is never read twice.
 */
export type AnswerCheck = (endpoint: Endpoint, answer: { status: number; body: unknown }) => string | null | Promise<string | null>;

const checks = new Set<AnswerCheck>();

/** Checks every answer of a declared route with `check` from now on; returns the way to stop. */
export function checkAnswers(check: AnswerCheck): () => void {
  checks.add(check);
  return () => void checks.delete(check);
}

/** The first breach a registered check finds in `response`, or null (at once when none is registered). */
export async function answerBreach(endpoint: Endpoint, response: Response): Promise<string | null> {
  if (checks.size === 0) return null;
  let body: unknown;
  try {
    body = JSON.parse(await response.clone().text());
  } catch {
    body = undefined;
  }
  for (const check of checks) {
    const breach = await check(endpoint, { status: response.status, body });
    if (breach) return breach;
  }
  return null;
}

import { checkAnswers, type AnswerCheck } from "@/lib/api/answer-checks";

/**
 * Both halves of the contract checks: the answer against its endpoint's declaration, then against
 * the OpenAPI document. Loaded at the first answer checked, so that a test file that reaches no
 * route never builds the document.
 */
const contractCheck: AnswerCheck = async (endpoint, answer) => {
  const [{ declarationCheck }, { documentCheck }] = await Promise.all([
    import("@/lib/testing/contract/declaration-check"),
    import("@/lib/testing/contract/document-check"),
  ]);
  return declarationCheck(endpoint, answer) ?? documentCheck(endpoint, answer);
};

/**
 * Every answer of a declared route checked from now on: a breach turns the answer into a 500
 * that names it. vitest's setup (lib/testing/contract/vitest-setup.ts) calls this before every
 * test file. Returns the switch back off; registering again is harmless (one check, once).
 */
export function registerContractChecks(): () => void {
  return checkAnswers(contractCheck);
}

/** Runs `run` with the contract checks off, as in production, then on again. */
export async function withoutContractChecks<T>(run: () => Promise<T>): Promise<T> {
  registerContractChecks()();
  try {
    return await run();
  } finally {
    registerContractChecks();
  }
}

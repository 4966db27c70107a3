/** One brief of the evaluation: the brand it is for (an EvalProfile id), the goal, and any additional context. */
export type EvalBrief = { brand: string; goal: string; context?: string };

import { ApiError } from "@/lib/errors";

/** 500 generation_failed with a reason a person can act on; never the model's raw output. */
export class GenerationFailedError extends ApiError {
  constructor(reason: string) {
    super("generation_failed", `Content generation failed: ${reason}`);
  }
}

import { ApiError } from "@/lib/errors";

/**
 * The samples hold no words to learn a voice from (none given, all blank, or only emoji and
 * punctuation). An ApiError with code invalid_request, so a route that lets it propagate
 * answers 400 without mapping it; still its own class so callers can tell it apart.
 */
export class NoSampleTextError extends ApiError {
  constructor(message = "There is no text to extract a voice from: give samples with words in them, or a website with readable text.") {
    super("invalid_request", message);
    this.name = "NoSampleTextError";
  }
}

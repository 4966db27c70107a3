import { describe, expect, it } from "vitest";
import { SCORED_CHARACTERS, voiceFieldsOf } from "@/lib/posts/post-voice-fields";
import { BARE_VOICE } from "@/lib/testing/bare-voice";

const voice = { ...BARE_VOICE, content_themes: [{ theme: "Coffee origins", keywords: ["farm", "harvest"] }] };

describe("a post's theme and score are read from its opening", () => {
  it("finds the theme in the scored part", () => {
    expect(voiceFieldsOf(voice, "Straight from the farm: this year's harvest.").contentTheme).toBe("Coffee origins");
  });

  it("reads no further than SCORED_CHARACTERS, so a very long post costs a bounded time", () => {
    const filler = "Plain words about the shop. ".repeat(Math.ceil(SCORED_CHARACTERS / 28));
    const late = `${filler.slice(0, SCORED_CHARACTERS)} Straight from the farm: this year's harvest.`;
    const fields = voiceFieldsOf(voice, late);
    expect(fields.contentTheme).toBeNull();
    // The same score as the opening alone: nothing past the bound was read.
    expect(fields.consistencyScore).toBe(voiceFieldsOf(voice, late.slice(0, SCORED_CHARACTERS)).consistencyScore);
  });
});

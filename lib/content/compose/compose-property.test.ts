import { fc, test } from "@fast-check/vitest";
import { describe, expect } from "vitest";
import { PLATFORM_IDS } from "@/lib/platforms/ids";
import { platformRule } from "@/lib/platforms/registry";
import { localComposer } from "@/lib/content/compose/local-composer";
import { EVAL_PROFILES } from "@/lib/content/eval/eval-set";
import { hasRepeated3gram } from "@/lib/content/eval/metrics";
import { writeContents } from "@/lib/content/write-contents";

// Goals and contexts as marketers write them, assembled at random from their usual parts: every
// post fits its platform, none is cut off with "…" (the inputs are short enough to fit whole
// sentences), none says three words twice, and none pastes the instruction "Invite … to".
const verbPhrase = fc.oneof(
  fc.tuple(fc.constantFrom("Announce", "Launch", "Introduce"), fc.constantFrom("our new oat latte", "the spring menu", "a loyalty card", "the Ridge 3 trail shoe with a recycled upper", "incremental builds that cut CI times by 40%")),
  fc.tuple(fc.constantFrom("Promote", "Highlight"), fc.constantFrom("the party pack for game night", "our subscription with 10% off the first box", "free repairs at all our shops")),
  fc.tuple(fc.constantFrom("Invite"), fc.constantFrom("families to our open day", "runners to the group run", "customers to a free seminar")),
  fc.tuple(fc.constantFrom("Celebrate", "Mark"), fc.constantFrom("our 25th anniversary", "10k followers", "five years of baking with our farmers")),
  fc.tuple(fc.constantFrom("Thank"), fc.constantFrom("our volunteers for packing 500 meals", "customers for their support")),
  fc.tuple(fc.constantFrom("Explain", "Teach people"), fc.constantFrom("how to store fresh bread", "why sleep matters for recovery")),
  fc.tuple(fc.constantFrom("Ask", "Encourage"), fc.constantFrom("fans to vote for the next flavour", "neighbours to donate winter coats")),
).map(([verb, rest]) => `${verb} ${rest}`);
const when = fc.constantFrom("", " this Friday", " on Saturday at 10am", " from 1 April", " every Wednesday at noon", " during October");
const second = fc.constantFrom("", " and invite people to the tasting on Sunday", " and thank everyone who helped", " and ask people to share it");
const context = fc.constantFrom(undefined, "Limited places.", "Book at https://brand.example/book", "Open 9am to 5pm, Monday to Saturday.", "Spicy, tangy, limited edition.");

describe("the local composer on goals as marketers write them", () => {
  test.prop({ profile: fc.constantFrom(...EVAL_PROFILES), goal: fc.tuple(verbPhrase, when, second).map((parts) => parts.join("")), context, variations: fc.integer({ min: 1, max: 3 }) }, { numRuns: 60 })(
    "fits every platform in whole sentences, without repeating itself or pasting the instruction",
    async ({ profile, goal, context: extra, variations }) => {
      const items = await writeContents(localComposer, { brandName: profile.brandName, voice: profile.voice, platforms: [...PLATFORM_IDS], goal, contentType: "social_post", additionalContext: extra, variations });
      expect(items).toHaveLength(8 * variations);
      for (const item of items) {
        expect(item.characterCount).toBeLessThanOrEqual(platformRule(item.platform).limit);
        expect(item.text).not.toContain("…");
        expect(hasRepeated3gram(item.text)).toBe(false);
        expect(item.text).not.toMatch(/\b(?:Invite|Announce|Promote|Celebrate|Explain) (?:our|the|families|runners|customers)\b/);
      }
    },
  );
});

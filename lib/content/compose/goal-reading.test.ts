import { describe, expect, it } from "vitest";
import { readGoal } from "./goal-reading";

describe("readGoal", () => {
  it("turns a leading verb into an intent and keeps its object", () => {
    expect(readGoal("Announce our spring menu.")).toEqual({ intent: "announce", phrase: "our spring menu" });
    expect(readGoal("Promote the chili lime chips")).toEqual({ intent: "promote", phrase: "the chili lime chips" });
    expect(readGoal("Celebrate our 10th anniversary")).toEqual({ intent: "celebrate", phrase: "our 10th anniversary" });
    expect(readGoal("Explain how composting works")).toEqual({ intent: "educate", phrase: "how composting works" });
  });

  it("reads invitations with any invitee and makes a noun phrase something to join", () => {
    expect(readGoal("Invite neighbours to our open day")).toEqual({ intent: "invite", phrase: "join us for our open day" });
    expect(readGoal("Invite local families to come to the harvest fair")).toEqual({ intent: "invite", phrase: "come to the harvest fair" });
    expect(readGoal("Encourage customers to try the new app")).toEqual({ intent: "invite", phrase: "try the new app" });
  });

  it("quotes anything else whole", () => {
    expect(readGoal("Grow sign-ups")).toEqual({ intent: "general", phrase: "Grow sign-ups" });
    expect(readGoal("春の新メニューを発表する。")).toEqual({ intent: "general", phrase: "春の新メニューを発表する" });
    expect(readGoal("Invite Sam")).toEqual({ intent: "general", phrase: "Invite Sam" });
  });
});

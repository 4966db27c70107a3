import { describe, expect, it } from "vitest";
import { readBrief } from "@/lib/content/brief/read-brief";
import { findWriterInstruction } from "@/lib/content/check/writer-instructions";
import { generationMessages } from "@/lib/content/model/generation-prompt";
import { NORTHBRIDGE_BANK } from "@/lib/content/eval/profiles/northbridge-bank";

describe("readBrief", () => {
  it("takes the instructions to the writer out of the goal and keeps them as instructions", () => {
    const brief = readBrief("Write a post for landlords who are remortgaging. The point is that our rates are fixed for five years. Tone: calm. Avoid jargon.", "");
    expect(brief.goal).toBe("our rates are fixed for five years");
    expect(brief.audience).toBe("landlords who are remortgaging");
    expect(brief.instructions.map((instruction) => instruction.kind)).toEqual(expect.arrayContaining(["angle", "audience", "tone", "avoid"]));
    expect(findWriterInstruction(brief.goal)).toBeUndefined();
  });

  it("turns telling people into announcing, and asking fans into a question to the reader", () => {
    expect(readBrief("Let people know we've opened a new branch in Durham", "").goal).toBe("Announce that we've opened a new branch in Durham");
    expect(readBrief("Tell everyone about the spring menu", "").goal).toBe("Announce the spring menu");
    expect(readBrief("Ask fans which side they're on.", "").goal).toBe("Ask people to tell us which side you're on");
    expect(readBrief("Post about our saver at 4.1% AER, keep it factual and don't promise returns.", "").goal).toBe("Share our saver at 4.1% AER");
  });

  it("reads a request for a post in the ways people type one, and a note's opening word, as the news", () => {
    expect(readBrief("Can you do a quick post saying our Bristol branch is relocating to 40 Corn Street in June?", "").goal).toBe("Announce that our Bristol branch is relocating to 40 Corn Street in June?");
    expect(readBrief("i'd love a post telling people our baristas will be at the festival all weekend", "").goal).toBe("Announce that our baristas will be at the festival all weekend");
    expect(readBrief("Need a post: Crunchos now come in a 30g lunchbox size", "").goal).toBe("Crunchos now come in a 30g lunchbox size");
    expect(readBrief("Post something fun: the award went to our Sour Cream Ripples!", "").goal).toBe("the award went to our Sour Cream Ripples!");
    expect(readBrief("Announce: the roastery tour is fully booked", "").goal).toBe("Announce that the roastery tour is fully booked");
    expect(readBrief("fyi the new limit applies from Monday", "").goal).toBe("the new limit applies from Monday");
    expect(readBrief("Could someone put up a post that online banking is down on Sunday?", "").goal).toBe("online banking is down on Sunday?");
    expect(readBrief("Post needed re: our warehouse is closed next Monday", "").goal).toBe("our warehouse is closed next Monday");
    expect(readBrief("A quick one: our workshop fixed its 5,000th jacket", "").goal).toBe("our workshop fixed its 5,000th jacket");
    expect(readBrief("Looking for a post about our new Slack alerts", "").goal).toBe("Share our new Slack alerts");
    // A colon inside the news is not a heading for the writer.
    expect(readBrief("Announce the spring sale: 30% off rain jackets", "").goal).toBe("Announce the spring sale: 30% off rain jackets");
    for (const goal of ["Can you do a quick post saying X is here", "Make a post that says X is here", "Need a post: X is here"]) expect(findWriterInstruction(readBrief(goal, "").goal)).toBeUndefined();
  });

  it("keeps a unit only when it is one: '1 March' is not '1 M'", () => {
    expect(readBrief("Open from 1 March, 9am to 5pm, 250g bags", "").facts.numbers).toEqual(["1", "9am", "5pm", "250g"]);
  });

  it("keeps facts exactly as given: links are never re-cased, names and prices kept whole", () => {
    const brief = readBrief("Welcome Dr. Anaïs Laurent to the board", "Book at https://Example.com/Clinic?ID=4. From £20 a weekend.");
    expect(brief.goal).toBe("Welcome Dr. Anaïs Laurent to the board");
    expect(brief.facts.links).toEqual(["https://Example.com/Clinic?ID=4"]);
    expect(brief.facts.numbers).toContain("£20");
    expect(brief.context).toContain("https://Example.com/Clinic?ID=4");
  });

  it("says when a brief held nothing but instructions", () => {
    const brief = readBrief("Keep it short. Tone: warm.", "");
    expect(brief.goal).toBe("");
    expect(brief.unread).toEqual(["Keep it short. Tone: warm."]);
  });

  it("goes into the model's prompt: the news, the audience and the instructions as steering", () => {
    const messages = generationMessages({ brandName: "Northbridge Bank", voice: NORTHBRIDGE_BANK.voice, platforms: ["linkedin"], goal: "Write a post for retirees. The point is that appointments are free. Tone: patient.", contentType: "social_post", variations: 1 });
    const user = messages[1].content;
    expect(user).toContain("What the post says: appointments are free");
    expect(user).toContain("For: retirees");
    expect(user).toMatch(/Instructions to you: .*tone: Tone: patient/);
  });
});

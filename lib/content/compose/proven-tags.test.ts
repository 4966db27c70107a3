import { describe, expect, it } from "vitest";
import { provenTagsFirst } from "@/lib/content/compose/proven-tags";

describe("provenTagsFirst", () => {
  it("moves the candidates a best post used to the front, keeping the order of each group", () => {
    expect(provenTagsFirst(["Snacks", "Crunch", "Flavour", "Chips"], [{ text: "Loud and salty. #chips #CRUNCH" }])).toEqual(["Crunch", "Chips", "Snacks", "Flavour"]);
  });

  it("changes nothing without best posts, and never adds a tag the profile does not offer", () => {
    expect(provenTagsFirst(["Snacks", "Crunch"], [])).toEqual(["Snacks", "Crunch"]);
    expect(provenTagsFirst(["Snacks", "Crunch"], [{ text: "#viral #Crunch" }])).toEqual(["Crunch", "Snacks"]);
  });
});

import { describe, expect, it } from "vitest";
import { readSnapshot } from "@/lib/client/use-resource";

describe("readSnapshot", () => {
  const failure = new Error("Down for a moment.");

  it("is loading until the first answer, and while a failed load is retried", () => {
    expect(readSnapshot({ data: undefined, error: undefined, validating: false })).toEqual({ data: undefined, status: "loading" });
    expect(readSnapshot({ data: undefined, error: undefined, validating: true })).toEqual({ data: undefined, status: "loading" });
    expect(readSnapshot({ data: undefined, error: failure, validating: true })).toEqual({ data: undefined, status: "loading" });
  });

  it("fails only when there is nothing to show", () => {
    expect(readSnapshot({ data: undefined, error: failure, validating: false })).toEqual({ data: undefined, status: "error" });
    expect(readSnapshot({ data: [1], error: failure, validating: false })).toEqual({ data: [1], status: "ready" });
  });

  it("treats null as an answer (a brand without a voice), not as missing", () => {
    expect(readSnapshot<string | null>({ data: null, error: undefined, validating: false })).toEqual({ data: null, status: "ready" });
    expect(readSnapshot<string | null>({ data: null, error: undefined, validating: false }, "previous")).toEqual({ data: null, status: "ready" });
  });

  it("shows the previous key's data while a new key loads", () => {
    expect(readSnapshot({ data: undefined, error: undefined, validating: true }, [1, 2])).toEqual({ data: [1, 2], status: "ready" });
  });
});

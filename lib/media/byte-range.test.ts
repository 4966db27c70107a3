import { describe, expect, it } from "vitest";
import { byteRangeOf } from "@/lib/media/byte-range";

describe("byteRangeOf (RFC 9110 Range, one range of bytes)", () => {
  it("reads a-b (inclusive), a- and -n as [start, end)", () => {
    expect(byteRangeOf("bytes=0-99", 1000)).toEqual({ start: 0, end: 100 });
    expect(byteRangeOf("bytes=900-", 1000)).toEqual({ start: 900, end: 1000 });
    expect(byteRangeOf("bytes=-10", 1000)).toEqual({ start: 990, end: 1000 });
    expect(byteRangeOf("bytes=990-5000", 1000)).toEqual({ start: 990, end: 1000 });
    expect(byteRangeOf("bytes=-5000", 1000)).toEqual({ start: 0, end: 1000 });
  });

  it("a start past the end (or an empty suffix) is unsatisfiable; what it does not understand serves the whole file", () => {
    expect(byteRangeOf("bytes=1000-", 1000)).toBe("unsatisfiable");
    expect(byteRangeOf("bytes=-0", 1000)).toBe("unsatisfiable");
    expect(byteRangeOf(null, 1000)).toBeNull();
    expect(byteRangeOf("bytes=0-1,5-6", 1000)).toBeNull();
    expect(byteRangeOf("items=0-1", 1000)).toBeNull();
    expect(byteRangeOf("bytes=9-3", 1000)).toBeNull();
  });
});

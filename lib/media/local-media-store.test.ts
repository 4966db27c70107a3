import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { LocalMediaStore } from "@/lib/media/local-media-store";

describe("LocalMediaStore byte ranges (a video is read a chunk at a time)", () => {
  let root: string;
  let store: LocalMediaStore;

  beforeAll(async () => {
    root = await mkdtemp(path.join(tmpdir(), "brandcast-media-"));
    store = new LocalMediaStore(root, "http://127.0.0.1/media");
  });
  afterAll(() => rm(root, { recursive: true, force: true }));

  it("reads exactly the range asked for, a short last range, and null for a missing key", async () => {
    const bytes = Uint8Array.from({ length: 1000 }, (_, i) => (i * 7) % 256);
    await store.put("u/v.mp4", bytes);
    expect(await store.readRange("u/v.mp4", 100, 356)).toEqual(bytes.subarray(100, 356));
    expect(await store.readRange("u/v.mp4", 900, 1200)).toEqual(bytes.subarray(900, 1000));
    expect(await store.readRange("u/v.mp4", 7, 7)).toEqual(new Uint8Array(0));
    expect(await store.readRange("u/missing.mp4", 0, 10)).toBeNull();
  });

  it("refuses a key that would leave its root", async () => {
    await expect(store.readRange("../outside.mp4", 0, 1)).rejects.toThrow(/outside the store/);
  });
});

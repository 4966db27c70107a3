import { describe, expect, it } from "vitest";
import { TIKTOK_CHUNK_LIMITS, tiktokChunkPlan, tiktokChunkProblem } from "@/lib/platforms/tiktok/video-chunks";

const MB = 1024 * 1024;

describe("TikTok's chunk rules (Media Transfer Guide)", () => {
  it("TikTok's own example: 50,000,123 bytes in 10,000,000-byte chunks is 5 chunks, the trailing 123 bytes in the last", () => {
    const plan = tiktokChunkPlan(50_000_123, 10_000_000);
    expect(plan).toMatchObject({ chunkSize: 10_000_000, totalChunkCount: 5 });
    expect(plan.chunks.at(-1)).toEqual({ first: 40_000_000, last: 50_000_122 });
    expect(tiktokChunkProblem(50_000_123, 10_000_000, 5)).toBeNull();
  });

  it("a file under 5 MB goes whole; one up to the chunk size too; a larger one in chunks that cover it exactly", () => {
    expect(tiktokChunkPlan(3 * MB)).toMatchObject({ chunkSize: 3 * MB, totalChunkCount: 1, chunks: [{ first: 0, last: 3 * MB - 1 }] });
    expect(tiktokChunkPlan(7 * MB)).toMatchObject({ chunkSize: 7 * MB, totalChunkCount: 1 });
    const plan = tiktokChunkPlan(1_000 * MB + 17);
    expect(plan.chunkSize).toBe(10 * MB);
    expect(plan.totalChunkCount).toBe(100);
    for (const [index, chunk] of plan.chunks.entries()) expect(chunk.first).toBe(index === 0 ? 0 : plan.chunks[index - 1].last + 1);
    expect(plan.chunks.at(-1)!.last).toBe(1_000 * MB + 16);
    expect(tiktokChunkProblem(1_000 * MB + 17, plan.chunkSize, plan.totalChunkCount)).toBeNull();
  });

  it("keeps every plan within the limits: a chunk below 5 MB is raised, above 64 MB lowered, and never more than 1000 chunks", () => {
    for (const [size, chunkBytes] of [[6 * MB, 1 * MB], [900 * MB, 100 * MB], [4000 * MB, 1 * MB], [64 * MB + 1, 64 * MB]]) {
      const plan = tiktokChunkPlan(size, chunkBytes);
      expect(tiktokChunkProblem(size, plan.chunkSize, plan.totalChunkCount), `${size} bytes in ${chunkBytes}`).toBeNull();
      expect(plan.totalChunkCount).toBeLessThanOrEqual(TIKTOK_CHUNK_LIMITS.maxChunks);
    }
  });

  it("names what TikTok refuses", () => {
    expect(tiktokChunkProblem(3 * MB, 1 * MB, 3)).toMatch(/uploaded whole/);
    expect(tiktokChunkProblem(100 * MB, 100 * MB, 1)).toBe(`chunk_size must be from ${5 * MB} to ${64 * MB} bytes; ${100 * MB} given.`);
    expect(tiktokChunkProblem(50_000_123, 10_000_000, 6)).toBe("The total chunk count is invalid: video_size / chunk_size rounded down is 5, not 6.");
    expect(tiktokChunkProblem(0, 0, 0)).toMatch(/positive integers/);
  });
});

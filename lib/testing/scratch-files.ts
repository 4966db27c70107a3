import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll } from "vitest";

/**
 * A temporary folder for one test file (made before its tests, removed after them): the returned
 * `file(name, bytes)` writes a file there and answers its path, for tools that read a path
 * (ffprobe, ffmpeg).
 */
export function scratchFiles(prefix: string): (name: string, bytes: Uint8Array) => Promise<string> {
  let folder: string;
  beforeAll(async () => {
    folder = await mkdtemp(path.join(tmpdir(), prefix));
  });
  afterAll(() => rm(folder, { recursive: true, force: true }));
  return async (name, bytes) => {
    const target = path.join(folder, name);
    await writeFile(target, bytes);
    return target;
  };
}

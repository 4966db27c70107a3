import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { probeVideo } from "@/lib/video/probe-video";
import type { VideoFacts } from "@/lib/video/video-facts";

/**
 * A video a platform pulled from the URL it was given (Instagram, Threads, Facebook): the answer,
 * whether the bytes are an ISO base media file (MP4, MOV: an `ftyp` box first), and what ffprobe
 * found in them, as the platform's transcoder would; `problem` when it found no video at all.
 */
export type FetchedVideo = {
  url: string;
  status: number;
  contentType: string;
  bytes: number;
  isoBmff: boolean;
  facts: Omit<VideoFacts, "bytes"> | null;
  problem: string | null;
};

// Larger than any test video; a loopback never holds more than this of one.
const MAX_BYTES = 64 * 1024 * 1024;

/** Fetches and probes `url` as a plain GET without credentials; never throws (a failed download is status 0). */
export async function fetchVideo(url: string): Promise<FetchedVideo> {
  let status = 0;
  let contentType = "";
  let bytes = Buffer.alloc(0);
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(30_000) });
    status = response.status;
    contentType = response.headers.get("content-type") ?? "";
    bytes = Buffer.from(await response.arrayBuffer());
  } catch {
    return { url, status: 0, contentType, bytes: 0, isoBmff: false, facts: null, problem: "the video could not be downloaded" };
  }
  if (status !== 200 || bytes.length === 0) return { url, status, contentType, bytes: bytes.length, isoBmff: false, facts: null, problem: `downloading the video answered ${status}` };
  if (bytes.length > MAX_BYTES) return { url, status, contentType, bytes: bytes.length, isoBmff: false, facts: null, problem: "the video is larger than this loopback reads" };
  // ISO/IEC 14496-12: a file starts with a box, its 32-bit size then its type; `ftyp` comes first.
  const isoBmff = bytes.subarray(4, 8).toString("latin1") === "ftyp";
  const probed = await probeBytes(bytes);
  return { url, status, contentType, bytes: bytes.length, isoBmff, facts: probed.ok ? probed.video : null, problem: probed.ok ? null : probed.problem };
}

async function probeBytes(bytes: Buffer) {
  const folder = await mkdtemp(path.join(tmpdir(), "loopback-video-"));
  try {
    const file = path.join(folder, "fetched");
    await writeFile(file, bytes);
    return await probeVideo(file);
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}

import { execFile } from "node:child_process";
import { stat } from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";

const run = promisify(execFile);

// A large, real MP4 for `npm run bench:media`, made fast: ffmpeg encodes a tenth of a second of
// noisy test pattern losslessly (H.264 at qp 0, so about 4 MB of picture), then copies that
// segment over and over into one file (-stream_loop with -c copy: disk work, no encoding) until
// it reaches about the size asked for. The result is a valid H.264/AAC MP4 that ffprobe reads
// and ffmpeg can cut a cover frame from, of any size, in seconds.

/** Makes `<folder>/<name>.mp4` of at least about `targetBytes`; answers its path and size. */
export async function makeLargeVideo(folder: string, name: string, targetBytes: number): Promise<{ file: string; bytes: number }> {
  const segment = path.join(folder, `${name}-segment.mp4`);
  await run(
    "nice",
    ["ffmpeg", "-v", "error", "-y", "-f", "lavfi", "-i", "testsrc2=size=1280x720:rate=30:duration=0.1,noise=alls=60:allf=t+u", "-f", "lavfi", "-i", "sine=frequency=440:duration=0.1",
      "-c:v", "libx264", "-preset", "ultrafast", "-qp", "0", "-pix_fmt", "yuv420p", "-c:a", "aac", "-shortest", "-threads", "1", segment],
    { timeout: 120_000 },
  );
  const segmentBytes = (await stat(segment)).size;
  const copies = Math.max(1, Math.round(targetBytes / segmentBytes));
  const file = path.join(folder, `${name}.mp4`);
  await run("nice", ["ffmpeg", "-v", "error", "-y", "-stream_loop", String(copies - 1), "-i", segment, "-c", "copy", "-movflags", "+faststart", file], { timeout: 600_000 });
  return { file, bytes: (await stat(file)).size };
}

import { execFile } from "node:child_process";
import type { VideoContainer, VideoFacts } from "@/lib/video/video-facts";

/** ffprobe reads headers and the index, not the picture: seconds even for a large file. */
const PROBE_TIMEOUT_MS = 30_000;
/** A probe's JSON is small; more than this is not a file we take. */
const MAX_PROBE_OUTPUT = 1024 * 1024;

export type ProbeResult = { ok: true; video: Omit<VideoFacts, "bytes"> } | { ok: false; problem: string };

type FfprobeStream = { codec_type?: string; codec_name?: string; duration?: string; width?: number; height?: number; avg_frame_rate?: string; r_frame_rate?: string; tags?: { rotate?: string }; side_data_list?: { rotation?: number }[] };
type FfprobeAnswer = { streams?: FfprobeStream[]; format?: { format_name?: string; duration?: string; bit_rate?: string; size?: string; tags?: { major_brand?: string } } };

const ACCEPTED = "accepted: MP4, MOV or WebM with a video stream";

/**
 * A picture larger than this is refused before anything decodes it (a "decompression bomb": a
 * small file declaring a huge picture costs memory in whatever decodes a frame). 8192 a side
 * holds 8K (7680 × 4320); no platform takes more than 4096.
 */
export const MAX_VIDEO_SIDE = 8192;
export const MAX_VIDEO_PIXELS = 8192 * 4608;

/** How much before the declared end the last packets are read from, and how far short of it they may end. */
const TAIL_SECONDS = 2;
const END_TOLERANCE_SECONDS = 1;
/** A WebM without a seek index is read from its start: an hour at 60 fps lists 216,000 packets. */
const MAX_TAIL_OUTPUT = 64 * 1024 * 1024;

/**
 * What a file is, judged by ffprobe (Debian's `ffmpeg` package) reading its content, never its
 * name: container, codecs, duration, displayed size, frame rate and bit rate. `input` is a file
 * path or an http(s) URL (ffprobe reads a stored object by range). A file ffprobe cannot read, or
 * that holds no video stream, is refused with a reason a person can act on.
 */
export async function probeVideo(input: string): Promise<ProbeResult> {
  let answer: FfprobeAnswer;
  try {
    const stdout = await ffprobe(["-v", "error", "-print_format", "json", "-show_format", "-show_streams", input]);
    answer = JSON.parse(stdout) as FfprobeAnswer;
  } catch {
    return { ok: false, problem: `not a readable video (${ACCEPTED})` };
  }
  const container = containerOf(answer);
  if (!container) return { ok: false, problem: `a ${answer.format?.format_name ?? "unknown"} file; ${ACCEPTED}` };
  const picture = answer.streams?.find((stream) => stream.codec_type === "video" && stream.codec_name !== "mjpeg" && stream.codec_name !== "png");
  if (!picture?.codec_name || !picture.width || !picture.height) return { ok: false, problem: `no video stream in the file (${ACCEPTED})` };
  const durationMs = Math.round(Number(answer.format?.duration) * 1000);
  if (!Number.isFinite(durationMs) || durationMs <= 0) return { ok: false, problem: "a video without a readable length (is the file complete?)" };
  const frameRate = rateOf(picture.avg_frame_rate) ?? rateOf(picture.r_frame_rate);
  if (!frameRate) return { ok: false, problem: "a video without a readable frame rate" };
  if (picture.width > MAX_VIDEO_SIDE || picture.height > MAX_VIDEO_SIDE || picture.width * picture.height > MAX_VIDEO_PIXELS) {
    return { ok: false, problem: `the picture is ${picture.width} × ${picture.height} px, more than Brandcast reads (at most ${MAX_VIDEO_SIDE} px a side and ${MAX_VIDEO_PIXELS.toLocaleString("en-US")} pixels)` };
  }
  // The picture's own length where the file gives it: a sound track may run on past the picture.
  const pictureMs = Math.round(Number(picture.duration) * 1000);
  const incomplete = await endProblem(input, Number.isFinite(pictureMs) && pictureMs > 0 ? pictureMs : durationMs);
  if (incomplete) return { ok: false, problem: `the file is incomplete: ${incomplete}` };
  const sound = answer.streams?.find((stream) => stream.codec_type === "audio");
  const turned = Math.abs(rotationOf(picture)) % 180 === 90;
  const bytes = Number(answer.format?.size ?? 0);
  const bitRate = Number(answer.format?.bit_rate) || Math.round((bytes * 8 * 1000) / durationMs);
  return {
    ok: true,
    video: {
      container,
      mimeType: container === "mov" ? "video/quicktime" : container === "webm" ? "video/webm" : "video/mp4",
      videoCodec: picture.codec_name,
      audioCodec: sound?.codec_name ?? null,
      durationMs,
      width: turned ? picture.height : picture.width,
      height: turned ? picture.width : picture.height,
      frameRate,
      bitRate,
    },
  };
}

type FfprobePackets = { packets?: { pts_time?: string; dts_time?: string; duration_time?: string }[] };

/**
 * Whether the video's packets reach the length its header declares. A cut file often keeps a
 * whole header (an MP4 made "faststart" has its index first, so the first half of it reads as
 * the whole video): only the last packets tell. ffprobe seeks to a little before the declared
 * end (to the keyframe before it) and reads packets from there, never decoding a picture: the
 * last must end within a second of the declared length. Null when they do, else what is missing.
 */
async function endProblem(input: string, durationMs: number): Promise<string | null> {
  const from = Math.max(0, durationMs / 1000 - TAIL_SECONDS);
  let packets: NonNullable<FfprobePackets["packets"]>;
  try {
    const stdout = await ffprobe(["-v", "quiet", "-read_intervals", `${from.toFixed(3)}%`, "-select_streams", "v:0", "-show_entries", "packet=pts_time,dts_time,duration_time", "-print_format", "json", input], MAX_TAIL_OUTPUT);
    packets = (JSON.parse(stdout) as FfprobePackets).packets ?? [];
  } catch {
    return "its last packets could not be read";
  }
  const ends = packets.map((packet) => Number(packet.pts_time ?? packet.dts_time) + (Number(packet.duration_time) || 0)).filter(Number.isFinite);
  const reached = ends.length > 0 ? Math.max(...ends) : 0;
  if (reached * 1000 >= durationMs - END_TOLERANCE_SECONDS * 1000) return null;
  return `the picture stops at ${reached.toFixed(1)} s of the ${(durationMs / 1000).toFixed(1)} s its header declares (was the upload cut short?)`;
}

/** ISO base media files all read as "mov,mp4,…": the major brand tells a QuickTime movie from an MP4. */
function containerOf(answer: FfprobeAnswer): VideoContainer | null {
  const names = (answer.format?.format_name ?? "").split(",");
  if (names.includes("mp4") || names.includes("mov")) return answer.format?.tags?.major_brand?.trim() === "qt" ? "mov" : "mp4";
  if (names.includes("webm")) return "webm";
  return null;
}

/** "30000/1001" → 29.97; "0/0" (unknown) → null. */
function rateOf(fraction: string | undefined): number | null {
  const [top, bottom] = (fraction ?? "").split("/").map(Number);
  if (!top || !bottom) return null;
  return Math.round((top / bottom) * 1000) / 1000;
}

function rotationOf(stream: FfprobeStream): number {
  const side = stream.side_data_list?.find((entry) => typeof entry.rotation === "number")?.rotation;
  return side ?? Number(stream.tags?.rotate ?? 0);
}

function ffprobe(args: string[], maxBuffer = MAX_PROBE_OUTPUT): Promise<string> {
  return new Promise((resolve, reject) => {
    execFile("ffprobe", args, { timeout: PROBE_TIMEOUT_MS, maxBuffer, killSignal: "SIGKILL" }, (error, stdout) => (error ? reject(error) : resolve(stdout)));
  });
}

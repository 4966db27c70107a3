import type { Media } from "@/lib/client/media";
import type { VideoRuleFacts } from "@/lib/platforms/video-rules";

const CODECS: Record<string, string> = { h264: "H.264", hevc: "HEVC", vp8: "VP8", vp9: "VP9", av1: "AV1", prores: "ProRes", aac: "AAC", mp3: "MP3", opus: "Opus", vorbis: "Vorbis" };
const codec = (name: string) => CODECS[name] ?? name;

/** 3_040 → "0:03", 754_000 → "12:34", 3_723_000 → "1:02:03". */
export function clockOf(ms: number): string {
  const total = Math.round(ms / 1000);
  const [h, m, s] = [Math.floor(total / 3600), Math.floor((total % 3600) / 60), total % 60];
  const two = (n: number) => String(n).padStart(2, "0");
  return h > 0 ? `${h}:${two(m)}:${two(s)}` : `${m}:${two(s)}`;
}

/** "Video · 0:03 · 640 × 360 px · H.264 / AAC · 25 fps · 1.2 MB": what ffprobe found, as the composer shows it. */
export function videoFactsLine(media: Pick<Media, "duration_ms" | "width" | "height" | "video_codec" | "audio_codec" | "frame_rate" | "bytes">): string {
  const sound = media.audio_codec ? ` / ${codec(media.audio_codec)}` : ", silent";
  const size = media.bytes >= 1024 * 1024 ? `${(media.bytes / (1024 * 1024)).toFixed(1)} MB` : `${Math.max(1, Math.round(media.bytes / 1024))} KB`;
  return `Video · ${clockOf(media.duration_ms ?? 0)} · ${media.width} × ${media.height} px · ${codec(media.video_codec ?? "unknown")}${sound} · ${Math.round((media.frame_rate ?? 0) * 100) / 100} fps · ${size}`;
}

/** An uploaded video's facts as the platforms' video rules read them (lib/platforms/video-rules.ts). */
export function videoRuleFactsOf(media: Media): VideoRuleFacts {
  return {
    container: media.container,
    videoCodec: media.video_codec ?? "",
    audioCodec: media.audio_codec,
    durationMs: media.duration_ms ?? 0,
    width: media.width,
    height: media.height,
    frameRate: media.frame_rate ?? 0,
    bitRate: media.bit_rate,
    bytes: media.bytes,
  };
}

/** Where an upload's cover frame is served: beside the video, `<id>-cover.jpg` (lib/media/uploads/video-cover.ts). */
export const coverUrlOf = (videoUrl: string) => videoUrl.replace(/\.(mp4|mov|webm)$/, "-cover.jpg");

/**
 * What ffprobe finds in an uploaded video (lib/video/ probes it; docs/video.md), as a media row
 * keeps it: every platform's video rules are checked against these facts, never against a file
 * name or a declared type.
 */
export type VideoContainer = "mp4" | "mov" | "webm";

export type VideoFacts = {
  container: VideoContainer;
  mimeType: "video/mp4" | "video/quicktime" | "video/webm";
  /** ffprobe's codec_name of the first video stream: "h264", "hevc", "vp9", "av1", … */
  videoCodec: string;
  /** ffprobe's codec_name of the first audio stream ("aac", "mp3", "opus", …), null when silent. */
  audioCodec: string | null;
  durationMs: number;
  /** Displayed size (after any rotation the file declares). */
  width: number;
  height: number;
  /** Frames per second (avg_frame_rate). */
  frameRate: number;
  /** Bits per second of the whole file. */
  bitRate: number;
  bytes: number;
};

export const VIDEO_MIME_TYPES = ["video/mp4", "video/quicktime", "video/webm"] as const;

export const isVideoMimeType = (mimeType: string): boolean => (VIDEO_MIME_TYPES as readonly string[]).includes(mimeType);

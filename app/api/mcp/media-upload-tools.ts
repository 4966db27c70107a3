import * as completeRoute from "@/app/api/v1/media/uploads/[id]/complete/route";
import * as uploadRoute from "@/app/api/v1/media/uploads/[id]/route";
import * as uploadsRoute from "@/app/api/v1/media/uploads/route";
import { mcpTool } from "@/lib/mcp/mcp-tool";
import { MAX_UPLOAD_BYTES } from "@/lib/schemas/media-upload";

// Resumable uploads as MCP tools (docs/video.md, "Uploading"). The chunks themselves are bytes, which
// a tool call cannot carry: the agent sends them over HTTP with its API key, as the description says.
const HOW_TO_SEND =
  "Send the file's bytes over HTTP (a tool call cannot carry them): for each chunk, in order, " +
  "`PUT <upload_url>` with headers `Authorization: Bearer <your API key>`, `Content-Type: application/octet-stream` and " +
  "`Content-Range: bytes <start>-<end>/<bytes>` (end inclusive), the body being bytes start..end of the file; start at 0, " +
  "each chunk exactly chunk_bytes long except the last, which ends the file; each answer's upload.received_bytes is where the next chunk starts. " +
  "After a broken connection call get_media_upload and resume from its received_bytes (a 409 upload_conflict also names it). Then call complete_media_upload.";

export const MEDIA_UPLOAD_TOOLS = [
  mcpTool(
    uploadsRoute.POST,
    `Start uploading a video (MP4, MOV, WebM) or an image (JPEG, PNG, WebP, GIF; at most 8 MB) of up to ${MAX_UPLOAD_BYTES} bytes (2 GB): file_name (its extension says which), bytes (the exact size), alt_text optionally. ` +
      `Returns the upload: id, upload_url, chunk_bytes, received_bytes, expires_at (24 hours to finish). ${HOW_TO_SEND}`,
  ),
  mcpTool(uploadRoute.GET, "Get an upload's progress: received_bytes is where the next chunk starts (resume there after a broken connection), status open, completed or aborted."),
  mcpTool(
    completeRoute.POST,
    "Finish an upload once every byte was sent: the file is checked by its content (a video by ffprobe) and becomes a media file with the upload's id. " +
      "Returns the media: url (give it as a post's image_url, or first in media), kind, and for a video duration_ms, video_codec, audio_codec, frame_rate, bit_rate, container. " +
      "A file that is not what its name claims, truncated or unreadable is refused with the reason, and its bytes removed: upload the right file again.",
  ),
  mcpTool(uploadRoute.DELETE, "Abort an upload that is not complete: what it received is removed."),
];

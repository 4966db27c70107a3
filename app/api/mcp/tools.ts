import * as approvalsRoute from "@/app/api/v1/approvals/route";
import * as queueRoute from "@/app/api/v1/brands/[id]/queue/route";
import * as brandRoute from "@/app/api/v1/brands/[id]/route";
import * as voiceRoute from "@/app/api/v1/brands/[id]/voice/route";
import * as brandsRoute from "@/app/api/v1/brands/route";
import * as generateRoute from "@/app/api/v1/content/generate/route";
import * as approvalRoute from "@/app/api/v1/posts/[id]/approval/route";
import * as withdrawRoute from "@/app/api/v1/posts/[id]/approval/withdraw/route";
import * as duplicateRoute from "@/app/api/v1/posts/[id]/duplicate/route";
import * as queuePostRoute from "@/app/api/v1/posts/[id]/queue/route";
import * as postRoute from "@/app/api/v1/posts/[id]/route";
import * as unscheduleRoute from "@/app/api/v1/posts/[id]/schedule/route";
import * as postsRoute from "@/app/api/v1/posts/route";
import * as scheduleRoute from "@/app/api/v1/posts/schedule/route";
import * as usageRoute from "@/app/api/v1/usage/route";
import * as transcodeRoute from "@/app/api/v1/media/[id]/transcode/route";
import * as transcodeCancelRoute from "@/app/api/v1/media/transcodes/[id]/cancel/route";
import * as transcodeJobRoute from "@/app/api/v1/media/transcodes/[id]/route";
import * as coverRoute from "@/app/api/v1/media/[id]/cover/route";
import { postMetricsTool } from "@/app/api/mcp/post-metrics-tool";
import { analyticsTool, bestTimesTool, refreshMetricsTool, topPostsTool } from "@/app/api/mcp/analytics-tools";
import { MEDIA_UPLOAD_TOOLS } from "@/app/api/mcp/media-upload-tools";
import { TEAM_TOOLS } from "@/app/api/mcp/team-tools";
import { mcpTool } from "@/lib/mcp/mcp-tool";
import { maxImageCount } from "@/lib/platforms/image-rules";
import { ALL_PLATFORM_RULES, EXAMPLE_PLATFORMS } from "@/lib/platforms/registry";

// The example of per-platform versions names the platforms the API's examples use.
const [withOwnText, withoutImage] = EXAMPLE_PLATFORMS;

// When a scheduled post waits for a person (docs/teams.md, "Approvals"), said the same way by every scheduling tool.
// What Instagram and TikTok need, said the same way by the tools that save and those that schedule.
const MEDIA_RULE =
  "Instagram and TikTok cannot publish text alone: a draft for them may be saved without an image (the answer's warnings name each platform that still needs one), but scheduling or queueing it without one is refused (invalid_request naming the platform and field). " +
  'Several images: media, in order, [{"url": "…", "alt_text": "…"}] (image_url is the first one\'s URL; give either, or both agreeing); a version may give its own media. ' +
  `Up to ${ALL_PLATFORM_RULES.filter((rule) => maxImageCount(rule.images) > 1).map((rule) => `${maxImageCount(rule.images)} images on ${rule.label}${rule.images.countLabel ? ` (${rule.images.countLabel})` : ""}`).join(", ")}, 1 on the others; each image is checked against each platform's rules (invalid_request names the platform, the field and the count or rule).`;

const labelsWhere = (has: (rule: (typeof ALL_PLATFORM_RULES)[number]) => boolean) => ALL_PLATFORM_RULES.filter(has).map((rule) => rule.label).join(", ");
const FOLLOW_UP_RULE =
  `thread: the replies published after content, in order (at most 24 parts; each fits the platform's limit as content does), only on ${labelsWhere((rule) => rule.followUps.thread)}. ` +
  `first_comment: published right after the post, as a comment on ${labelsWhere((rule) => rule.followUps.firstComment === "comment")} and as a reply on ${labelsWhere((rule) => rule.followUps.firstComment === "reply")}; ` +
  "a failed comment does not fail the post. A version may set its own thread and first_comment ([] or null: none for that platform).";

const WAITS_FOR_A_PERSON =
  " The post may wait for a person: when its brand's approval policy or this key requires approval (or its daily budget is spent), the answer's approval.state is \"pending\" and the post publishes only once an owner, admin or editor approves it, exactly as it is then; still unapproved at its time, nothing is published and it ends failed with the reason. Any later change (text, image, platforms, time) needs a new approval. An agent can never approve.";

// The MCP server's tools (/api/mcp). Each is one line: a declared route handler and a
// description written for a model. Name, input and output schemas come from the route's
// endpoint declaration (lib/mcp/mcp-tool.ts), and a call runs that very route handler.
export const MCP_TOOLS = [
  mcpTool(brandsRoute.GET, "List the brands this key can reach (id, name, website). Start here: most other tools take a brand_id."),
  mcpTool(brandRoute.GET, "Get one brand by id."),
  mcpTool(voiceRoute.GET, "Get a brand's voice profile: personality traits, tone (formality, energy, warmth from 0 to 1), vocabulary, sentence structure, signature phrases and content themes. Read it before writing a post by hand; generate_content already uses it. voice_profile_missing means the brand has none yet."),
  mcpTool(generateRoute.POST, "Write posts in a brand's voice for one or more platforms from a goal (what the post should achieve), with 1 to 5 variations per platform. Each text is complete (hashtags included) and already fits the platform's character limit; overallBrandConsistency scores it against the voice (0 to 1). content_type \"thread\" writes a thread where a platform publishes one (X, Bluesky, Threads): text is part 1 and thread the replies, each within the limit, broken between sentences; pass them to create_post as content and thread (or as versions.<platform>.content and .thread); other platforms get one post, said in notes. Counts against the plan's monthly generations (quota_exceeded when spent). Nothing is saved: pass the text you pick to create_post."),
  mcpTool(postsRoute.POST, `Save a draft post: its text, the platforms it goes to (at least one, no repeats), optionally a brand_id, an image_url, and versions: per platform its own text and/or image ({"${withOwnText}": {"content": "…"}, "${withoutImage}": {"image_url": null}}; image_url null = that platform posts no image, left out = the post's). Each platform's text must fit its limit and its image its rules (invalid_request names the field and platform). Returns the post with its id and warnings (what it still needs before it can be scheduled); schedule it with schedule_post. ${MEDIA_RULE} ${FOLLOW_UP_RULE}`),
  mcpTool(postRoute.PATCH, "Change a draft or failed post's text, platforms, brand, image or versions (give only the fields to change; versions replaces the whole object, each platform's own text and/or image_url, null = no image). A scheduled post must be unscheduled first; a published post cannot change (post_not_editable). Returns the post and warnings, as create_post. " + MEDIA_RULE + " " + FOLLOW_UP_RULE),
  mcpTool(postsRoute.GET, "List posts, newest first, optionally by brand_id, status (draft, scheduled, published, failed) and q (text the post contains); page and limit (1 to 100, default 50) page through them, or cursor (pagination.next_cursor) for deep lists; from/to list what is placed in a time range, earliest first. pagination.total counts all matches."),
  mcpTool(postRoute.GET, "Get one post with each platform's delivery of its latest publishing run: status (pending, succeeded, failed), attempts, the platform's post id and permalink, the last error. Use it to follow a scheduled post."),
  mcpTool(scheduleRoute.POST, "Schedule a post to publish at scheduled_at (ISO 8601 with a time zone, in the future, within 365 days). Also reschedules a scheduled post and retries a failed one; a published post cannot be scheduled again (post_not_schedulable). " + MEDIA_RULE + WAITS_FOR_A_PERSON),
  mcpTool(unscheduleRoute.DELETE, "Take a scheduled post back to draft, cancelling its publishing run. Only a scheduled post can be unscheduled, and not while it is being published."),
  mcpTool(postRoute.DELETE, "Delete a draft, scheduled (its publishing run is cancelled) or failed post. A published post is only removed from the lists: the platforms keep it. Not while the post is being published (post_not_editable)."),
  mcpTool(duplicateRoute.POST, "Copy any post (published ones too) into a new draft with the same text, per-platform versions, platforms, brand and image. Returns the new draft, without the original's approval: scheduling it is gated again."),
  mcpTool(queueRoute.GET, "Get a brand's posting queue: its time zone and weekly slots (weekday 0 = Sunday to 6, local time HH:MM)."),
  mcpTool(queuePostRoute.POST, "Schedule a post of a brand into the brand's next free queue slot (no other scheduled post of the brand at that time). Returns the post with the chosen scheduled_at. no_queue_slot when the brand has no slots or none is free within a year. " + MEDIA_RULE + WAITS_FOR_A_PERSON),
  mcpTool(approvalRoute.POST, "Submit a post for a person's approval (an owner, admin or editor decides in the dashboard; an agent never approves). Returns its approval: state pending, content_hash of what was submitted. Any later change puts it back to pending. Use it for a draft you cannot or should not schedule yourself."),
  mcpTool(withdrawRoute.POST, "Withdraw a pending approval request you made (before anyone decided): the approval becomes withdrawn and the post is a draft again (a scheduled post is unscheduled). Edit it, then submit it again with request_approval. approval_not_pending when its approval is not pending."),
  mcpTool(approvalsRoute.GET, "List posts by approval state (pending by default: waiting for a person), oldest request first, each with its approval (state, who asked, who decided, comment). Page with cursor = next_cursor."),
  mcpTool(usageRoute.GET, "Requests and generations per API key for each of the last `days` UTC days (1 to 90, default 30)."),
  postMetricsTool,
  ...TEAM_TOOLS,
  analyticsTool,
  refreshMetricsTool,
  bestTimesTool,
  topPostsTool,
  ...MEDIA_UPLOAD_TOOLS,
  mcpTool(transcodeRoute.POST, "Convert a video for the platforms that refuse it (the warnings or invalid_request of a post name them: HEVC, a codec, container, size, frame rate or bit rate a platform does not take), only when the user agreed: platforms, each refusing the video for a reason converting fixes. Returns the job (status queued); the original video is never changed. Follow it with get_media_transcode."),
  mcpTool(coverRoute.PUT, "Choose a video's cover: at_ms, the time of the frame to show, or image_media_id, an image uploaded to the workspace. Returns the video's media with its cover_url; the platforms that take a cover get this one when the post is published."),
  mcpTool(transcodeJobRoute.GET, "Get a video conversion: status (queued, running, succeeded, failed, cancelled) and progress_percent; once succeeded, result_media is the converted video (its url goes in the post in place of the original); once failed, error says why."),
  mcpTool(transcodeCancelRoute.POST, "Cancel a video conversion the user no longer wants (queued or running): its ffmpeg is stopped and nothing it made is kept; returns the job with status cancelled (again if it was already). transcode_finished when it already succeeded or failed."),
];

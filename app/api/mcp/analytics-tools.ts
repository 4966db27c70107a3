import * as analyticsRoute from "@/app/api/v1/analytics/route";
import * as bestTimesRoute from "@/app/api/v1/analytics/best-times/route";
import * as topPostsRoute from "@/app/api/v1/analytics/top-posts/route";
import * as refreshRoute from "@/app/api/v1/posts/[id]/metrics/refresh/route";
import { mcpTool } from "@/lib/mcp/mcp-tool";

// get_analytics: GET /api/v1/analytics as an MCP tool (listed last in tools.ts).
export const analyticsTool = mcpTool(
  analyticsRoute.GET,
  "Get how a brand's published posts performed, summed per group: group_by \"day\" (publishing day), \"platform\", or \"weekday_hour\" (weekday 0 = Sunday and hour of publishing, to see when to post), " +
    "all in the brand's time zone (time_zone in the answer). brand_id is required; platform narrows to one platform; from/to are publishing days YYYY-MM-DD (default the last 30 days, at most 366). " +
    "Each published delivery counts once with its latest reading. For each metric read `deliveries` before `total`: total is null when no delivery has that metric as a value (Bluesky offers no views), never a 0 to average. " +
    "engagement_rate is (likes + comments + shares + saves) / views, or / reach where views is not a value, over the deliveries that have one; compare groups with enough deliveries only. " +
    "Voice against performance: group_by \"theme\" gives one group per content theme of the brand's voice profile (the theme each post matched best when it was written; theme null = matched none, or a post not scored) and platform; " +
    "group_by \"consistency_band\" one per brand-consistency band (high from 0.75, medium from 0.5, low below 0.5, unscored = written before posts were scored or without a voice profile) and platform. " +
    "Those groups carry sample {posts, min_posts, enough}: with enough false (fewer than 5 posts with an engagement rate) say \"not enough posts yet\" and draw no conclusion; compare themes or bands within one platform, not across platforms. " +
    "The answer is always JSON here (format csv is for HTTP clients).",
);

// refresh_post_metrics: POST /api/v1/posts/{id}/metrics/refresh as an MCP tool (listed last in tools.ts).
export const refreshMetricsTool = mcpTool(
  refreshRoute.POST,
  "Ask for a published post's metrics to be read from its platforms again now, instead of waiting for the next scheduled snapshot (about 1 h, 6 h, 24 h, 72 h, 7 d, 30 d after publishing). " +
    "The new snapshot appears within about a minute (up to five): call get_post_metrics after that. Allowed once per post per 5 minutes and 60 times per workspace per hour; " +
    "a rate_limited error says how many seconds to wait. A delivery whose platform asked to wait (refreshed: false) is not hurried.",
);

// get_best_times: GET /api/v1/analytics/best-times as an MCP tool (listed last in tools.ts).
export const bestTimesTool = mcpTool(
  bestTimesRoute.GET,
  "Get when a brand should post: up to 5 weekday × hour slots (weekday 0 = Sunday, hour 0–23, in the brand's time zone given as time_zone), best first. " +
    "source \"history\": the slots where the brand's own published posts of the last 90 days had the best engagement rate, each with its evidence (posts, engagements, engagement_rate); " +
    "source \"defaults\": too little history (reason says how much), so general weekday defaults are proposed, not the brand's own: say so when you use them. " +
    "brand_id is required; platform narrows to one platform's posts. Bluesky posts have no views, so no rate, and do not count as evidence.",
);

// get_top_posts: GET /api/v1/analytics/top-posts as an MCP tool (listed last in tools.ts).
export const topPostsTool = mcpTool(
  topPostsRoute.GET,
  "Get a brand's best published posts by one metric: metric is views, reach, likes, comments, shares, saves, clicks or engagements (likes + comments + shares + saves; the default). " +
    "brand_id is required; platform narrows to one platform; from/to are publishing days YYYY-MM-DD in the brand's time zone (default the last 30 days, at most 366); limit 1–50 (default 10). " +
    "Each post comes with its value (the metric summed over its platforms where it is a value), a preview (start of its text, first image, platforms, published_at), each platform's value, permalink and as_of (when that reading was taken). " +
    "Posts where the metric is no value on any platform are left out, not ranked as 0: Bluesky offers no views, so rank by engagements or likes to compare it. Use the previews to say what the best posts have in common.",
);

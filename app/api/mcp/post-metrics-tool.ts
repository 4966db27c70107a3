import * as postMetricsRoute from "@/app/api/v1/posts/[id]/metrics/route";
import { mcpTool } from "@/lib/mcp/mcp-tool";

// get_post_metrics: GET /api/v1/posts/{id}/metrics as an MCP tool (listed last in tools.ts).
export const postMetricsTool = mcpTool(
  postMetricsRoute.GET,
  "Get a published post's metrics from its platforms: per platform a series of snapshots (about 1 h, 6 h, 24 h, 72 h, 7 d and 30 d after publishing), oldest first, each with views, reach, likes, comments, shares, saves and clicks. " +
    "Read each metric's state before its value: \"value\" is a real count; \"not_offered\" means the platform has no such metric (Bluesky has no views), \"not_returned\" that it did not return it in that reading: never treat either as 0. " +
    "A snapshot with an error has no values and says why. next_snapshot_at is when the next comes (null: collection finished); an empty series means the first is still to come. Drafts and sandbox posts have none.",
);

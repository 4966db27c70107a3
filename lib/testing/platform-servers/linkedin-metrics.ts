/**
 * LinkedIn's post statistics on loopback, as its references describe them:
 * - member posts: `GET /rest/memberCreatorPostAnalytics?q=entity&entity=(share:{urn})|(ugcPost:{urn})
 *   &queryType=IMPRESSION|MEMBERS_REACHED|RESHARE|REACTION|COMMENT|POST_SAVE&aggregation=TOTAL|DAILY`
 *   answers `{elements: [{count, metricType}], paging}`, for the author's own posts only;
 * - organization posts: `GET /rest/organizationalEntityShareStatistics?q=organizationalEntity
 *   &organizationalEntity={org}&shares=List({urn})` (or `ugcPosts=List(…)`) answers
 *   `{elements: [{organizationalEntity, share, totalShareStatistics: {…}}], paging}`.
 * A queryType LinkedIn does not have (the retired VIDEO_PLAY, say) answers 400; a withheld one
 * answers no element. Counts grow with every read of a post.
 */
import type { LinkedInPost } from "@/lib/testing/platform-servers/linkedin";
import { countRead, type MetricsState } from "@/lib/testing/platform-servers/metrics-state";
import type { PlatformAnswer, PlatformRequest } from "@/lib/testing/platform-servers/platform-server";

export const MEMBER_ANALYTICS_PATH = "/rest/memberCreatorPostAnalytics";
export const SHARE_STATISTICS_PATH = "/rest/organizationalEntityShareStatistics";
const QUERY_TYPES: Record<string, number> = { IMPRESSION: 100, MEMBERS_REACHED: 60, RESHARE: 1, REACTION: 8, COMMENT: 3, POST_SAVE: 2 };

const error = (status: number, message: string, code = "INVALID_PARAM"): PlatformAnswer => ({ status, json: { status, serviceErrorCode: 100, code, message } });
const paging = { start: 0, count: 10, links: [] };

export function answerLinkedInMetrics(request: PlatformRequest, posts: LinkedInPost[], state: MetricsState): PlatformAnswer {
  if (state.scripted.length > 0) return state.scripted.shift()!;
  return request.path === MEMBER_ANALYTICS_PATH ? memberAnalytics(request, posts, state) : shareStatistics(request, posts, state);
}

function memberAnalytics(request: PlatformRequest, posts: LinkedInPost[], state: MetricsState): PlatformAnswer {
  if (request.query.get("q") !== "entity") return error(400, "q must be entity or me");
  const entity = /^\((share|ugcPost):(urn:li:(?:share|ugcPost):\d+)\)$/.exec(request.query.get("entity") ?? "");
  if (!entity || !entity[2].startsWith(`urn:li:${entity[1]}:`)) return error(400, "entity must be (share:{share urn}) or (ugcPost:{ugcPost urn})");
  const queryType = request.query.get("queryType") ?? "";
  if (!(queryType in QUERY_TYPES)) return error(400, `Invalid value ${queryType} for queryType: must be one of ${Object.keys(QUERY_TYPES).join(", ")}`);
  if (!["TOTAL", "DAILY"].includes(request.query.get("aggregation") ?? "")) return error(400, "aggregation must be TOTAL or DAILY");
  const post = posts.find((item) => item.urn === entity[2]);
  if (!post || !post.author.startsWith("urn:li:person:")) return error(403, "Not enough permissions to access the analytics of this entity", "ACCESS_DENIED");
  if (state.withheld.has(queryType)) return { status: 200, json: { paging, elements: [] } };
  // One read of the post is counted per snapshot: on its first query type.
  const n = queryType === "IMPRESSION" ? countRead(state, post.urn) : Math.max(state.reads.get(post.urn) ?? 1, 1);
  const metricType = { "com.linkedin.adsexternalapi.memberanalytics.v1.CreatorPostAnalyticsMetricTypeV1": queryType };
  return { status: 200, json: { paging, elements: [{ count: QUERY_TYPES[queryType] * n, metricType }] } };
}

function shareStatistics(request: PlatformRequest, posts: LinkedInPost[], state: MetricsState): PlatformAnswer {
  if (request.query.get("q") !== "organizationalEntity") return error(400, "q must be organizationalEntity");
  const organization = request.query.get("organizationalEntity") ?? "";
  if (!/^urn:li:organization:\d+$/.test(organization)) return error(400, "organizationalEntity must be an organization URN");
  const list = /^List\((urn:li:(?:share|ugcPost):\d+)\)$/.exec(request.query.get("shares") ?? request.query.get("ugcPosts") ?? "");
  if (!list) return error(400, "shares=List({share urn}) or ugcPosts=List({ugcPost urn}) names the posts");
  const post = posts.find((item) => item.urn === list[1]);
  if (!post || post.author !== organization) return error(403, "Unpermitted fields present in PARAMETER: Data Processing Exception while processing fields [/shares[0]]", "ACCESS_DENIED");
  const n = countRead(state, post.urn);
  const stats: Record<string, number> = { impressionCount: 100 * n, uniqueImpressionsCount: 60 * n, likeCount: 8 * n, commentCount: 3 * n, shareCount: n, clickCount: 4 * n, engagement: 0.16 };
  for (const name of state.withheld) delete stats[name];
  return { status: 200, json: { paging, elements: [{ organizationalEntity: organization, share: post.urn, totalShareStatistics: stats }] } };
}

import { linkedin } from "@/lib/platforms/linkedin/platform";
import { linkedInVersion, readLinkedInError } from "@/lib/platforms/linkedin/publisher";
import { firstIssue, metricCount } from "@/lib/platforms/metrics-kit/metric-count";
import { metricsErrorFromAnswer, metricsJson, unusableMetricsAnswer } from "@/lib/platforms/metrics-kit/metrics-error";
import { notOffered, valueOrNotReturned, type MetricName, type MetricReading, type MetricsFetcher, type MetricValue } from "@/lib/platforms/metrics-kit/metric-reading";
import { isSuccess } from "@/lib/platforms/publisher-kit/answer-error";
import { sendHttp } from "@/lib/platforms/publisher-kit/http";
import { PublishError } from "@/lib/platforms/publisher-kit/publish-error";
import { requireCredentials } from "@/lib/platforms/publisher-kit/require-credentials";
import { z } from "@/lib/zod";

// Member posts: memberCreatorPostAnalytics, finder `entity`, one queryType per request, TOTAL
// aggregation (https://learn.microsoft.com/en-us/linkedin/marketing/community-management/members/post-statistics).
// POST_SAVE is listed from version 202603 on; Brandcast sends 202609 or later.
export const MEMBER_QUERY_TYPES: Partial<Record<MetricName, string>> = {
  views: "IMPRESSION",
  reach: "MEMBERS_REACHED",
  likes: "REACTION",
  comments: "COMMENT",
  shares: "RESHARE",
  saves: "POST_SAVE",
};

const memberAnswer = z.object({ elements: z.array(z.object({ count: metricCount.optional() })).max(400) });
// Organization posts: organizationalEntityShareStatistics, finder `organizationalEntity`, one
// post by `shares=List(…)` or `ugcPosts=List(…)`, lifetime when timeIntervals is left out
// (https://learn.microsoft.com/en-us/linkedin/marketing/community-management/organizations/share-statistics).
const shareStatistics = z.object({
  impressionCount: metricCount.optional(),
  uniqueImpressionsCount: metricCount.optional(),
  likeCount: metricCount.optional(),
  commentCount: metricCount.optional(),
  shareCount: metricCount.optional(),
  clickCount: metricCount.optional(),
});
const organizationAnswer = z.object({ elements: z.array(z.object({ totalShareStatistics: shareStatistics.optional() })).max(100) });

type PostUrn = { kind: "share" | "ugcPost"; urn: string };

function postUrn(platformPostId: string): PostUrn {
  const match = /^urn:li:(share|ugcPost):\d{1,30}$/.exec(platformPostId);
  if (!match) throw new PublishError("permanent", `LinkedIn post id ${platformPostId} is not a share or ugcPost URN, so its statistics cannot be read.`);
  return { kind: match[1] as PostUrn["kind"], urn: platformPostId };
}

const memberPath = (post: PostUrn, queryType: string) =>
  `/rest/memberCreatorPostAnalytics?q=entity&entity=(${post.kind}:${encodeURIComponent(post.urn)})&queryType=${queryType}&aggregation=TOTAL`;
const organizationPath = (organization: string, post: PostUrn) =>
  `/rest/organizationalEntityShareStatistics?q=organizationalEntity&organizationalEntity=${encodeURIComponent(organization)}&${post.kind === "share" ? "shares" : "ugcPosts"}=List(${encodeURIComponent(post.urn)})`;

/**
 * A LinkedIn post's statistics with the connection's token, by who wrote it: a member's post
 * through memberCreatorPostAnalytics (one request per metric: impressions, members reached,
 * reactions, comments, reshares, saves), an organization's through
 * organizationalEntityShareStatistics (one request: impressions, unique impressions, likes,
 * comments, shares, clicks).
 */
export const linkedinMetrics: MetricsFetcher = {
  platform: "linkedin",
  api: linkedin.api,
  credentials: "connection",
  // A member's post takes one request per query type; an organization's one.
  requestsPerRead: Object.keys(MEMBER_QUERY_TYPES).length,
  endpoint: ({ platformPostId }) => `GET /rest/memberCreatorPostAnalytics or /rest/organizationalEntityShareStatistics for ${platformPostId}`,
  async fetch(request, { baseUrl, timeoutMs }) {
    const { author_urn, access_token } = requireCredentials("linkedin", request.credentials, ["author_urn", "access_token"]);
    const post = postUrn(request.platformPostId);
    const get = async (path: string) => {
      const answer = await sendHttp({
        platform: "linkedin",
        method: "GET",
        url: `${baseUrl}${path}`,
        headers: { authorization: `Bearer ${access_token}`, "linkedin-version": linkedInVersion(), "x-restli-protocol-version": "2.0.0" },
        timeoutMs,
        repeatable: true,
      });
      if (!isSuccess(answer)) throw metricsErrorFromAnswer("linkedin", answer, readLinkedInError(answer.json));
      return metricsJson("linkedin", answer);
    };
    if (author_urn.startsWith("urn:li:organization:")) {
      const path = organizationPath(author_urn, post);
      return readOrganizationMetrics(await get(path), `GET ${path}`);
    }
    const answers: Partial<Record<MetricName, unknown>> = {};
    for (const [metric, queryType] of Object.entries(MEMBER_QUERY_TYPES)) answers[metric as MetricName] = await get(memberPath(post, queryType));
    return readMemberMetrics(answers, `GET ${memberPath(post, "{" + Object.values(MEMBER_QUERY_TYPES).join("|") + "}")}`);
  },
};

/** A member post's metrics from one answer per query type. */
export function readMemberMetrics(answers: Partial<Record<MetricName, unknown>>, sourceEndpoint: string): MetricReading {
  const metric = (name: MetricName): MetricValue => {
    if (!(name in answers)) return notOffered;
    const parsed = memberAnswer.safeParse(answers[name]);
    if (!parsed.success) throw unusableMetricsAnswer("linkedin", `${MEMBER_QUERY_TYPES[name]}: ${firstIssue(parsed.error)}`);
    // TOTAL aggregation answers one element; none means LinkedIn has no figure for it yet.
    return valueOrNotReturned(parsed.data.elements[0]?.count);
  };
  return {
    sourceEndpoint,
    metrics: { views: metric("views"), reach: metric("reach"), likes: metric("likes"), comments: metric("comments"), shares: metric("shares"), saves: metric("saves"), clicks: notOffered },
    extras: {},
  };
}

/** An organization post's metrics from organizationalEntityShareStatistics' answer. */
export function readOrganizationMetrics(json: unknown, sourceEndpoint: string): MetricReading {
  const parsed = organizationAnswer.safeParse(json);
  if (!parsed.success) throw unusableMetricsAnswer("linkedin", firstIssue(parsed.error));
  const stats = parsed.data.elements[0]?.totalShareStatistics;
  // LinkedIn keeps share statistics for a rolling 12 months only; after that, nothing comes back.
  if (!stats) throw new PublishError("permanent", "LinkedIn returned no statistics for the post (older than its 12-month window, or not this organization's).");
  return {
    sourceEndpoint,
    metrics: {
      views: valueOrNotReturned(stats.impressionCount),
      reach: valueOrNotReturned(stats.uniqueImpressionsCount),
      likes: valueOrNotReturned(stats.likeCount),
      comments: valueOrNotReturned(stats.commentCount),
      shares: valueOrNotReturned(stats.shareCount),
      saves: notOffered,
      clicks: valueOrNotReturned(stats.clickCount),
    },
    extras: {},
  };
}

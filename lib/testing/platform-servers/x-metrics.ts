/**
 * The loopback X server's metrics read, as X documents it (https://docs.x.com/x-api/posts/lookup/quickstart,
 * https://docs.x.com/x-api/fundamentals/metrics): `GET /2/tweets?ids=<up to 100>&tweet.fields=…`
 * answers `{data: [{id, text, edit_history_tweet_ids, public_metrics?, non_public_metrics?}]}`, and
 * an id it cannot find goes in `errors` (a 200 all the same). `non_public_metrics` is only for
 * the authenticated user's own posts: asked for another's, X answers an authorization problem.
 * Counts grow with every read of a post, so a series shows them growing.
 */
import type { PlatformAnswer, PlatformRequest } from "@/lib/testing/platform-servers/platform-server";

export type XMetricsState = {
  /** How many times each post's metrics were read. */
  reads: Map<string, number>;
  /** Answers the next metrics reads get instead, in order (a 429 with Retry-After, a malformed body). */
  scripted: PlatformAnswer[];
};

type Tweet = { id: string; text: string; token: string };

const invalid = (detail: string): PlatformAnswer => ({ status: 400, json: { title: "Invalid Request", type: "https://api.twitter.com/2/problems/invalid-request", detail, errors: [{ message: detail }] } });
const FIELDS = new Set(["public_metrics", "non_public_metrics", "organic_metrics", "created_at", "author_id"]);

export function answerXMetrics(request: PlatformRequest, token: string, tweets: Tweet[], state: XMetricsState): PlatformAnswer {
  const ids = (request.query.get("ids") ?? "").split(",").filter(Boolean);
  if (ids.length === 0 || ids.length > 100) return invalid("ids must name 1 to 100 posts.");
  const fields = (request.query.get("tweet.fields") ?? "").split(",").filter(Boolean);
  const unknown = fields.find((field) => !FIELDS.has(field));
  if (unknown) return invalid(`The \`tweet.fields\` query parameter value [${unknown}] is not one of the allowed values.`);
  const data: object[] = [];
  const errors: object[] = [];
  // A lookup by id, so a benchmark's tens of thousands of posts are not searched id by id.
  const wanted = new Set(ids);
  const byId = new Map(tweets.filter((item) => wanted.has(item.id)).map((item) => [item.id, item]));
  for (const id of ids) {
    const tweet = byId.get(id);
    if (!tweet) {
      errors.push({ value: id, detail: `Could not find tweet with ids: [${id}].`, title: "Not Found Error", resource_type: "tweet", parameter: "ids", resource_id: id, type: "https://api.twitter.com/2/problems/resource-not-found" });
      continue;
    }
    const own = tweet.token === token;
    if (!own && (fields.includes("non_public_metrics") || fields.includes("organic_metrics"))) {
      errors.push({ value: id, detail: "Sorry, you are not authorized to access non_public_metrics on this Tweet.", title: "Authorization Error", resource_type: "tweet", field: "non_public_metrics", resource_id: id, type: "https://api.twitter.com/2/problems/not-authorized-for-field" });
      continue;
    }
    const n = (state.reads.get(id) ?? 0) + 1;
    state.reads.set(id, n);
    const item: Record<string, unknown> = { id, text: tweet.text, edit_history_tweet_ids: [id] };
    if (fields.includes("public_metrics")) {
      item.public_metrics = { retweet_count: n, reply_count: n, like_count: 3 * n, quote_count: 0, bookmark_count: n, impression_count: 100 * n };
    }
    if (fields.includes("non_public_metrics")) item.non_public_metrics = { impression_count: 100 * n, url_link_clicks: 2 * n, user_profile_clicks: n };
    data.push(item);
  }
  return { status: 200, json: { ...(data.length > 0 ? { data } : {}), ...(errors.length > 0 ? { errors } : {}) } };
}

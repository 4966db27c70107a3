/**
 * X's user timeline on loopback (docs/platforms.md, "Finding a post after a crash"):
 * `GET /2/users/{id}/tweets` with `start_time` (ISO 8601, second precision), `max_results`
 * (5–100, default 10), `pagination_token` (a page's `meta.next_token`) and `tweet.fields`
 * (`created_at`, `entities`, `referenced_tweets`: a reply's `replied_to`). Newest first; the
 * account's replies are listed with its posts, as X's timeline does without `exclude=replies`. As X does, a tweet's text is listed with each link
 * shortened to a t.co URL (its expanded_url in `entities.urls`) and `&`, `<`, `>` as HTML entities.
 */
import type { PlatformAnswer, PlatformRequest } from "@/lib/testing/platform-servers/platform-server";

export type TimelineTweet = { id: string; text: string; createdAt: number; inReplyTo?: string };

export const X_TIMELINE = /^\/2\/users\/([^/]+)\/tweets$/;

const invalid = (detail: string): PlatformAnswer => ({ status: 400, json: { title: "Invalid Request", type: "https://api.twitter.com/2/problems/invalid-request", detail, errors: [{ message: detail }] } });

export function answerXTimeline(request: PlatformRequest, accountId: string, tweets: readonly TimelineTweet[]): PlatformAnswer {
  const userId = decodeURIComponent(X_TIMELINE.exec(request.path)![1]);
  const maxResults = Number(request.query.get("max_results") ?? "10");
  if (!Number.isInteger(maxResults) || maxResults < 5 || maxResults > 100) return invalid("max_results must be an integer from 5 to 100.");
  const startParam = request.query.get("start_time");
  if (startParam !== null && !/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,3})?Z$/.test(startParam)) return invalid(`start_time must be YYYY-MM-DDTHH:mm:ssZ, got ${startParam}.`);
  // Second granularity, inclusive: 12:00:01 includes the whole first second.
  const start = startParam === null ? 0 : Math.floor(Date.parse(startParam) / 1000) * 1000;
  const offset = Number(request.query.get("pagination_token") ?? "0");
  if (!Number.isInteger(offset) || offset < 0) return invalid("pagination_token is not one this endpoint issued.");
  const fields = (request.query.get("tweet.fields") ?? "").split(",");

  const window = (userId === accountId ? [...tweets] : []).filter((tweet) => tweet.createdAt >= start).sort((a, b) => b.createdAt - a.createdAt || (BigInt(b.id) > BigInt(a.id) ? 1 : -1));
  const page = window.slice(offset, offset + maxResults);
  if (page.length === 0) return { status: 200, json: { meta: { result_count: 0 } } };
  const next = offset + maxResults < window.length ? String(offset + maxResults) : undefined;
  return {
    status: 200,
    json: {
      data: page.map((tweet) => listed(tweet, fields)),
      meta: { result_count: page.length, newest_id: page[0].id, oldest_id: page[page.length - 1].id, ...(next ? { next_token: next } : {}) },
    },
  };
}

function listed(tweet: TimelineTweet, fields: string[]) {
  const urls: Array<{ start: number; end: number; url: string; expanded_url: string; display_url: string }> = [];
  let text = "";
  let last = 0;
  for (const match of tweet.text.matchAll(/https?:\/\/\S+/g)) {
    text += escapeHtml(tweet.text.slice(last, match.index));
    const short = `https://t.co/${shortCode(tweet.id, urls.length)}`;
    urls.push({ start: [...text].length, end: [...text].length + short.length, url: short, expanded_url: match[0], display_url: match[0].replace(/^https?:\/\//, "") });
    text += short;
    last = match.index! + match[0].length;
  }
  text += escapeHtml(tweet.text.slice(last));
  return {
    id: tweet.id,
    text,
    edit_history_tweet_ids: [tweet.id],
    ...(fields.includes("created_at") ? { created_at: new Date(tweet.createdAt).toISOString() } : {}),
    ...(fields.includes("entities") && urls.length > 0 ? { entities: { urls } } : {}),
    ...(fields.includes("referenced_tweets") && tweet.inReplyTo ? { referenced_tweets: [{ type: "replied_to", id: tweet.inReplyTo }] } : {}),
  };
}

function escapeHtml(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
}

function shortCode(id: string, index: number): string {
  return (BigInt(id) * 31n + BigInt(index)).toString(36).slice(-10).padStart(10, "x");
}

/**
 * The Graph API's insights edge on loopback, shared by Facebook Page posts, Instagram media and
 * Threads media: `GET /{id}/insights?metric=a,b` answers
 * `{data: [{name, period: "lifetime", values: [{value}], title, description, id}]}`. A metric
 * the platform removed answers its "invalid metric" error (code 100); no metric at all, code
 * 3001 subcode 1504028; a withheld metric is left out of `data`, as Meta leaves out a metric it
 * has no data for.
 */
import { graphError } from "@/lib/testing/platform-servers/graph-kit";
import { countRead, type MetricsState } from "@/lib/testing/platform-servers/metrics-state";
import type { PlatformAnswer, PlatformRequest } from "@/lib/testing/platform-servers/platform-server";

export type InsightsCatalogue = {
  /** The metrics offered, each with its count after `n` reads. */
  offered: Record<string, (n: number) => number>;
  /** Metrics the platform removed, with the error message asking for one gets. */
  removed: Record<string, string>;
};

export function answerGraphInsights(request: PlatformRequest, id: string, catalogue: InsightsCatalogue, state: MetricsState): PlatformAnswer {
  if (state.scripted.length > 0) return state.scripted.shift()!;
  const asked = (request.query.get("metric") ?? "").split(",").filter(Boolean);
  if (asked.length === 0) {
    return graphError(400, 3001, "Invalid query", { error_subcode: 1504028, error_user_msg: "No metric was specified to be fetched. Please specify one or more metrics to be fetched and try again." });
  }
  for (const metric of asked) {
    if (metric in catalogue.removed) return graphError(400, 100, catalogue.removed[metric]);
    if (!(metric in catalogue.offered)) return graphError(400, 100, `(#100) metric[${asked.indexOf(metric)}] must be one of the following values: ${Object.keys(catalogue.offered).join(", ")}`);
  }
  const n = countRead(state, id);
  const data = asked
    .filter((metric) => !state.withheld.has(metric))
    .map((metric) => ({ name: metric, period: "lifetime", values: [{ value: catalogue.offered[metric](n) }], title: metric, description: `Lifetime ${metric}`, id: `${id}/insights/${metric}/lifetime` }));
  return { status: 200, json: { data } };
}

/**
 * Business Profile Performance API on loopback
 * (developers.google.com/my-business/reference/performance/rest/v1/locations):
 * `GET /v1/locations/{id}:fetchMultiDailyMetricsTimeSeries?dailyMetrics=…&dailyRange.startDate.year=…`
 * answers `{multiDailyMetricTimeSeries: [{dailyMetricTimeSeries: [{dailyMetric, timeSeries:
 * {datedValues: [{date, value?}]}}]}]}`, one dated value per day of the range, `value` an int64
 * string left out when it is zero. A metric Google does not have (the v4 API's retired
 * QUERIES_DIRECT, say) answers 400 INVALID_ARGUMENT. Daily counts grow with every read.
 */
import { countRead, type MetricsState } from "@/lib/testing/platform-servers/metrics-state";
import type { PlatformAnswer, PlatformRequest } from "@/lib/testing/platform-servers/platform-server";

export const PERFORMANCE_PATH = /^\/v1\/locations\/([^/:]+):fetchMultiDailyMetricsTimeSeries$/;
const DAILY: Record<string, number> = {
  BUSINESS_IMPRESSIONS_DESKTOP_MAPS: 3,
  BUSINESS_IMPRESSIONS_DESKTOP_SEARCH: 5,
  BUSINESS_IMPRESSIONS_MOBILE_MAPS: 7,
  BUSINESS_IMPRESSIONS_MOBILE_SEARCH: 11,
  BUSINESS_CONVERSATIONS: 0,
  BUSINESS_DIRECTION_REQUESTS: 2,
  CALL_CLICKS: 1,
  WEBSITE_CLICKS: 4,
  BUSINESS_BOOKINGS: 0,
  BUSINESS_FOOD_ORDERS: 0,
  BUSINESS_FOOD_MENU_CLICKS: 0,
};

const error = (code: number, status: string, message: string): PlatformAnswer => ({ status: code, json: { error: { code, message, status } } });

function dateOf(query: URLSearchParams, prefix: string): Date | null {
  const [year, month, day] = ["year", "month", "day"].map((part) => Number(query.get(`${prefix}.${part}`)));
  if (![year, month, day].every(Number.isInteger)) return null;
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCMonth() === month - 1 && date.getUTCDate() === day ? date : null;
}

export function answerPerformance(request: PlatformRequest, locationId: string, state: MetricsState): PlatformAnswer {
  if (state.scripted.length > 0) return state.scripted.shift()!;
  const metrics = request.query.getAll("dailyMetrics");
  if (metrics.length === 0) return error(400, "INVALID_ARGUMENT", "Request contains an invalid argument: dailyMetrics is required.");
  const unknown = metrics.find((metric) => !(metric in DAILY));
  if (unknown) return error(400, "INVALID_ARGUMENT", `Invalid value at 'daily_metrics[${metrics.indexOf(unknown)}]' (type.googleapis.com/google.businessprofileperformance.v1.DailyMetric), "${unknown}"`);
  const start = dateOf(request.query, "dailyRange.startDate");
  const end = dateOf(request.query, "dailyRange.endDate");
  if (!start || !end || end < start) return error(400, "INVALID_ARGUMENT", "Request contains an invalid argument: dailyRange must be a valid start and end date, start first.");
  const n = countRead(state, locationId);
  const days: Date[] = [];
  for (let at = start.getTime(); at <= end.getTime() && days.length < 550; at += 86_400_000) days.push(new Date(at));
  const dailyMetricTimeSeries = metrics
    .filter((metric) => !state.withheld.has(metric))
    .map((metric) => ({
      dailyMetric: metric,
      timeSeries: {
        datedValues: days.map((day) => {
          const value = DAILY[metric] * n;
          const date = { year: day.getUTCFullYear(), month: day.getUTCMonth() + 1, day: day.getUTCDate() };
          return value === 0 ? { date } : { date, value: String(value) };
        }),
      },
    }));
  return { status: 200, json: { multiDailyMetricTimeSeries: [{ dailyMetricTimeSeries }] } };
}

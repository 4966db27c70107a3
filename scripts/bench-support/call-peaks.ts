import type { RecordedCall } from "@/lib/testing/platform-servers/platform-server";

/** The most calls received within any `windowMs` (a sliding window over the arrival times). */
export function peakPerWindow(calls: RecordedCall[], windowMs: number): number {
  const times = calls.map((call) => call.at).sort((a, b) => a - b);
  let peak = 0;
  for (let start = 0, end = 0; end < times.length; end++) {
    while (times[end] - times[start] >= windowMs) start++;
    peak = Math.max(peak, end - start + 1);
  }
  return peak;
}

/** The same, for the busiest single account (calls grouped by their bearer token). */
export function peakPerAccount(calls: RecordedCall[], windowMs: number): number {
  const byToken = new Map<string, RecordedCall[]>();
  for (const call of calls) {
    const token = /^Bearer (\S+)$/.exec(call.headers.authorization ?? "")?.[1] ?? call.query.get("access_token") ?? call.form?.get("access_token") ?? "?";
    const list = byToken.get(token);
    if (list) list.push(call);
    else byToken.set(token, [call]);
  }
  return Math.max(0, ...[...byToken.values()].map((list) => peakPerWindow(list, windowMs)));
}

/**
 * How long a platform asked us to wait, in ms, or undefined when it did not say.
 * `Retry-After` is delta-seconds or an HTTP date (RFC 9110 §10.2.3). X and Bluesky send their
 * reset time as epoch seconds instead (`x-rate-limit-reset`, `ratelimit-reset`), so those are read
 * as a fallback; a small number in them is taken as delta-seconds, as the IETF draft defines it.
 */
export function retryAfterMs(headers: Pick<Headers, "get">, now: number = Date.now()): number | undefined {
  const retryAfter = headers.get("retry-after");
  if (retryAfter !== null) {
    const parsed = parseRetryAfter(retryAfter, now);
    if (parsed !== undefined) return parsed;
  }
  for (const name of ["x-rate-limit-reset", "ratelimit-reset"]) {
    const value = headers.get(name);
    if (value !== null) {
      const parsed = parseResetSeconds(value, now);
      if (parsed !== undefined) return parsed;
    }
  }
  return undefined;
}

export function parseRetryAfter(value: string, now: number = Date.now()): number | undefined {
  const trimmed = value.trim();
  if (/^\d+(\.\d+)?$/.test(trimmed)) return Math.round(Number(trimmed) * 1000);
  const date = Date.parse(trimmed);
  if (Number.isNaN(date)) return undefined;
  return Math.max(0, date - now);
}

// Anything above this is an epoch timestamp rather than a number of seconds to wait.
const EPOCH_SECONDS_THRESHOLD = 1_000_000_000;

function parseResetSeconds(value: string, now: number): number | undefined {
  const trimmed = value.trim();
  if (!/^\d+$/.test(trimmed)) return undefined;
  const seconds = Number(trimmed);
  if (seconds >= EPOCH_SECONDS_THRESHOLD) return Math.max(0, seconds * 1000 - now);
  return seconds * 1000;
}

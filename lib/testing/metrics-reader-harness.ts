import { expect } from "vitest";
import type { MetricsFetcher } from "@/lib/platforms/metrics-kit/metric-reading";
import { PublishError } from "@/lib/platforms/publisher-kit/publish-error";

// Test support for the metrics readers (lib/platforms/<platform>/metrics.test.ts): one reading
// against a loopback platform server, and the error a refused reading throws.

export function readWith(fetcher: MetricsFetcher, baseUrl: string, credentials: Record<string, string>, platformPostId: string, publishedAt = new Date(Date.now() - 3600_000)) {
  return fetcher.fetch({ credentials, platformPostId, publishedAt, now: new Date() }, { baseUrl, timeoutMs: 5000 });
}

/** The PublishError `read` throws or rejects with; fails the test when it resolves. */
export async function refusal(read: () => unknown): Promise<PublishError> {
  try {
    await read();
  } catch (error) {
    expect(error).toBeInstanceOf(PublishError);
    return error as PublishError;
  }
  throw new Error("expected the reading to be refused");
}

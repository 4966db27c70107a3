import { dbPool } from "@/lib/db/pool";
import type { PlatformAnswer, PlatformApi, PlatformRequest } from "@/lib/testing/platform-servers/platform-server";

/**
 * A loopback API put in front of a platform's: it answers the request a test arms with
 * `refuse(match)` (429 with Retry-After unless another answer is given), once or `times` times
 * in a row, and leaves every other request to the platform. `armed()` says whether a refusal is
 * still waiting.
 */
export function refuseOnceApi() {
  let match: ((request: PlatformRequest) => boolean) | null = null;
  let refusal: PlatformAnswer = tooManyRequests;
  let left = 0;
  const api: PlatformApi = {
    name: "refuse-once",
    async answer(request) {
      if (!match?.(request)) return null;
      if (--left === 0) match = null;
      return refusal;
    },
  };
  return {
    api,
    refuse(next: (request: PlatformRequest) => boolean, answer: PlatformAnswer = tooManyRequests, times = 1) {
      match = next;
      refusal = answer;
      left = times;
    },
    armed: () => match !== null,
  };
}

const tooManyRequests: PlatformAnswer = { status: 429, headers: { "retry-after": "1" }, json: { error: { message: "Too many requests", code: 4 } } };

/** The account's sends recorded for this delivery: the posting slots it holds (lib/pacing/). */
export async function slotsHeldBy(deliveryId: string): Promise<number> {
  const { rows } = await dbPool().query("SELECT count(*)::int AS n FROM posting_sends WHERE delivery_id = $1", [deliveryId]);
  return rows[0].n;
}

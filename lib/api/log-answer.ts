import type { ResponseContext } from "@/lib/api/envelope";
import type { ErrorCode } from "@/lib/errors";
import { answerLog } from "@/lib/log";

export type AnswerFacts = {
  status: number;
  /** The error code of a failure. */
  code?: ErrorCode;
  /** Only for an unexpected error: logged with its stack, on this one line. */
  err?: unknown;
  /** The key or user that made the request, once known. */
  keyId?: string | null;
  userId?: string;
};

const MAX_LOGGED_PATH = 200;

/**
 * One line per answer under /api/v1 (and sign-up): request id, method, path (never the query or
 * any header or body), status, duration, who asked and the error code. An expected failure is an
 * ordinary `info` line without a stack; only an unexpected one is an `error` with its stack.
 */
export function logAnswer(request: Request, context: ResponseContext, facts: AnswerFacts): void {
  const path = new URL(request.url).pathname;
  const line = {
    request_id: context.requestId,
    method: request.method,
    path: path.length > MAX_LOGGED_PATH ? `${path.slice(0, MAX_LOGGED_PATH)}…` : path,
    status: facts.status,
    ms: context.startedAt === undefined ? undefined : Math.round(performance.now() - context.startedAt),
    auth_method: context.authMethod,
    key_id: facts.keyId ?? undefined,
    user_id: facts.userId,
    code: facts.code,
  };
  const message = `${request.method} ${line.path} ${facts.status}`;
  const logger = answerLog();
  if (facts.err !== undefined) logger.error({ ...line, err: facts.err }, message);
  else if (facts.status >= 500) logger.error(line, message);
  else logger.info(line, message);
}

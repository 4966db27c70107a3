import { randomUUID } from "node:crypto";
import type { Endpoint, EndpointHandler, HandlerInput } from "@/lib/api/endpoint";
import { answerBreach } from "@/lib/api/answer-checks";
import { asCsvWhenAsked } from "@/lib/api/csv-answer";
import type { ResponseContext } from "@/lib/api/envelope";
import { logAnswer } from "@/lib/api/log-answer";
import { authenticateAndLimit } from "@/lib/api/steps/authenticate";
import { authorize } from "@/lib/api/steps/authorize";
import { parseInput, type RouteContext } from "@/lib/api/steps/parse-input";
import { recordAudit } from "@/lib/api/steps/record-audit";
import { respondWithBreach, respondWithData, respondWithError, type Answered } from "@/lib/api/steps/respond";
import { runIdempotently } from "@/lib/api/steps/run-idempotently";
import type { Caller } from "@/lib/auth/caller";

export type RouteHandler = (request: Request, routeContext?: RouteContext) => Promise<Response>;

const declarations = new WeakMap<RouteHandler, Endpoint>();

/** The declaration a route handler was made from (the route-coverage test reads it). */
export function declarationOf(handler: unknown): Endpoint | undefined {
  return typeof handler === "function" ? declarations.get(handler as RouteHandler) : undefined;
}

/**
 * The one wrapper of every declared route (docs/design.md, "How a request flows"):
 * `export const GET = route(brandEndpoints.list, async ({ caller }) => ...)`. It takes
 * auth, params, query, body and status from the declaration, and the handler must return
 * the declared `data`. Steps: authenticate and limit, authorize, (for a POST with an
 * Idempotency-Key) claim the key or replay its answer, parse, handle, respond;
 * whatever is thrown leaves through the one error mapper as `{ ok: false, error, meta }`.
 * Every answer is logged as one line (lib/api/log-answer.ts); every successful write is recorded
 * in the audit trail (lib/api/steps/record-audit.ts).
 */
export function route<const E extends Endpoint>(endpoint: E, handler: EndpointHandler<E>): RouteHandler {
  /** The answer, and who asked (for the log line) once authentication got that far. */
  const answer = async (request: Request, routeContext: RouteContext | undefined, context: ResponseContext, who: { caller: Caller | null }): Promise<Answered> => {
    try {
      const caller = await authenticateAndLimit(request, endpoint, context);
      who.caller = caller;
      if (caller) authorize(request, caller, endpoint.auth);
      return await runIdempotently(request, endpoint, caller, context, {
        parse: () => parseInput(request, endpoint, routeContext),
        handle: async (input) => {
          try {
            // The steps parsed with E's own schemas; the compiler cannot follow that through Endpoint.
            const data = await handler({ request, caller, ...input } as HandlerInput<E>);
            return respondWithData(endpoint, context, data);
          } catch (thrown) {
            return respondWithError(context, thrown);
          }
        },
      });
    } catch (thrown) {
      return respondWithError(context, thrown);
    }
  };
  const routeHandler: RouteHandler = async (request, routeContext) => {
    const context: ResponseContext = { requestId: randomUUID(), startedAt: performance.now() };
    const who: { caller: Caller | null } = { caller: null };
    const answered = await answer(request, routeContext, context, who);
    // Under the tests' contract checks, an answer that breaks its declaration or the OpenAPI
    // document is replaced by a 500 that names the breach (lib/api/answer-checks.ts).
    const breach = await answerBreach(endpoint, answered.response);
    const { response: checked, code } = breach ? respondWithBreach(context, breach) : answered;
    const response = breach ? checked : await asCsvWhenAsked(endpoint, request, checked);
    // A write that succeeded is in the audit trail before its answer leaves (docs/teams.md).
    await recordAudit(request, endpoint, routeContext, context, who.caller, response);
    logAnswer(request, context, { status: response.status, code, err: answered.err, keyId: who.caller?.keyId, userId: who.caller?.userId });
    return response;
  };
  declarations.set(routeHandler, endpoint);
  return routeHandler;
}

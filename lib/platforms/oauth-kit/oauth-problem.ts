/**
 * Why a sign-in or a token renewal failed, in the terms the rest of the app acts on:
 * - invalid_grant: the code or refresh token was refused (expired, revoked, already used);
 *   only signing in again helps, so the connection becomes reconnect_required.
 * - app_config: the platform refused this deployment's app (wrong client id or secret, redirect
 *   URI not registered); an administrator fixes it, reconnecting does not.
 * - unavailable: the platform did not answer usefully (network, timeout, 5xx, 429); try later.
 * - refused: the platform said no for another reason (the person cancelled, a missing
 *   permission, no Page to post to); the message says what.
 * Messages are shown to people: they carry the platform's words, never a token.
 */
export type OAuthProblemKind = "invalid_grant" | "app_config" | "unavailable" | "refused";

export class OAuthProblem extends Error {
  constructor(
    readonly kind: OAuthProblemKind,
    message: string,
    /** The platform's own words (its error code and description), for a caller that words the message for its case. */
    readonly detail: string | null = null,
    /**
     * Set on a lookup the platform answered by refusing what was sent: the token (401, Graph's
     * code 190, TikTok's access_token_invalid) or an id it does not know (404, Graph's code 100).
     * A check of pasted credentials refuses them then; any other failure leaves them unchecked.
     */
    readonly refusedPart: "token" | "id" | null = null,
  ) {
    super(message);
    this.name = "OAuthProblem";
  }
}

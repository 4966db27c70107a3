import type { PlatformId } from "@/lib/platforms/ids";
import { oauthRequest } from "@/lib/platforms/oauth-kit/oauth-http";
import { readTokenAnswer, type TokenSet } from "@/lib/platforms/oauth-kit/token-answer";

/** One platform app speaking RFC 6749's authorization code grant (with RFC 7636 PKCE where used). */
export type StandardOAuthApp = {
  platform: PlatformId;
  authorizeUrl: string;
  tokenUrl: string;
  clientId: string;
  clientSecret: string;
  /** "basic": HTTP Basic with id and secret (RFC 6749 §2.3.1); "body": both as form fields. */
  clientAuth: "basic" | "body";
  /** The name of the client id parameter; TikTok calls it client_key. */
  clientIdParam?: string;
  scopes: readonly string[];
  /** Space by the RFC; TikTok, Threads and Meta take commas. */
  scopeSeparator: " " | ",";
  pkce: boolean;
  /** Google's access_type=offline and prompt=consent, for instance. */
  extraAuthorizeParams?: Record<string, string>;
};

export function buildAuthorizeUrl(app: StandardOAuthApp, input: { state: string; redirectUri: string; codeChallenge: string | null }): string {
  const url = new URL(app.authorizeUrl);
  const params: Record<string, string> = {
    response_type: "code",
    [app.clientIdParam ?? "client_id"]: app.clientId,
    redirect_uri: input.redirectUri,
    scope: app.scopes.join(app.scopeSeparator),
    state: input.state,
    ...app.extraAuthorizeParams,
  };
  if (app.pkce && input.codeChallenge) {
    params.code_challenge = input.codeChallenge;
    params.code_challenge_method = "S256";
  }
  for (const [name, value] of Object.entries(params)) url.searchParams.set(name, value);
  return url.toString();
}

export async function exchangeCode(app: StandardOAuthApp, input: { code: string; redirectUri: string; codeVerifier: string | null }): Promise<TokenSet> {
  const form: Record<string, string> = { grant_type: "authorization_code", code: input.code, redirect_uri: input.redirectUri };
  if (app.pkce && input.codeVerifier) form.code_verifier = input.codeVerifier;
  return tokenRequest(app, form);
}

/** The refresh_token grant (RFC 6749 §6). The answer may carry a new refresh token (rotation). */
export async function refreshGrant(app: StandardOAuthApp, refreshToken: string): Promise<TokenSet> {
  return tokenRequest(app, { grant_type: "refresh_token", refresh_token: refreshToken });
}

async function tokenRequest(app: StandardOAuthApp, grant: Record<string, string>): Promise<TokenSet> {
  const headers: Record<string, string> = {};
  const form = { ...grant };
  if (app.clientAuth === "basic") {
    // RFC 6749 §2.3.1: each part form-urlencoded, then "id:secret" in base64.
    const pair = `${formEncode(app.clientId)}:${formEncode(app.clientSecret)}`;
    headers.authorization = `Basic ${Buffer.from(pair, "utf8").toString("base64")}`;
  } else {
    form[app.clientIdParam ?? "client_id"] = app.clientId;
    form.client_secret = app.clientSecret;
  }
  const answer = await oauthRequest(app.platform, { method: "POST", url: app.tokenUrl, headers, form });
  return readTokenAnswer(app.platform, answer);
}

function formEncode(value: string): string {
  return new URLSearchParams({ v: value }).toString().slice(2);
}

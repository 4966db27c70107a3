import { describe, expect, it } from "vitest";
import { refreshTokenUsable, renewedOAuth, storedOAuth } from "@/lib/platforms/oauth-kit/stored-oauth";
import type { TokenSet } from "@/lib/platforms/oauth-kit/token-answer";

const expires = new Date("2030-01-01T00:00:00.000Z");
const tokens = (over: Partial<TokenSet> = {}): TokenSet => ({ accessToken: "a", refreshToken: "r2", expiresAt: null, refreshExpiresAt: expires, scope: "s", raw: {}, ...over });

describe("stored OAuth state", () => {
  it("keeps the refresh token and scope, and the refresh token's expiry only where the platform keeps it", () => {
    expect(storedOAuth(tokens(), { refreshExpiry: true })).toEqual({ refresh_token: "r2", refresh_expires_at: "2030-01-01T00:00:00.000Z", scope: "s" });
    expect(storedOAuth(tokens(), { refreshExpiry: false })).toEqual({ refresh_token: "r2", scope: "s" });
    expect(storedOAuth(tokens({ refreshToken: null, refreshExpiresAt: null, scope: null }), { refreshExpiry: true })).toEqual({});
  });

  it("after a refresh, takes a rotated refresh token and keeps the stored one when none comes back", () => {
    expect(renewedOAuth({ refresh_token: "r1", scope: "old" }, tokens(), { refreshExpiry: false })).toEqual({ refresh_token: "r2", scope: "s" });
    expect(renewedOAuth({ refresh_token: "r1", scope: "old" }, tokens({ refreshToken: null, scope: null }), { refreshExpiry: false })).toEqual({ refresh_token: "r1", scope: "old" });
  });

  it("a refresh token is usable when stored and not past the expiry the platform gave", () => {
    expect(refreshTokenUsable({})).toBe(false);
    expect(refreshTokenUsable({ refresh_token: "r" })).toBe(true);
    expect(refreshTokenUsable({ refresh_token: "r", refresh_expires_at: new Date(Date.now() + 60_000).toISOString() })).toBe(true);
    expect(refreshTokenUsable({ refresh_token: "r", refresh_expires_at: new Date(Date.now() - 60_000).toISOString() })).toBe(false);
  });
});

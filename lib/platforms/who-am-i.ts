import { blueskySessionAccount } from "@/lib/platforms/bluesky/session-account";
import type { PlatformId } from "@/lib/platforms/ids";
import { linkedInMember } from "@/lib/platforms/linkedin/oauth";
import { linkedInTokenOwner } from "@/lib/platforms/linkedin/token-owner";
import { googleLocationAccount } from "@/lib/platforms/google-business/location-account";
import type { AccountProfile } from "@/lib/platforms/oauth-kit/connector";
import { readGraphObject } from "@/lib/platforms/oauth-kit/graph-object";
import { OAuthProblem } from "@/lib/platforms/oauth-kit/oauth-problem";
import { isObject, text } from "@/lib/platforms/oauth-kit/token-answer";
import { publisherBaseUrl } from "@/lib/platforms/publisher-kit/api-base-url";
import { threadsAccount } from "@/lib/platforms/threads/oauth";
import { tiktokAccount } from "@/lib/platforms/tiktok/oauth";
import { xAccount } from "@/lib/platforms/x-twitter/oauth";

/**
 * Asks the platform who pasted credentials act for, with its documented "who am I" read (the
 * sign-in's profile lookups where there is one). Answers the account to show, or null when the
 * read proves the credentials work but names no account to show (a LinkedIn Page token).
 * Throws OAuthProblem: `refusedPart` set when the platform refused the token or an id.
 */
export type WhoAmI = (credentials: Record<string, string>, timeoutMs: number) => Promise<AccountProfile | null>;

/** The credential a refused token (or password) and a refused id stand for, per platform. */
export const CHECKED_FIELDS: Record<PlatformId, { token: string; id: string | null }> = {
  x_twitter: { token: "access_token", id: null },
  facebook: { token: "page_access_token", id: "page_id" },
  instagram: { token: "access_token", id: "ig_user_id" },
  threads: { token: "access_token", id: "threads_user_id" },
  linkedin: { token: "access_token", id: "author_urn" },
  google_business: { token: "access_token", id: "location_name" },
  tiktok: { token: "access_token", id: null },
  bluesky: { token: "app_password", id: "handle" },
};

/** The id pasted is not the one the token acts for: publishing would fail or post elsewhere. */
function otherAccount(label: string, shown: string): OAuthProblem {
  return new OAuthProblem("refused", `This token belongs to ${label} ${shown}, not the one given.`, null, "id");
}

export const WHO_AM_I: Record<PlatformId, WhoAmI> = {
  x_twitter: async (c, timeoutMs) => (await xAccount(c.access_token, timeoutMs)).profile,
  tiktok: async (c, timeoutMs) => (await tiktokAccount(c.access_token, timeoutMs)).profile,
  threads: async (c, timeoutMs) => {
    const { id, profile } = await threadsAccount(c.access_token, timeoutMs);
    if (id && id !== c.threads_user_id) throw otherAccount("the Threads user", id);
    return profile;
  },
  linkedin: async (c, timeoutMs) => {
    const person = c.author_urn.match(/^urn:li:person:(.+)$/)?.[1];
    if (!person) {
      // A Page's token is a member's: /v2/me proves it works; the Page's name is not read.
      await linkedInTokenOwner(c.access_token, timeoutMs);
      return null;
    }
    const { sub, profile } = await linkedInMember(c.access_token, timeoutMs);
    if (sub !== person) throw otherAccount("the member", `urn:li:person:${sub}`);
    return profile;
  },
  facebook: async (c, timeoutMs) => {
    const page = await readGraphObject("facebook", publisherBaseUrl("facebook"), {
      id: c.page_id,
      fields: "id,name,picture{url}",
      accessToken: c.page_access_token,
      what: "the Page",
      timeoutMs,
    });
    const picture = isObject(page.picture) && isObject(page.picture.data) ? text(page.picture.data.url) : null;
    return { name: text(page.name) ?? `Page ${c.page_id}`, handle: null, avatarUrl: picture };
  },
  instagram: async (c, timeoutMs) => {
    const account = await readGraphObject("instagram", publisherBaseUrl("instagram"), {
      id: c.ig_user_id,
      fields: "id,username,name,profile_picture_url",
      accessToken: c.access_token,
      what: "the Instagram account",
      timeoutMs,
    });
    const username = text(account.username);
    return { name: text(account.name) ?? username ?? "Instagram account", handle: username ? `@${username}` : null, avatarUrl: text(account.profile_picture_url) };
  },
  google_business: (c, timeoutMs) => googleLocationAccount(c.location_name, c.access_token, timeoutMs),
  bluesky: (c, timeoutMs) => blueskySessionAccount(c.handle, c.app_password, timeoutMs),
};

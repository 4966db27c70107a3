import { oauthBaseUrl } from "@/lib/platforms/oauth-kit/app-credentials";
import { lookupProblem } from "@/lib/platforms/oauth-kit/lookup-problem";
import { oauthRequest } from "@/lib/platforms/oauth-kit/oauth-http";
import { isObject, text } from "@/lib/platforms/oauth-kit/token-answer";

export type GoogleLocation = {
  /** `accounts/{account}/locations/{location}`, the name the v4 localPosts API posts under. */
  name: string;
  title: string;
  accountName: string | null;
  address: string | null;
};

// Enough for any business a person picks from a list; a larger estate is a later concern.
const MAX_ACCOUNTS = 20;
const MAX_LOCATIONS = 200;
const PAGE_SIZE = 100;

/**
 * Every location the signed-in person manages: the accounts from the Account Management API
 * (GET /v1/accounts), then each account's locations from the Business Information API
 * (GET /v1/{accounts/*}/locations with a readMask, which it requires), page by page.
 */
export async function listGoogleLocations(accessToken: string): Promise<GoogleLocation[]> {
  const headers = { authorization: `Bearer ${accessToken}` };
  const accountsRoot = oauthBaseUrl("GOOGLE_ACCOUNT_MANAGEMENT_BASE_URL", "https://mybusinessaccountmanagement.googleapis.com");
  const infoRoot = oauthBaseUrl("GOOGLE_BUSINESS_INFORMATION_BASE_URL", "https://mybusinessbusinessinformation.googleapis.com");

  const accounts: { name: string; accountName: string | null }[] = [];
  for (let pageToken: string | null = null; accounts.length < MAX_ACCOUNTS; ) {
    const query = new URLSearchParams({ pageSize: "20", ...(pageToken ? { pageToken } : {}) });
    const answer = await oauthRequest("google_business", { method: "GET", url: `${accountsRoot}/v1/accounts?${query}`, headers });
    if (answer.status !== 200 || !isObject(answer.json)) throw lookupProblem("google_business", "your Business Profile accounts", answer);
    for (const account of Array.isArray(answer.json.accounts) ? answer.json.accounts : []) {
      const name = isObject(account) ? text(account.name) : null;
      if (name && /^accounts\/[^/]+$/.test(name)) accounts.push({ name, accountName: text((account as Record<string, unknown>).accountName) });
    }
    pageToken = text(answer.json.nextPageToken);
    if (!pageToken) break;
  }

  const locations: GoogleLocation[] = [];
  for (const account of accounts) {
    for (let pageToken: string | null = null; locations.length < MAX_LOCATIONS; ) {
      const query = new URLSearchParams({ readMask: "name,title,storefrontAddress", pageSize: String(PAGE_SIZE), ...(pageToken ? { pageToken } : {}) });
      const answer = await oauthRequest("google_business", { method: "GET", url: `${infoRoot}/v1/${account.name}/locations?${query}`, headers });
      if (answer.status !== 200 || !isObject(answer.json)) throw lookupProblem("google_business", "the locations", answer);
      for (const location of Array.isArray(answer.json.locations) ? answer.json.locations : []) {
        if (!isObject(location)) continue;
        // The Business Information API names a location `locations/{id}`; posts need the account too.
        const id = text(location.name)?.match(/^locations\/([^/]+)$/)?.[1];
        if (!id) continue;
        locations.push({ name: `${account.name}/locations/${id}`, title: text(location.title) ?? `Location ${id}`, accountName: account.accountName, address: addressOf(location.storefrontAddress) });
      }
      pageToken = text(answer.json.nextPageToken);
      if (!pageToken) break;
    }
  }
  return locations;
}

function addressOf(address: unknown): string | null {
  if (!isObject(address)) return null;
  const lines = Array.isArray(address.addressLines) ? address.addressLines.filter((line): line is string => typeof line === "string") : [];
  const parts = [...lines, text(address.locality)].filter(Boolean);
  return parts.length > 0 ? parts.join(", ") : null;
}

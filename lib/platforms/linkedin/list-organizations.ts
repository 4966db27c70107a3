import { linkedInVersion } from "@/lib/platforms/linkedin/publisher";
import { lookupProblem } from "@/lib/platforms/oauth-kit/lookup-problem";
import { oauthRequest } from "@/lib/platforms/oauth-kit/oauth-http";
import { isObject, text } from "@/lib/platforms/oauth-kit/token-answer";
import { publisherBaseUrl } from "@/lib/platforms/publisher-kit/api-base-url";

export type LinkedInOrganization = { urn: string; name: string; vanityName: string | null };

const MAX_ORGANIZATIONS = 50;

/**
 * The Pages the member administers (Community Management API, "Organization Access Control"):
 * GET /rest/organizationAcls?q=roleAssignee&role=ADMINISTRATOR&state=APPROVED, then each
 * organisation's name from GET /rest/organizations/{id}. Both versioned REST calls need the
 * LinkedIn-Version header and Rest.li protocol 2.0.0.
 */
export async function listLinkedInOrganizations(accessToken: string): Promise<LinkedInOrganization[]> {
  const root = publisherBaseUrl("linkedin");
  const headers = { authorization: `Bearer ${accessToken}`, "linkedin-version": linkedInVersion(), "x-restli-protocol-version": "2.0.0" };
  const query = new URLSearchParams({ q: "roleAssignee", role: "ADMINISTRATOR", state: "APPROVED", count: String(MAX_ORGANIZATIONS) });
  const acls = await oauthRequest("linkedin", { method: "GET", url: `${root}/rest/organizationAcls?${query}`, headers });
  if (acls.status !== 200 || !isObject(acls.json)) throw lookupProblem("linkedin", "the Pages you administer", acls);
  const urns = new Set<string>();
  for (const element of Array.isArray(acls.json.elements) ? acls.json.elements : []) {
    const urn = isObject(element) ? text(element.organization) : null;
    if (urn && /^urn:li:organization:\d+$/.test(urn)) urns.add(urn);
  }

  const organizations: LinkedInOrganization[] = [];
  for (const urn of [...urns].slice(0, MAX_ORGANIZATIONS)) {
    const id = urn.slice("urn:li:organization:".length);
    const answer = await oauthRequest("linkedin", { method: "GET", url: `${root}/rest/organizations/${id}`, headers });
    const body = answer.status === 200 && isObject(answer.json) ? answer.json : null;
    // A Page whose details cannot be read is still one the member may post as; show its id.
    organizations.push({ urn, name: (body && text(body.localizedName)) ?? `Organization ${id}`, vanityName: body && text(body.vanityName) });
  }
  return organizations;
}

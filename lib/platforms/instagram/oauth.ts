import type { OAuthConnector } from "@/lib/platforms/oauth-kit/connector";
import { listMetaPages, META_APP_VARIABLES, metaAuthorizeUrl, metaLongLivedUserToken } from "@/lib/platforms/oauth-kit/meta-login";
import { OAuthProblem } from "@/lib/platforms/oauth-kit/oauth-problem";

// Instagram API with Facebook Login: an Instagram professional account is reached through the
// Facebook Page it is linked to (`instagram_business_account` on the Page), and publishing
// requests carry the person's User access token ("Content Publishing", Requirements), so the
// long-lived user token (about 60 days, not renewable by Meta's documentation) is stored with
// the account id. `instagram_basic` and `instagram_content_publish` publish; the Pages
// permissions find the linked account.
const SCOPES = ["instagram_basic", "instagram_content_publish", "pages_show_list", "pages_read_engagement", "business_management"] as const;

export const instagramOAuth: OAuthConnector = {
  platform: "instagram",
  appVariables: META_APP_VARIABLES,
  scopes: () => SCOPES,
  pkce: false,
  authorizeUrl: (input) => metaAuthorizeUrl(instagramOAuth, input),
  async completeSignIn(input) {
    const user = await metaLongLivedUserToken(instagramOAuth, input);
    const linked = (await listMetaPages("instagram", user.accessToken)).filter((page) => page.instagram !== null);
    if (linked.length === 0) {
      throw new OAuthProblem(
        "refused",
        "No Instagram professional account is linked to the Pages you shared; link it to a Facebook Page in Instagram's settings, then sign in again.",
      );
    }
    return linked.map((page) => {
      const account = page.instagram!;
      return {
        id: account.id,
        kind: "account" as const,
        profile: { name: account.name ?? account.username ?? page.name, handle: account.username ? `@${account.username}` : null, avatarUrl: account.pictureUrl },
        description: `Linked to the Page ${page.name}`,
        credentials: { ig_user_id: account.id, access_token: user.accessToken },
        oauth: {},
        expiresAt: user.expiresAt,
      };
    });
  },
  canRenew: () => false,
  renewAheadMs: 0,
};

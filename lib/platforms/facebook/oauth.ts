import type { OAuthConnector } from "@/lib/platforms/oauth-kit/connector";
import { listMetaPages, META_APP_VARIABLES, metaAuthorizeUrl, metaLongLivedUserToken } from "@/lib/platforms/oauth-kit/meta-login";
import { OAuthProblem } from "@/lib/platforms/oauth-kit/oauth-problem";

// Facebook Login (lib/platforms/oauth-kit/meta-login.ts), then a Page to post to: its Page
// token, which does not expire when it comes from a long-lived user token. `pages_show_list`
// lists the Pages, `pages_manage_posts` and `pages_read_engagement` publish to one
// (POST /{page-id}/feed), `business_management` reaches Pages owned through a business portfolio.
const SCOPES = ["pages_show_list", "pages_manage_posts", "pages_read_engagement", "business_management"] as const;

export const facebookOAuth: OAuthConnector = {
  platform: "facebook",
  appVariables: META_APP_VARIABLES,
  scopes: () => SCOPES,
  pkce: false,
  authorizeUrl: (input) => metaAuthorizeUrl(facebookOAuth, input),
  async completeSignIn(input) {
    const user = await metaLongLivedUserToken(facebookOAuth, input);
    const pages = await listMetaPages("facebook", user.accessToken);
    if (pages.length === 0) {
      throw new OAuthProblem("refused", "No Facebook Page was shared with Brandcast; sign in again and choose the Page to post to.");
    }
    return pages.map((page) => ({
      id: page.id,
      kind: "page" as const,
      profile: { name: page.name, handle: null, avatarUrl: page.pictureUrl },
      description: "Facebook Page",
      credentials: { page_id: page.id, page_access_token: page.accessToken },
      oauth: {},
      expiresAt: null,
    }));
  },
  // A Page token has nothing to renew; if Meta refuses it, only a new sign-in helps.
  canRenew: () => false,
  renewAheadMs: 0,
};

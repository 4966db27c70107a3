/** Where an event is recorded: one workspace, or each workspace its user is a member of. */
export type AuditTarget =
  /** A request acting in a workspace (every /api/v1 write). */
  | { workspaceId: string }
  /** Something about the account itself (a sign-in, a password change): every workspace of the user. */
  | { everyWorkspaceOfUser: string }
  /** A failed sign-in names an email, not a user: every workspace of that account, if there is one. */
  | { everyWorkspaceOfEmail: string }
  /**
   * A decision through a client's review link (no member): the workspace of the link whose token
   * has this SHA-256; the link is the actor, its post the resource.
   */
  | { reviewLinkOfTokenHash: string };

/** One event as its writers give it (lib/audit/record-audit-event.ts). */
export type AuditEventInput = {
  target: AuditTarget;
  /** Null only when the target names the user (the member of each workspace is the actor). */
  actorUserId: string | null;
  /** A failed sign-in: nobody known acted, though each row's resource is the account tried. */
  anonymousActor?: boolean;
  actorKeyId: string | null;
  authMethod: "session" | "api_key" | "password" | "anonymous" | "review_link";
  /** The name a reviewer typed (a review link's decision); a member is named by their id. */
  actorName?: string | null;
  viaMcp?: boolean;
  action: string;
  resourceType: string | null;
  /** Null with a target naming the user: each row's resource is that workspace's member (the account). */
  resourceId: string | null;
  outcome: "success" | "failure";
  status: number | null;
  /** The request's headers: the client's address and user agent are read from them. */
  headers: Headers | Record<string, string | string[] | undefined> | null;
  requestId: string | null;
  /** Small facts only (ids, a reason): never a secret, a token or a post's text. */
  details?: Record<string, string | number | boolean | null>;
};

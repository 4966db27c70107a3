// What each write endpoint records in the audit trail (docs/teams.md, "Audit trail"): its stable
// action name, the type of resource it acts on, and where that resource's id is found.
// Keyed by `METHOD path` (endpointName); lib/api/audit-actions.test.ts fails when a declared
// endpoint that is not a GET has no entry, so a new write cannot go unrecorded.

export type AuditAction = {
  action: string;
  resourceType: string;
  /**
   * Where the resource's id is: "answer" (the id the answer names: a created post, a revoked
   * key), else "params" (the path's `{id}`). Default: the answer's, else the path's.
   */
  idFrom?: "answer" | "params";
  /** With idFrom "params": the path parameter naming the resource, when it is not `{id}` (a member's `{user_id}` in the workspace `{id}`). */
  idParam?: string;
  /** An account's own action (a password change): recorded in every workspace of the user. */
  account?: true;
  /** Recorded in the workspace the answer names (an invitation accepted: the one joined), not the one the request acted in. */
  inAnsweredWorkspace?: true;
  /** A decision through a client's review link (no member): the link is the actor, with the name the reviewer typed. */
  byReviewLink?: true;
  /**
   * Not recorded, and why: a step of a larger write whose start and end are recorded (a chunk of
   * an upload session: a 1 GB video is 120 of them). The action name stays reserved.
   */
  notRecorded?: string;
};

export const AUDIT_ACTIONS: Readonly<Record<string, AuditAction>> = {
  "POST /api/v1/brands": { action: "brand.create", resourceType: "brand" },
  "PATCH /api/v1/brands/{id}": { action: "brand.update", resourceType: "brand" },
  "PUT /api/v1/brands/{id}/voice": { action: "brand.voice_set", resourceType: "brand", idFrom: "params" },
  "POST /api/v1/brands/{id}/voice/extract": { action: "brand.voice_extract", resourceType: "brand", idFrom: "params" },
  "PUT /api/v1/brands/{id}/queue": { action: "brand.queue_set", resourceType: "brand", idFrom: "params" },
  "PUT /api/v1/brands/{id}/metric-thresholds": { action: "brand.metric_thresholds_set", resourceType: "brand", idFrom: "params" },
  "POST /api/v1/content/generate": { action: "content.generate", resourceType: "content" },
  "POST /api/v1/posts": { action: "post.create", resourceType: "post" },
  "PATCH /api/v1/posts/{id}": { action: "post.update", resourceType: "post", idFrom: "params" },
  "POST /api/v1/posts/schedule": { action: "post.schedule", resourceType: "post" },
  "DELETE /api/v1/posts/{id}/schedule": { action: "post.unschedule", resourceType: "post", idFrom: "params" },
  "DELETE /api/v1/posts/{id}": { action: "post.delete", resourceType: "post", idFrom: "params" },
  // The new post; the original is in details.id.
  "POST /api/v1/posts/{id}/duplicate": { action: "post.duplicate", resourceType: "post", idFrom: "answer" },
  "POST /api/v1/posts/bulk": { action: "post.bulk", resourceType: "post" },
  "POST /api/v1/posts/{id}/queue": { action: "post.queue", resourceType: "post", idFrom: "params" },
  "POST /api/v1/media": { action: "media.upload", resourceType: "media" },
  "PATCH /api/v1/media/{id}": { action: "media.update", resourceType: "media", idFrom: "params" },
  "POST /api/v1/media/uploads": { action: "media.upload_start", resourceType: "upload" },
  // One event per session start, completion and abort; a chunk would add one per 8 MiB received.
  "PUT /api/v1/media/uploads/{id}": { action: "media.upload_chunk", resourceType: "upload", idFrom: "params", notRecorded: "a chunk of an upload session, whose start, completion and abort are recorded" },
  "POST /api/v1/media/uploads/{id}/complete": { action: "media.upload_complete", resourceType: "media", idFrom: "params" },
  "DELETE /api/v1/media/uploads/{id}": { action: "media.upload_abort", resourceType: "upload", idFrom: "params" },
  "POST /api/v1/media/{id}/transcode": { action: "media.transcode", resourceType: "media", idFrom: "params" },
  "PUT /api/v1/media/{id}/cover": { action: "media.cover_set", resourceType: "media", idFrom: "params" },
  "POST /api/v1/media/transcodes/{id}/cancel": { action: "media.transcode_cancel", resourceType: "transcode", idFrom: "params" },
  "POST /api/v1/api-keys": { action: "api_key.create", resourceType: "api_key" },
  "DELETE /api/v1/api-keys": { action: "api_key.revoke", resourceType: "api_key" },
  // A connection's id is `<brand_id>/<platform>` (lib/api/steps/record-audit.ts).
  "POST /api/v1/brands/{id}/connections": { action: "connection.create", resourceType: "connection" },
  "DELETE /api/v1/brands/{id}/connections/{platform}": { action: "connection.delete", resourceType: "connection" },
  "POST /api/v1/brands/{id}/connections/{platform}/authorize": { action: "connection.sign_in_start", resourceType: "brand", idFrom: "params" },
  "POST /api/v1/connections/oauth/callback": { action: "connection.sign_in_complete", resourceType: "connection" },
  "POST /api/v1/connections/oauth/choose": { action: "connection.account_choose", resourceType: "connection" },
  "POST /api/v1/webhooks": { action: "webhook.create", resourceType: "webhook" },
  "PATCH /api/v1/webhooks/{id}": { action: "webhook.update", resourceType: "webhook", idFrom: "params" },
  "DELETE /api/v1/webhooks/{id}": { action: "webhook.delete", resourceType: "webhook", idFrom: "params" },
  "POST /api/v1/webhooks/{id}/test": { action: "webhook.test", resourceType: "webhook", idFrom: "params" },
  "POST /api/v1/workspaces": { action: "workspace.create", resourceType: "workspace" },
  "PATCH /api/v1/workspaces/{id}": { action: "workspace.rename", resourceType: "workspace", idFrom: "params" },
  "POST /api/v1/workspaces/{id}/leave": { action: "member.leave", resourceType: "workspace", idFrom: "params" },
  "PATCH /api/v1/workspaces/{id}/members/{user_id}": { action: "member.update", resourceType: "member", idFrom: "params", idParam: "user_id" },
  "DELETE /api/v1/workspaces/{id}/members/{user_id}": { action: "member.remove", resourceType: "member", idFrom: "params", idParam: "user_id" },
  "POST /api/v1/workspaces/{id}/invitations": { action: "invitation.create", resourceType: "invitation", idFrom: "answer" },
  "DELETE /api/v1/workspaces/{id}/invitations/{invitation_id}": { action: "invitation.revoke", resourceType: "invitation", idFrom: "params", idParam: "invitation_id" },
  // In the workspace joined, so that its owners see who came in.
  "POST /api/v1/invitations/accept": { action: "invitation.accept", resourceType: "workspace", idFrom: "answer", inAnsweredWorkspace: true },
  "POST /api/v1/session/workspace": { action: "session.switch_workspace", resourceType: "workspace", idFrom: "answer" },
  "POST /api/v1/notifications/read": { action: "notification.read", resourceType: "notification" },
  "PUT /api/v1/notifications/preferences": { action: "notification.preferences_set", resourceType: "user" },
  "POST /api/v1/posts/{id}/approval": { action: "post.approval_request", resourceType: "post", idFrom: "params" },
  "POST /api/v1/posts/{id}/approval/decision": { action: "post.approval_decide", resourceType: "post", idFrom: "params" },
  "POST /api/v1/posts/{id}/approval/withdraw": { action: "post.approval_withdraw", resourceType: "post", idFrom: "params" },
  "POST /api/v1/posts/{id}/review-links": { action: "review_link.create", resourceType: "review_link", idFrom: "answer" },
  "DELETE /api/v1/posts/{id}/review-links/{link_id}": { action: "review_link.revoke", resourceType: "review_link" },
  // A reviewer without an account: in the workspace of the link's post, the link (its id) as the
  // actor with the name they typed; the resource is the post. The token itself is never recorded.
  "POST /api/review/{token}": { action: "review_link.decide", resourceType: "post", byReviewLink: true },
  "POST /api/auth/signup": { action: "account.sign_up", resourceType: "user", account: true },
  "POST /api/auth/password": { action: "account.password_change", resourceType: "user", account: true },
  "DELETE /api/auth/sessions": { action: "session.sign_out_everywhere", resourceType: "user", account: true },
  "POST /api/v1/posts/{id}/metrics/refresh": { action: "post.metrics_refresh", resourceType: "post", idFrom: "params" },
};

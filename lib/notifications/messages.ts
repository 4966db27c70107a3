import type { NotificationKind } from "@/lib/schemas/notification";

/** What a notification's text may say; each kind uses the facts it needs, any may be absent. */
export type NotificationFacts = {
  /** Who did it, as shown ("Dana Ruiz", "An agent's API key"); none for the system. */
  actorName?: string | null;
  /** The post's text; its first words are quoted. */
  postText?: string | null;
  brandName?: string | null;
  /** An approver's comment (approved, changes requested). */
  comment?: string | null;
  /** Why it failed, or why the connection must be signed in again. */
  reason?: string | null;
  /** The platform's label ("Bluesky"), for a connection. */
  platformLabel?: string | null;
  /** The role the new member has (invitation accepted). */
  role?: string | null;
  workspaceName?: string | null;
};

export type NotificationMessage = { title: string; body: string };

const TITLE_MAX = 200;
const BODY_MAX = 2000;
const EXCERPT_WORDS = 14;

const clip = (text: string, max: number) => (text.length > max ? `${text.slice(0, max - 1)}…` : text);

function excerpt(text: string | null | undefined): string | null {
  const words = text?.trim().split(/\s+/).filter(Boolean) ?? [];
  if (words.length === 0) return null;
  return `“${words.slice(0, EXCERPT_WORDS).join(" ")}${words.length > EXCERPT_WORDS ? " …" : ""}”`;
}

const sentences = (...parts: (string | null | undefined | false)[]) => parts.filter(Boolean).join(" ");
const forBrand = (facts: NotificationFacts) => (facts.brandName ? ` for ${facts.brandName}` : "");

/** The title and body of a notification (also the e-mail's subject and text), by kind. */
export function notificationMessage(kind: NotificationKind, facts: NotificationFacts): NotificationMessage {
  const who = facts.actorName?.trim() || "Someone";
  const post = excerpt(facts.postText);
  const comment = facts.comment?.trim() ? `Comment: ${facts.comment.trim()}` : null;
  const message = ((): NotificationMessage => {
    switch (kind) {
      case "approval_requested":
        return { title: `${who} asks you to approve a post${forBrand(facts)}`, body: sentences(post, "It is not published until an approver approves it.") };
      case "approved":
        return { title: `${who} approved your post${forBrand(facts)}`, body: sentences(post, comment) || "Your post was approved." };
      case "changes_requested":
        return { title: `${who} requested changes on your post${forBrand(facts)}`, body: sentences(comment, post) || "Changes were requested." };
      case "post_failed":
        return { title: `Your post${forBrand(facts)} failed to publish`, body: sentences(post, facts.reason?.trim()) || "A platform refused it." };
      case "connection_reconnect_required":
        return {
          title: `${facts.platformLabel ?? "A platform"} needs signing in again${forBrand(facts)}`,
          body: facts.reason?.trim() || "Its sign-in expired or was revoked; posts to it fail until it is reconnected in Settings.",
        };
      case "invitation_accepted":
        return {
          title: `${who} joined ${facts.workspaceName ?? "your workspace"}`,
          body: `${who} accepted the invitation${facts.role ? ` and is now ${facts.role === "admin" || facts.role === "owner" || facts.role === "editor" ? "an" : "a"} ${facts.role}` : ""}.`,
        };
    }
  })();
  return { title: clip(message.title, TITLE_MAX), body: clip(message.body, BODY_MAX) };
}

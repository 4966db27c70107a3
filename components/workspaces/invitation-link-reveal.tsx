"use client";

import { OneTimeLinkReveal } from "@/components/ui/one-time-link-reveal";
import type { InvitationWithLink } from "@/lib/client/workspaces";

/** The link of a new invitation, shown this once: only its token's hash is kept on the server. */
export function InvitationLinkReveal({ invitation, onDismiss }: { invitation: InvitationWithLink; onDismiss: () => void }) {
  return (
    <OneTimeLinkReveal
      title={`Invitation for ${invitation.email} is ready`}
      explanation={
        invitation.emailed
          ? `We e-mailed this link to ${invitation.email}. You can also pass it on yourself: it is shown only once here, works once, for that address, for 7 days.`
          : "E-mail is not set up on this server, so send this link to them yourself now: it is shown only once, works once, for that address, for 7 days."
      }
      url={invitation.accept_url}
      onDismiss={onDismiss}
      testIds={{ panel: "invitation-link-panel", url: "invitation-link" }}
    />
  );
}

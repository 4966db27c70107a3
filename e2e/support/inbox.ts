import { expect } from "@playwright/test";
import { E2E_INBOX_URL } from "./servers";

// Reads the run's mail server (e2e/support/smtp-inbox.ts) over its JSON port.

export type InboxMessage = { to: string[]; from: string | null; subject: string; text: string; html: string; received_at: string };

export async function inboxMessages(): Promise<InboxMessage[]> {
  const response = await fetch(`${E2E_INBOX_URL}/messages`);
  if (!response.ok) throw new Error(`inbox: HTTP ${response.status}`);
  return (await response.json()) as InboxMessage[];
}

/**
 * Waits for the first message to `address` whose subject matches, and returns it. The app sends
 * mail from its outbox once a minute or so (lib/local-runtime/mail-dispatcher.ts), hence the wait.
 */
export async function waitForMail(address: string, subject: RegExp, timeout = 150_000): Promise<InboxMessage> {
  let found: InboxMessage | undefined;
  await expect
    .poll(
      async () => {
        found = (await inboxMessages()).find((message) => message.to.includes(address.toLowerCase()) && subject.test(message.subject));
        return Boolean(found);
      },
      { timeout, intervals: [2_000] },
    )
    .toBe(true);
  return found!;
}

/** The links of a plain-text body, in order. */
export function linksIn(text: string): URL[] {
  return [...text.matchAll(/https?:\/\/[^\s<>")]+/g)].map((match) => new URL(match[0]));
}

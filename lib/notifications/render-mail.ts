import { appOrigin } from "@/lib/notifications/mail-settings";

export type RenderedMail = { subject: string; text: string; html: string };

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!);

/** An absolute link to a dashboard path, for an e-mail (the app's public origin, NEXTAUTH_URL). */
export const absoluteLink = (path: string) => `${appOrigin()}${path.startsWith("/") ? path : `/${path}`}`;

/**
 * One message as plain text and as simple HTML (the same words): its title as the subject, its
 * body, the link as a button and as a plain URL, and why the reader receives it.
 */
export function renderMail(input: { title: string; body: string; link: string | null; linkLabel?: string; footer: string }): RenderedMail {
  const url = input.link ? absoluteLink(input.link) : null;
  const label = input.linkLabel ?? "Open in Brandcast";
  const text = [input.body, url ? `${label}: ${url}` : null, `--\n${input.footer}`].filter(Boolean).join("\n\n");
  const paragraphs = input.body.split(/\n+/).map((line) => `<p style="margin:0 0 12px">${escapeHtml(line)}</p>`).join("");
  const button = url
    ? `<p style="margin:20px 0"><a href="${escapeHtml(url)}" style="background:#4f46e5;color:#fff;padding:10px 16px;border-radius:8px;text-decoration:none">${escapeHtml(label)}</a></p><p style="margin:0 0 12px;color:#64748b;font-size:13px">${escapeHtml(url)}</p>`
    : "";
  const html =
    `<!doctype html><html><body style="font-family:system-ui,sans-serif;color:#0f172a;line-height:1.5">` +
    `<h1 style="font-size:18px;margin:0 0 16px">${escapeHtml(input.title)}</h1>${paragraphs}${button}` +
    `<p style="margin:24px 0 0;color:#64748b;font-size:12px">${escapeHtml(input.footer)}</p></body></html>`;
  return { subject: input.title.replace(/[\r\n]+/g, " "), text, html };
}

/** The footer of a notification's e-mail: why it came and where to stop it. */
export const notificationFooter = () => `You receive this because of your notification settings in Brandcast: ${absoluteLink("/settings/notifications")}`;

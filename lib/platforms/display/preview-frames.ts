import type { PreviewNode } from "@/lib/platforms/display/platform-display";

type BoxOptions = { className?: string; decorative?: boolean };

export function box(tag: "div" | "p" | "span", options: BoxOptions, ...children: PreviewNode[]): PreviewNode {
  return { kind: "box", tag, ...options, children };
}

export function text(value: string): PreviewNode {
  return { kind: "text", text: value };
}

export const POST: PreviewNode = { kind: "post" };

/** The white card most platforms show a post in. */
export const CARD = "overflow-hidden rounded-lg bg-white ring-1 ring-slate-200";

/** X, Bluesky, Threads: the avatar beside a column of name line, post and actions. */
export function besideAvatarFrame(frame: {
  avatarClass?: string;
  /** The name line: a name ({brand} or {handle}) in its style, then a grey byline. */
  name: { text: string; className: string };
  byline: { text: string; className: string };
  actions: readonly string[];
  actionsClass: string;
}): PreviewNode {
  return box(
    "div",
    { className: `${CARD} flex gap-3 p-3` },
    { kind: "avatar", className: frame.avatarClass },
    box(
      "div",
      { className: "min-w-0 flex-1" },
      box(
        "p",
        { className: "truncate text-sm", decorative: true },
        box("span", { className: frame.name.className }, text(frame.name.text)),
        text(" "),
        box("span", { className: frame.byline.className }, text(frame.byline.text)),
      ),
      box("div", { className: "mt-0.5 text-[15px] leading-snug text-slate-900" }, POST),
      { kind: "actions", items: frame.actions, className: frame.actionsClass },
    ),
  );
}

/** LinkedIn, Facebook, Google Business: a header (avatar, name, bylines) above the post. */
export function headerFrame(frame: {
  headerClass: string;
  avatarClass: string;
  nameClass: string;
  bylines: readonly string[];
  postClass: string;
  /** What closes the card: a row of actions, or a button. */
  footer: PreviewNode;
}): PreviewNode {
  return box(
    "div",
    { className: CARD },
    box(
      "div",
      { className: frame.headerClass, decorative: true },
      { kind: "avatar", className: frame.avatarClass },
      box(
        "div",
        { className: "min-w-0 text-xs leading-tight" },
        box("p", { className: frame.nameClass }, text("{brand}")),
        ...frame.bylines.map((byline) => box("p", { className: "text-slate-500" }, text(byline))),
      ),
    ),
    box("div", { className: frame.postClass }, POST),
    frame.footer,
  );
}

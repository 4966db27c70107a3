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
  // The thread's replies follow in the same card, each beside its own avatar, the avatars joined by a line.
  return box(
    "div",
    { className: `${CARD} p-3` },
    box(
      "div",
      { className: "flex gap-3" },
      box("div", { className: "flex shrink-0 flex-col items-center", decorative: true }, { kind: "avatar", className: frame.avatarClass }, { kind: "threadLine", className: "mt-1 -mb-3 w-0.5 flex-1 bg-slate-200" }),
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
    ),
    { kind: "followUps", style: { show: "replies", avatarClass: frame.avatarClass, name: frame.name, byline: frame.byline } },
  );
}

/** The first comment as Facebook and LinkedIn draw comments: a small avatar beside a grey bubble. */
export function bubbleComments(avatarClass: string): PreviewNode {
  return { kind: "followUps", style: { show: "comments", className: "border-t border-slate-200 px-3 py-2", name: { text: "{brand}", className: "font-semibold text-slate-900" }, bubble: true, avatarClass } };
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
  /** Under the footer: the first comment, where the platform publishes one (bubbleComments). */
  comments?: PreviewNode;
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
    ...(frame.comments ? [frame.comments] : []),
  );
}

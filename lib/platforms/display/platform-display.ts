/**
 * How the dashboard shows a platform, as data: the components draw every platform from this
 * alone (components/posts/platform-icon.tsx, components/composer/platform-preview.tsx). Class
 * names are Tailwind's, written out in full so that Tailwind finds them in this folder.
 */
export type PlatformDisplay = {
  /** The platform mark's colours: background, text (the glyph's currentColor), any ring. */
  markClass: string;
  /** The platform's accent for links and hashtags. */
  linkClass: string;
  icon: IconDrawing;
  preview: PreviewNode;
  /** The preview frame is dark (TikTok): the text edited inside it is lit faintly white, not washed amber. */
  darkFrame?: boolean;
};

/** A glyph on a 24 × 24 grid, drawn in currentColor. */
export type IconDrawing = {
  paint: {
    fill: "currentColor" | "none";
    stroke?: "currentColor";
    strokeWidth?: string;
    strokeLinecap?: "round";
    strokeLinejoin?: "round";
  };
  shapes: readonly IconShape[];
};

export type IconShape =
  | { path: string }
  | { rect: { x: string; y: string; width: string; height: string; rx: string } }
  | { circle: { cx: string; cy: string; r: string; fill?: "currentColor" } };

/**
 * A preview frame: the platform's look around the post text (who posts, the text, the row of
 * actions). In `text`, {brand} is the brand's name and {handle} the account's handle (the dashboard does not know it and shows the brand's name or nothing: lib/platforms/display/frame-text.ts).
 */
export type PreviewNode =
  | {
      kind: "box";
      tag: "div" | "p" | "span";
      className?: string;
      /** Decoration a screen reader skips (aria-hidden). */
      decorative?: boolean;
      children: readonly PreviewNode[];
    }
  | { kind: "text"; text: string }
  /** A round mark with the brand's initial. */
  | { kind: "avatar"; className?: string }
  /** The post's image, or a placeholder where it would be. */
  | { kind: "image"; aspect: string; dark?: boolean }
  | { kind: "actions"; items: readonly string[]; className: string }
  /** Where the post text itself goes. */
  | { kind: "post" }
  /** Under the post's avatar: the line that joins it to its replies, drawn only when a thread or a first reply follows. */
  | { kind: "threadLine"; className: string }
  /**
   * Where the thread's replies and the first comment go, as the platform shows them: "replies"
   * (X, Bluesky, Threads) as a chain of posts by the same account joined by a line; "comments"
   * (Instagram, Facebook, LinkedIn) as a comment under the post, `bubble` where the platform
   * draws comments in a grey bubble beside a small avatar. Drawn only when there are any.
   */
  | { kind: "followUps"; style: FollowUpStyle };

/** How one platform draws the replies and the comment after a post. */
export type FollowUpStyle =
  | { show: "replies"; avatarClass?: string; name: { text: string; className: string }; byline: { text: string; className: string } }
  | { show: "comments"; className: string; name: { text: string; className: string }; bubble: boolean; avatarClass?: string };

import type { ReactNode } from "react";
import { cx } from "@/components/ui/cx";
import type { PreviewNode } from "@/lib/platforms/display/platform-display";
import type { PlatformId } from "@/lib/platforms/ids";
import { PLATFORMS } from "@/lib/platforms/registry";

/** "Northwind Coffee" → "northwindcoffee", for a plausible handle in a preview. */
export function handleOf(brandName: string): string {
  return brandName.toLowerCase().replace(/[^a-z0-9]+/g, "").slice(0, 20) || "yourbrand";
}

function Avatar({ name, className }: { name: string; className?: string }) {
  return (
    <span aria-hidden className={cx("flex size-10 shrink-0 items-center justify-center rounded-full bg-slate-800 text-sm font-semibold text-white", className)}>
      {(name.trim()[0] ?? "?").toUpperCase()}
    </span>
  );
}

function ActionRow({ items, className }: { items: readonly string[]; className?: string }) {
  return (
    <div aria-hidden className={cx("flex items-center justify-between gap-2 text-xs text-slate-500", className)}>
      {items.map((item) => (
        <span key={item} className="truncate">
          {item}
        </span>
      ))}
    </div>
  );
}

function ImageArea({ imageUrl, dark, aspect }: { imageUrl?: string | null; dark?: boolean; aspect: string }) {
  return (
    <div aria-hidden className={cx("relative w-full overflow-hidden", aspect, dark ? "bg-slate-900" : "bg-gradient-to-br from-slate-100 to-slate-200")}>
      {imageUrl && /^https?:\/\//.test(imageUrl) ? (
        // A plain <img>: the URL is the user's own, from any host, shown as is in a preview
        // (next/image would need every host listed in next.config.ts).
        // eslint-disable-next-line @next/next/no-img-element
        <img src={imageUrl} alt="" className="absolute inset-0 size-full object-cover" onError={(e) => (e.currentTarget.style.display = "none")} />
      ) : (
        <span className={cx("absolute inset-0 flex items-center justify-center text-xs", dark ? "text-slate-400" : "text-slate-400")}>Image</span>
      )}
    </div>
  );
}

type Props = {
  platform: PlatformId;
  brandName: string;
  imageUrl?: string | null;
  /** The post text, usually an editable textarea. */
  children: ReactNode;
};

type Fill = { brandName: string; handle: string; imageUrl?: string | null; post: ReactNode };

/** One node of a platform's preview frame (lib/platforms/display/platform-display.ts). */
function FrameNode({ node, fill }: { node: PreviewNode; fill: Fill }): ReactNode {
  switch (node.kind) {
    case "box": {
      const Tag = node.tag;
      return (
        <Tag aria-hidden={node.decorative || undefined} className={node.className}>
          {node.children.map((child, index) => (
            <FrameNode key={index} node={child} fill={fill} />
          ))}
        </Tag>
      );
    }
    case "text":
      return node.text.replaceAll("{brand}", fill.brandName).replaceAll("{handle}", fill.handle);
    case "avatar":
      return <Avatar name={fill.brandName} className={node.className} />;
    case "image":
      return <ImageArea imageUrl={fill.imageUrl} dark={node.dark} aspect={node.aspect} />;
    case "actions":
      return <ActionRow items={node.items} className={node.className} />;
    case "post":
      return fill.post;
  }
}

/**
 * A simple, recognisable frame for each platform around the post text: the header (who posts),
 * the body, and the platform's row of actions, as the platform's display data describes it.
 * Decorative parts are hidden from screen readers.
 */
export function PlatformPreview({ platform, brandName, imageUrl, children }: Props) {
  const fill: Fill = { brandName, handle: handleOf(brandName), imageUrl, post: children };
  return <FrameNode node={PLATFORMS[platform].display.preview} fill={fill} />;
}

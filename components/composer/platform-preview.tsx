import type { ReactNode } from "react";
import { coverUrlOf } from "@/lib/client/video-facts-line";
import { cx } from "@/components/ui/cx";
import type { PreviewNode } from "@/lib/platforms/display/platform-display";
import { FollowUpsInFrame, hasFollowUps, type FrameFollowUps } from "@/components/composer/preview-follow-ups";
import type { PlatformId } from "@/lib/platforms/ids";
import { PLATFORMS } from "@/lib/platforms/registry";
import { frameText } from "@/lib/platforms/display/frame-text";


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

function ImageArea({ imageUrl, imageCount = 1, dark, aspect, needsImage }: { imageUrl?: string | null; imageCount?: number; dark?: boolean; aspect: string; needsImage: boolean }) {
  // No image chosen: no stand-in picture, only a note where a platform cannot go without one.
  if (!imageUrl) {
    return needsImage ? (
      <p className={cx("px-3 py-6 text-center text-xs", dark ? "text-slate-400" : "bg-slate-50 text-slate-500")}>No image yet: this platform needs one.</p>
    ) : null;
  }
  return (
    <div aria-hidden className={cx("relative w-full overflow-hidden", aspect, dark ? "bg-slate-900" : "bg-gradient-to-br from-slate-100 to-slate-200")}>
      {imageUrl && /^https?:\/\/.+\.(mp4|mov|webm)$/.test(imageUrl) ? (
        // An uploaded video: its cover frame, still, with the platform's play mark.
        <>
          <video src={imageUrl} poster={coverUrlOf(imageUrl)} muted playsInline preload="metadata" className="absolute inset-0 size-full object-cover" />
          <span className="absolute inset-0 flex items-center justify-center">
            <span className="flex size-10 items-center justify-center rounded-full bg-slate-900/60 text-lg text-white">▶</span>
          </span>
        </>
      ) : imageUrl && /^https?:\/\//.test(imageUrl) ? (
        // A plain <img>: the URL is the user's own, from any host, shown as is in a preview
        // (next/image would need every host listed in next.config.ts).
        // eslint-disable-next-line @next/next/no-img-element
        <img src={imageUrl} alt="" className="absolute inset-0 size-full object-cover" onError={(e) => (e.currentTarget.style.display = "none")} />
      ) : (
        <span className={cx("absolute inset-0 flex items-center justify-center text-xs", dark ? "text-slate-400" : "text-slate-400")}>Image</span>
      )}
      {imageCount > 1 ? (
        // A carousel as the platforms show one: the first image, its place, and a dot per image.
        <>
          <span className="absolute right-2 top-2 rounded-full bg-slate-900/70 px-2 py-0.5 text-[11px] font-medium text-white">1/{imageCount}</span>
          <span className="absolute inset-x-0 bottom-2 flex justify-center gap-1">
            {Array.from({ length: Math.min(imageCount, 10) }, (_, i) => (
              <span key={i} className={cx("size-1.5 rounded-full", i === 0 ? "bg-white" : "bg-white/50")} />
            ))}
          </span>
        </>
      ) : null}
    </div>
  );
}

type Props = {
  platform: PlatformId;
  brandName: string;
  imageUrl?: string | null;
  /** How many images the platform publishes (a carousel from 2). */
  imageCount?: number;
  /** Its thread's replies and first comment, drawn inside the frame as the platform shows them. */
  followUps?: FrameFollowUps;
  /** The post text, usually an editable textarea. */
  children: ReactNode;
};

type Fill = { brandName: string; needsImage: boolean; imageUrl?: string | null; imageCount?: number; post: ReactNode; imageAfterPost: boolean; platform: PlatformId; followUps?: FrameFollowUps };

/** Whether the platform's frame has a place of its own for the image (Instagram, TikTok). */
function hasImageNode(node: PreviewNode): boolean {
  return node.kind === "image" || (node.kind === "box" && node.children.some(hasImageNode));
}

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
      return frameText(node.text, fill.brandName);
    case "avatar":
      return <Avatar name={fill.brandName} className={node.className} />;
    case "image":
      return <ImageArea imageUrl={fill.imageUrl} imageCount={fill.imageCount} dark={node.dark} aspect={node.aspect} needsImage={fill.needsImage} />;
    case "actions":
      return <ActionRow items={node.items} className={node.className} />;
    case "threadLine":
      return hasFollowUps(fill.platform, fill.followUps) ? <span data-testid="preview-thread-line" className={node.className} /> : null;
    case "followUps":
      return fill.followUps ? <FollowUpsInFrame platform={fill.platform} style={node.style} followUps={fill.followUps} brandName={fill.brandName} /> : null;
    case "post":
      // Frames without an image place (text-first platforms) show the image under the text, as those platforms do.
      return fill.imageAfterPost && fill.imageUrl ? (
        <>
          {fill.post}
          <div data-testid="preview-image-after-text" className="mt-3 overflow-hidden rounded-xl ring-1 ring-slate-200">
            <ImageArea imageUrl={fill.imageUrl} imageCount={fill.imageCount} aspect="aspect-[16/9]" needsImage={false} />
          </div>
        </>
      ) : (
        fill.post
      );
  }
}

/**
 * A simple, recognisable frame for each platform around the post text: the header (who posts),
 * the body with the image the platform will publish, and the platform's row of actions, as the
 * platform's display data describes it.
 * Decorative parts are hidden from screen readers.
 */
export function PlatformPreview({ platform, brandName, imageUrl, imageCount, followUps, children }: Props) {
  const frame = PLATFORMS[platform].display.preview;
  const fill: Fill = { brandName, needsImage: PLATFORMS[platform].requiresMedia, imageUrl, imageCount, post: children, imageAfterPost: !hasImageNode(frame), platform, followUps };
  return (
    <div data-testid="preview-frame">
      <FrameNode node={frame} fill={fill} />
    </div>
  );
}

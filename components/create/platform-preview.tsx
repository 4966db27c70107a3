import type { ReactNode } from "react";
import { PLATFORM_STYLE, PlatformIcon } from "@/components/posts/platform-icon";
import { cx } from "@/components/ui/cx";
import type { PlatformId } from "@/lib/platforms/ids";
import { platformRule } from "@/lib/platforms/registry";

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

function ActionRow({ items, className }: { items: string[]; className?: string }) {
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
        // A plain <img>: the URL is the user's own, from any host, shown as is in a preview.
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

/**
 * A simple, recognisable frame for each platform around the post text: the header (who posts),
 * the body, and the platform's row of actions. Decorative parts are hidden from screen readers.
 */
export function PlatformPreview({ platform, brandName, imageUrl, children }: Props) {
  const handle = handleOf(brandName);
  const label = platformRule(platform).label;
  const frame = "overflow-hidden rounded-lg bg-white ring-1 ring-slate-200";

  switch (platform) {
    case "x_twitter":
      return (
        <div className={cx(frame, "flex gap-3 p-3")}>
          <Avatar name={brandName} />
          <div className="min-w-0 flex-1">
            <p aria-hidden className="truncate text-sm">
              <span className="font-bold text-slate-900">{brandName}</span> <span className="text-slate-500">@{handle} · now</span>
            </p>
            <div className="mt-0.5 text-[15px] leading-snug text-slate-900">{children}</div>
            <ActionRow items={["Reply", "Repost", "Like", "Views"]} className="mt-3 max-w-xs" />
          </div>
        </div>
      );
    case "linkedin":
      return (
        <div className={frame}>
          <div aria-hidden className="flex gap-2 px-3 pt-3">
            <Avatar name={brandName} className="rounded-md bg-[#0a66c2]" />
            <div className="min-w-0 text-xs leading-tight">
              <p className="truncate text-sm font-semibold text-slate-900">{brandName}</p>
              <p className="text-slate-500">1,204 followers</p>
              <p className="text-slate-500">Now · Public</p>
            </div>
          </div>
          <div className="px-3 pb-2 pt-2 text-sm leading-relaxed text-slate-900">{children}</div>
          <ActionRow items={["Like", "Comment", "Repost", "Send"]} className="border-t border-slate-200 px-6 py-2 font-medium text-slate-600" />
        </div>
      );
    case "instagram":
      return (
        <div className={frame}>
          <div aria-hidden className="flex items-center gap-2 px-3 py-2">
            <span className="rounded-full bg-gradient-to-tr from-[#feda75] via-[#d62976] to-[#4f5bd5] p-[2px]">
              <Avatar name={brandName} className="size-7 border-2 border-white text-xs" />
            </span>
            <span className="truncate text-sm font-semibold text-slate-900">{handle}</span>
          </div>
          <ImageArea imageUrl={imageUrl} aspect="aspect-[2/1]" />
          <ActionRow items={["♡ Like", "Comment", "Share", "Save"]} className="px-3 pt-2" />
          <div className="px-3 pb-3 pt-1 text-sm leading-snug text-slate-900">
            <span aria-hidden className="font-semibold">{handle} </span>
            {children}
          </div>
        </div>
      );
    case "facebook":
      return (
        <div className={frame}>
          <div aria-hidden className="flex gap-2 px-3 pt-3">
            <Avatar name={brandName} className="bg-[#1877f2]" />
            <div className="min-w-0 text-xs leading-tight">
              <p className="truncate text-sm font-semibold text-slate-900">{brandName}</p>
              <p className="text-slate-500">Just now · Public</p>
            </div>
          </div>
          <div className="px-3 pb-3 pt-2 text-[15px] leading-snug text-slate-900">{children}</div>
          <ActionRow items={["Like", "Comment", "Share"]} className="border-t border-slate-200 px-8 py-2 font-medium text-slate-600" />
        </div>
      );
    case "google_business":
      return (
        <div className={frame}>
          <div aria-hidden className="flex items-center gap-2 px-3 pt-3">
            <Avatar name={brandName} className="bg-[#1a73e8]" />
            <div className="min-w-0 text-xs leading-tight">
              <p className="truncate text-sm font-medium text-slate-900">{brandName}</p>
              <p className="text-slate-500">Update · Google Business Profile</p>
            </div>
          </div>
          <div className="px-3 pb-2 pt-2 text-sm leading-relaxed text-slate-800">{children}</div>
          <div aria-hidden className="px-3 pb-3">
            <span className="inline-flex rounded-full border border-slate-300 px-3 py-1 text-xs font-medium text-[#1a73e8]">Learn more</span>
          </div>
        </div>
      );
    case "bluesky":
      return (
        <div className={cx(frame, "flex gap-3 p-3")}>
          <Avatar name={brandName} className="bg-[#1185fe]" />
          <div className="min-w-0 flex-1">
            <p aria-hidden className="truncate text-sm">
              <span className="font-semibold text-slate-900">{brandName}</span> <span className="text-slate-500">@{handle}.bsky.social · now</span>
            </p>
            <div className="mt-0.5 text-[15px] leading-snug text-slate-900">{children}</div>
            <ActionRow items={["Reply", "Repost", "Like", "•••"]} className="mt-3 max-w-xs" />
          </div>
        </div>
      );
    case "tiktok":
      return (
        <div className="overflow-hidden rounded-lg bg-slate-950 ring-1 ring-slate-800">
          <div className="relative">
            <ImageArea imageUrl={imageUrl} dark aspect="aspect-[16/9]" />
            <span aria-hidden className="absolute bottom-2 left-3 text-sm font-semibold text-white drop-shadow">@{handle}</span>
          </div>
          <div className="px-3 pb-3 pt-2 text-sm leading-snug text-slate-100">{children}</div>
          <ActionRow items={["♥ Like", "Comment", "Save", "Share"]} className="border-t border-slate-800 px-6 py-2 text-slate-400" />
        </div>
      );
    case "threads":
      return (
        <div className={cx(frame, "flex gap-3 p-3")}>
          <Avatar name={brandName} className="bg-black" />
          <div className="min-w-0 flex-1">
            <p aria-hidden className="truncate text-sm">
              <span className="font-semibold text-slate-900">{handle}</span> <span className="text-slate-400">now</span>
            </p>
            <div className="mt-0.5 text-[15px] leading-snug text-slate-900">{children}</div>
            <ActionRow items={["♡", "Reply", "Repost", "Share"]} className="mt-3 max-w-[12rem]" />
          </div>
        </div>
      );
    default:
      return (
        <div className={cx(frame, "p-3")}>
          <p className="mb-2 flex items-center gap-2 text-sm font-medium">
            <PlatformIcon id={platform} /> {label}
          </p>
          {children}
        </div>
      );
  }
}

export { PLATFORM_STYLE };

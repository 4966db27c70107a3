import { cx } from "@/components/ui/cx";
import type { PlatformId } from "@/lib/platforms/ids";
import { platformRule } from "@/lib/platforms/registry";

/** Each platform's accent, for its mark and its preview's links and hashtags. */
export const PLATFORM_STYLE: Record<PlatformId, { mark: string; link: string }> = {
  x_twitter: { mark: "bg-black text-white", link: "text-[#1d9bf0]" },
  linkedin: { mark: "bg-[#0a66c2] text-white", link: "text-[#0a66c2]" },
  instagram: { mark: "bg-gradient-to-tr from-[#feda75] via-[#d62976] to-[#4f5bd5] text-white", link: "text-[#00376b]" },
  facebook: { mark: "bg-[#1877f2] text-white", link: "text-[#1877f2]" },
  google_business: { mark: "bg-white text-[#1a73e8] ring-1 ring-inset ring-slate-200", link: "text-[#1a73e8]" },
  bluesky: { mark: "bg-[#1185fe] text-white", link: "text-[#1185fe]" },
  tiktok: { mark: "bg-[#010101] text-white", link: "text-[#fe2c55]" },
  threads: { mark: "bg-black text-white", link: "text-[#0095f6]" },
};

function Glyph({ id }: { id: PlatformId }) {
  const common = { viewBox: "0 0 24 24", "aria-hidden": true, className: "size-[62%]" } as const;
  switch (id) {
    case "x_twitter":
      return (
        <svg {...common} fill="currentColor">
          <path d="M17.8 3h3.1l-6.8 7.8L22 21h-6.2l-4.9-6.4L5.3 21H2.2l7.3-8.3L2 3h6.4l4.4 5.8L17.8 3Zm-1.1 16.2h1.7L7.4 4.7H5.6l11.1 14.5Z" />
        </svg>
      );
    case "linkedin":
      return (
        <svg {...common} fill="currentColor">
          <path d="M5 8.5h3V19H5V8.5Zm1.5-4.7a1.75 1.75 0 1 1 0 3.5 1.75 1.75 0 0 1 0-3.5ZM10 8.5h2.9v1.5c.4-.8 1.5-1.7 3.1-1.7 3.3 0 3.9 2.1 3.9 4.9V19h-3v-5.2c0-1.3 0-2.9-1.8-2.9s-2.1 1.4-2.1 2.8V19h-3V8.5Z" />
        </svg>
      );
    case "instagram":
      return (
        <svg {...common} fill="none" stroke="currentColor" strokeWidth="2">
          <rect x="4" y="4" width="16" height="16" rx="4.5" />
          <circle cx="12" cy="12" r="3.6" />
          <circle cx="16.8" cy="7.2" r="0.6" fill="currentColor" />
        </svg>
      );
    case "facebook":
      return (
        <svg {...common} fill="currentColor">
          <path d="M13.5 21v-7.5h2.6l.4-3h-3V8.6c0-.9.3-1.5 1.6-1.5h1.6V4.4c-.3 0-1.2-.1-2.3-.1-2.3 0-3.9 1.4-3.9 4v2.2H8v3h2.5V21h3Z" />
        </svg>
      );
    case "google_business":
      return (
        <svg {...common} fill="none" stroke="currentColor" strokeWidth="2" strokeLinejoin="round">
          <path d="M4 9.5 5.5 4h13L20 9.5M4 9.5v1a2.7 2.7 0 0 0 5.3 0 2.7 2.7 0 0 0 5.4 0 2.7 2.7 0 0 0 5.3 0v-1M4 9.5h16M5.5 13v7h13v-7" />
        </svg>
      );
    case "bluesky":
      return (
        <svg {...common} fill="currentColor">
          <path d="M6.3 4.6c2.2 1.6 4.5 4.9 5.7 6.6 1.2-1.7 3.5-5 5.7-6.6 1.6-1.2 4.2-2.1 4.2.8 0 .6-.3 4.9-.5 5.6-.7 2.4-3.2 3-5.4 2.7 3.9.7 4.9 2.9 2.8 5.1-4 4.1-5.8-1-6.2-2.4l-.6-1.5-.6 1.5c-.4 1.4-2.2 6.5-6.2 2.4-2.1-2.2-1.1-4.4 2.8-5.1-2.2.4-4.7-.3-5.4-2.7-.2-.7-.5-5-.5-5.6 0-2.9 2.6-2 4.2-.8Z" />
        </svg>
      );
    case "tiktok":
      return (
        <svg {...common} fill="currentColor">
          <path d="M16.6 3c.3 2.3 1.7 3.8 4 4v2.8c-1.4.1-2.7-.3-4-1.1v5.6c0 6.9-7.6 9.1-10.6 4.1-2-3.2-.8-8.8 5.6-9V12c-.5.1-1 .2-1.5.4-1.4.5-2.2 1.4-2 3 .4 3 5.9 3.9 5.4-2V3h3.1Z" />
        </svg>
      );
    case "threads":
      return (
        <svg {...common} fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
          <path d="M16.5 11.2c-.4-2.6-2.2-3.7-4.3-3.7-2 0-3.4 1-3.9 2.6M12.3 12c2.6 0 4.2.6 4.3 2.6.1 1.8-1.4 3-3.6 3s-3.3-1.1-3.3-2.4c0-1.5 1.4-2.4 3.4-2.4 3.5 0 6.4 1.4 6.4 3.9 0 2.4-2.7 4.6-7.2 4.6C7.6 21.3 4 18.4 4 12s3.6-9.3 8.3-9.3c3.7 0 6.3 1.7 7.4 5" />
        </svg>
      );
  }
}

/** A small, recognisable platform mark (decorative; the label is given beside or by `title`). */
export function PlatformIcon({ id, className, title }: { id: PlatformId; className?: string; title?: boolean }) {
  return (
    <span
      className={cx("inline-flex size-5 shrink-0 items-center justify-center rounded-md", PLATFORM_STYLE[id].mark, className)}
      title={title ? platformRule(id).label : undefined}
      aria-hidden
    >
      <Glyph id={id} />
    </span>
  );
}

/** Icon + label, for lists of platforms. */
export function PlatformTag({ id }: { id: PlatformId }) {
  return (
    <span className="inline-flex items-center gap-1.5 rounded-md bg-slate-50 py-0.5 pl-0.5 pr-2 text-xs font-medium text-slate-700 ring-1 ring-inset ring-slate-200">
      <PlatformIcon id={id} className="size-4 rounded" />
      {platformRule(id).label}
    </span>
  );
}

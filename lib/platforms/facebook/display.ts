import type { PlatformDisplay } from "@/lib/platforms/display/platform-display";
import { bubbleComments, headerFrame } from "@/lib/platforms/display/preview-frames";

export const facebookDisplay: PlatformDisplay = {
  markClass: "bg-[#1877f2] text-white",
  linkClass: "text-[#1877f2]",
  icon: {
    paint: { fill: "currentColor" },
    shapes: [
      { path: "M13.5 21v-7.5h2.6l.4-3h-3V8.6c0-.9.3-1.5 1.6-1.5h1.6V4.4c-.3 0-1.2-.1-2.3-.1-2.3 0-3.9 1.4-3.9 4v2.2H8v3h2.5V21h3Z" },
    ],
  },
  preview: headerFrame({
    headerClass: "flex gap-2 px-3 pt-3",
    avatarClass: "bg-[#1877f2]",
    nameClass: "truncate text-sm font-semibold text-slate-900",
    bylines: ["Just now · Public"],
    postClass: "px-3 pb-3 pt-2 text-[15px] leading-snug text-slate-900",
    footer: {
      kind: "actions",
      items: ["Like", "Comment", "Share"],
      className: "border-t border-slate-200 px-8 py-2 font-medium text-slate-600",
    },
    comments: bubbleComments("bg-[#1877f2]"),
  }),
};

import type { PlatformDisplay } from "@/lib/platforms/display/platform-display";
import { bubbleComments, headerFrame } from "@/lib/platforms/display/preview-frames";

export const linkedinDisplay: PlatformDisplay = {
  markClass: "bg-[#0a66c2] text-white",
  linkClass: "text-[#0a66c2]",
  icon: {
    paint: { fill: "currentColor" },
    shapes: [
      {
        path: "M5 8.5h3V19H5V8.5Zm1.5-4.7a1.75 1.75 0 1 1 0 3.5 1.75 1.75 0 0 1 0-3.5ZM10 8.5h2.9v1.5c.4-.8 1.5-1.7 3.1-1.7 3.3 0 3.9 2.1 3.9 4.9V19h-3v-5.2c0-1.3 0-2.9-1.8-2.9s-2.1 1.4-2.1 2.8V19h-3V8.5Z",
      },
    ],
  },
  preview: headerFrame({
    headerClass: "flex gap-2 px-3 pt-3",
    avatarClass: "rounded-md bg-[#0a66c2]",
    nameClass: "truncate text-sm font-semibold text-slate-900",
    bylines: ["Now · Public"],
    postClass: "px-3 pb-2 pt-2 text-sm leading-relaxed text-slate-900",
    footer: {
      kind: "actions",
      items: ["Like", "Comment", "Repost", "Send"],
      className: "border-t border-slate-200 px-6 py-2 font-medium text-slate-600",
    },
    comments: bubbleComments("rounded-md bg-[#0a66c2]"),
  }),
};

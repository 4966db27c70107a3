import type { PlatformDisplay } from "@/lib/platforms/display/platform-display";
import { box, headerFrame, text } from "@/lib/platforms/display/preview-frames";

export const googleBusinessDisplay: PlatformDisplay = {
  markClass: "bg-white text-[#1a73e8] ring-1 ring-inset ring-slate-200",
  linkClass: "text-[#1a73e8]",
  icon: {
    paint: { fill: "none", stroke: "currentColor", strokeWidth: "2", strokeLinejoin: "round" },
    shapes: [
      { path: "M4 9.5 5.5 4h13L20 9.5M4 9.5v1a2.7 2.7 0 0 0 5.3 0 2.7 2.7 0 0 0 5.4 0 2.7 2.7 0 0 0 5.3 0v-1M4 9.5h16M5.5 13v7h13v-7" },
    ],
  },
  // A local post ends with its call-to-action button.
  preview: headerFrame({
    headerClass: "flex items-center gap-2 px-3 pt-3",
    avatarClass: "bg-[#1a73e8]",
    nameClass: "truncate text-sm font-medium text-slate-900",
    bylines: ["Update · Google Business Profile"],
    postClass: "px-3 pb-2 pt-2 text-sm leading-relaxed text-slate-800",
    footer: box(
      "div",
      { className: "px-3 pb-3", decorative: true },
      box("span", { className: "inline-flex rounded-full border border-slate-300 px-3 py-1 text-xs font-medium text-[#1a73e8]" }, text("Learn more")),
    ),
  }),
};

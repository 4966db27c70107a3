import type { PlatformDisplay } from "@/lib/platforms/display/platform-display";
import { box, POST, text } from "@/lib/platforms/display/preview-frames";

export const tiktokDisplay: PlatformDisplay = {
  markClass: "bg-[#010101] text-white",
  linkClass: "text-[#fe2c55]",
  darkFrame: true,
  icon: {
    paint: { fill: "currentColor" },
    shapes: [
      { path: "M16.6 3c.3 2.3 1.7 3.8 4 4v2.8c-1.4.1-2.7-.3-4-1.1v5.6c0 6.9-7.6 9.1-10.6 4.1-2-3.2-.8-8.8 5.6-9V12c-.5.1-1 .2-1.5.4-1.4.5-2.2 1.4-2 3 .4 3 5.9 3.9 5.4-2V3h3.1Z" },
    ],
  },
  // A dark card: the media with the handle over it, then the caption and the actions.
  preview: box(
    "div",
    { className: "overflow-hidden rounded-lg bg-slate-950 ring-1 ring-slate-800" },
    box(
      "div",
      { className: "relative" },
      { kind: "image", aspect: "aspect-[16/9]", dark: true },
      box("span", { className: "absolute bottom-2 left-3 text-sm font-semibold text-white drop-shadow", decorative: true }, text("@{handle}")),
    ),
    box("div", { className: "px-3 pb-3 pt-2 text-sm leading-snug text-slate-100" }, POST),
    { kind: "actions", items: ["♥ Like", "Comment", "Save", "Share"], className: "border-t border-slate-800 px-6 py-2 text-slate-400" },
  ),
};

import type { PlatformDisplay } from "@/lib/platforms/display/platform-display";
import { box, CARD, POST, text } from "@/lib/platforms/display/preview-frames";

const GRADIENT = "bg-gradient-to-tr from-[#feda75] via-[#d62976] to-[#4f5bd5]";

export const instagramDisplay: PlatformDisplay = {
  markClass: `${GRADIENT} text-white`,
  linkClass: "text-[#00376b]",
  icon: {
    paint: { fill: "none", stroke: "currentColor", strokeWidth: "2" },
    shapes: [
      { rect: { x: "4", y: "4", width: "16", height: "16", rx: "4.5" } },
      { circle: { cx: "12", cy: "12", r: "3.6" } },
      { circle: { cx: "16.8", cy: "7.2", r: "0.6", fill: "currentColor" } },
    ],
  },
  // The account above the image, the actions below it, then the caption after the handle.
  preview: box(
    "div",
    { className: CARD },
    box(
      "div",
      { className: "flex items-center gap-2 px-3 py-2", decorative: true },
      box("span", { className: `rounded-full ${GRADIENT} p-[2px]` }, { kind: "avatar", className: "size-7 border-2 border-white text-xs" }),
      box("span", { className: "truncate text-sm font-semibold text-slate-900" }, text("{handle}")),
    ),
    { kind: "image", aspect: "aspect-[2/1]" },
    { kind: "actions", items: ["♡ Like", "Comment", "Share", "Save"], className: "px-3 pt-2" },
    box(
      "div",
      { className: "px-3 pb-3 pt-1 text-sm leading-snug text-slate-900" },
      box("span", { className: "font-semibold", decorative: true }, text("{handle} ")),
      POST,
    ),
    // The first comment under the caption, as Instagram lists comments: the handle, then the text.
    { kind: "followUps", style: { show: "comments", className: "px-3 pb-3 text-sm leading-snug text-slate-900", name: { text: "{handle}", className: "font-semibold" }, bubble: false } },
  ),
};

import { cx } from "@/components/ui/cx";
import type { IconShape } from "@/lib/platforms/display/platform-display";
import type { PlatformId } from "@/lib/platforms/ids";
import { PLATFORMS } from "@/lib/platforms/registry";

function Shape({ shape }: { shape: IconShape }) {
  if ("path" in shape) return <path d={shape.path} />;
  if ("rect" in shape) return <rect {...shape.rect} />;
  return <circle {...shape.circle} />;
}

/** The platform's glyph as its display data draws it (lib/platforms/<platform>/display.ts). */
function Glyph({ id }: { id: PlatformId }) {
  const { paint, shapes } = PLATFORMS[id].display.icon;
  return (
    <svg viewBox="0 0 24 24" aria-hidden className="size-[62%]" {...paint}>
      {shapes.map((shape, index) => (
        <Shape key={index} shape={shape} />
      ))}
    </svg>
  );
}

/** A small, recognisable platform mark (decorative; the label is given beside or by `title`). */
export function PlatformIcon({ id, className, title }: { id: PlatformId; className?: string; title?: boolean }) {
  return (
    <span
      className={cx("inline-flex size-5 shrink-0 items-center justify-center rounded-md", PLATFORMS[id].display.markClass, className)}
      title={title ? PLATFORMS[id].label : undefined}
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
      {PLATFORMS[id].label}
    </span>
  );
}

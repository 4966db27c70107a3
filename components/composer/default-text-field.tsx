import { TextareaField } from "@/components/ui/textarea-field";
import type { PlatformId } from "@/lib/platforms/ids";
import { platformRule } from "@/lib/platforms/registry";

type Props = { value: string; following: PlatformId[]; error?: string; onChange: (content: string) => void };

/** The default text, with the platforms that publish it now (the rest have their own). */
export function DefaultTextField({ value, following, error, onChange }: Props) {
  return (
    <TextareaField
      id="compose-default-text"
      label="Default text"
      rows={6}
      className="[&_textarea]:field-sizing-content [&_textarea]:min-h-36"
      value={value}
      onChange={(e) => onChange(e.target.value)}
      error={error}
      hint={
        following.length > 0
          ? `Published as is on ${following.map((p) => platformRule(p).label).join(", ")}. Hashtags and links go in the text.`
          : "Every chosen platform has its own text; this one is kept as the post's main text."
      }
    />
  );
}

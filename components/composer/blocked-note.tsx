import { cx } from "@/components/ui/cx";
import type { Blocker } from "@/components/composer/compose-blocker";

/** Why the buttons are disabled: red when something is wrong, grey when the post is just unfinished. */
export function BlockedNote({ blocker }: { blocker: Blocker }) {
  return (
    <p id="compose-blocked" data-testid="compose-blocked" className={cx("text-sm", blocker.problem ? "font-medium text-red-600" : "text-slate-600")}>
      {blocker.message}
    </p>
  );
}

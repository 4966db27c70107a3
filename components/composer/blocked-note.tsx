import { cx } from "@/components/ui/cx";
import type { Blocker } from "@/components/composer/compose-blocker";

/**
 * Why the buttons are disabled: red when something is wrong, grey when the post is just unfinished.
 * `id` also names it for the buttons' aria-describedby (and as its test id).
 */
export function BlockedNote({ blocker, id = "compose-blocked" }: { blocker: Blocker; id?: string }) {
  return (
    <p id={id} data-testid={id} className={cx("text-sm", blocker.problem ? "font-medium text-red-600" : "text-slate-600")}>
      {blocker.message}
    </p>
  );
}

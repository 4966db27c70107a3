import type { PostWarning } from "@/lib/client/types";
import { platformRule } from "@/lib/platforms/registry";

/** The saved post's warnings (POST/PATCH /posts' answer) in the dashboard's words rather than the API's field names. */
export function mediaWarningText(warnings: PostWarning[]): string {
  const names = [...new Set(warnings.map((warning) => platformRule(warning.platform).label))].join(" and ");
  return `${names} cannot publish text alone: add an image before you schedule or queue this post.`;
}

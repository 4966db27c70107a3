import type { z } from "zod";

/** One readable sentence naming each offending field, e.g. `platforms[1]: Invalid option ...`. */
export function describeZodError(error: z.ZodError, where: "body" | "query"): string {
  const parts = error.issues.slice(0, 5).map((issue) => {
    const path = issue.path.reduce<string>(
      (out, key) => (typeof key === "number" ? `${out}[${key}]` : out ? `${out}.${String(key)}` : String(key)),
      "",
    );
    if (issue.code === "unrecognized_keys") {
      const keys = issue.keys.map((key) => `"${key}"`).join(", ");
      return `${path ? `${path}: ` : ""}unknown field${issue.keys.length > 1 ? "s" : ""} ${keys}`;
    }
    if (issue.code === "invalid_type" && issue.input === undefined) return `${path}: is required`;
    return path ? `${path}: ${issue.message}` : issue.message;
  });
  const more = error.issues.length > 5 ? ` (and ${error.issues.length - 5} more)` : "";
  return `Invalid ${where}: ${parts.join("; ")}${more}.`;
}

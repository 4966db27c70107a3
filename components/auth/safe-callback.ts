/** Only same-site paths are followed after signing in; anything else goes to the dashboard. */
export function safeCallbackUrl(value: string | string[] | undefined): string {
  const raw = Array.isArray(value) ? value[0] : value;
  if (!raw) return "/dashboard";
  try {
    // NextAuth passes an absolute URL of our own origin; keep only its path.
    const url = new URL(raw, "http://local.invalid");
    const path = `${url.pathname}${url.search}${url.hash}`;
    if (!path.startsWith("/") || path.startsWith("//") || path.startsWith("/sign-in") || path.startsWith("/sign-up")) return "/dashboard";
    return path;
  } catch {
    return "/dashboard";
  }
}

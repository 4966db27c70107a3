/** Settings → Connections (components/settings/settings-sections.ts lists it with the other sections). */
export const CONNECTIONS_SETTINGS_PATH = "/settings/connections";

/** A brand's connections in Settings: the brand chosen first (the reconnect banner, a failed or cancelled sign-in). */
export function brandConnectionsPath(brandId: string | null): string {
  return brandId ? `${CONNECTIONS_SETTINGS_PATH}?${new URLSearchParams({ brand: brandId })}` : CONNECTIONS_SETTINGS_PATH;
}

/** Where the dashboard goes once a sign-in connected an account: its brand's connections, confirmed. */
export function settingsAfterSignIn(brandId: string, platform: string): string {
  return `${CONNECTIONS_SETTINGS_PATH}?${new URLSearchParams({ brand: brandId, connected: platform })}`;
}

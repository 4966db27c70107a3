/** Where the dashboard goes once a sign-in connected an account: its brand's connections, confirmed. */
export function settingsAfterSignIn(brandId: string, platform: string): string {
  return `/settings?${new URLSearchParams({ brand: brandId, connected: platform })}#connections`;
}

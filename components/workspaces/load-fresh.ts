/**
 * A full page load of `path`, not a client-side navigation: every resource the dashboard holds
 * in its cache was read in the workspace the session acted in, so after switching (or joining,
 * or leaving) none of it may be shown again, not even while it is fetched anew.
 */
export function loadFresh(path: string): void {
  window.location.assign(new URL(path, window.location.origin).href);
}

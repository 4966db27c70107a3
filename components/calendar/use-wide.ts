import { useSyncExternalStore } from "react";

const QUERY = "(min-width: 768px)";

function subscribe(notify: () => void) {
  const list = window.matchMedia(QUERY);
  list.addEventListener("change", notify);
  return () => list.removeEventListener("change", notify);
}

/**
 * Whether the screen is wide enough for the week's hour grid (Tailwind's md). One layout is
 * rendered, not two hidden by CSS, so every post has one chip on the page. False on the server.
 */
export function useWide(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(QUERY).matches,
    () => false,
  );
}

/**
 * Focuses a form control by id and scrolls it to the middle of the screen, so that it and its
 * message are not hidden under the sticky header (a plain focus() scrolls it to the very top).
 */
export function focusField(id: string): void {
  const element = document.getElementById(id);
  if (!element) return;
  element.focus({ preventScroll: true });
  element.scrollIntoView({ block: "center", behavior: "smooth" });
}

import type { Locator } from "@playwright/test";

/**
 * The texts inside `root` (itself included) that are cut: an element that hides what overflows
 * it (`overflow` not visible, or `text-overflow: ellipsis`) while its content is wider or taller
 * than its box. Empty when everything reads whole: `expect(await cutTexts(list)).toEqual([])`.
 */
export function cutTexts(root: Locator): Promise<string[]> {
  return root.evaluate((element) => {
    const cut: string[] = [];
    for (const node of [element, ...element.querySelectorAll("*")]) {
      if (!(node instanceof HTMLElement) || !node.textContent?.trim() || node.offsetParent === null) continue;
      // Text for screen readers only (a 1 px box) is meant to be out of sight.
      if (node.clientWidth <= 1 || node.clientHeight <= 1) continue;
      const style = getComputedStyle(node);
      const hidesX = style.overflowX !== "visible" || style.textOverflow === "ellipsis";
      const hidesY = style.overflowY !== "visible";
      if ((hidesX && node.scrollWidth > node.clientWidth + 1) || (hidesY && node.scrollHeight > node.clientHeight + 1)) cut.push(node.innerText.trim());
    }
    return cut;
  });
}

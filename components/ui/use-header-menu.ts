"use client";

import { useEffect, useId, useRef, useState } from "react";

/**
 * The open/closed state of a header menu (account, workspace switcher, notifications): a
 * button that toggles a panel, closed by a pointer press outside the menu or by Escape, which
 * hands the focus back to the button so that a keyboard user is where they were.
 */
export function useHeaderMenu() {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    function onPointer(event: PointerEvent) {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    }
    function onKey(event: KeyboardEvent) {
      if (event.key === "Escape") {
        setOpen(false);
        buttonRef.current?.focus();
      }
    }
    document.addEventListener("pointerdown", onPointer);
    document.addEventListener("keydown", onKey);
    return () => {
      document.removeEventListener("pointerdown", onPointer);
      document.removeEventListener("keydown", onKey);
    };
  }, [open]);

  return { open, setOpen, panelId, rootRef, buttonRef };
}

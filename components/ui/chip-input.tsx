"use client";

import { useRef, useState, type KeyboardEvent, type ReactNode } from "react";
import { cx } from "@/components/ui/cx";

type ChipInputProps = {
  id: string;
  label: ReactNode;
  values: string[];
  onChange: (values: string[]) => void;
  /** Most items allowed; the input hides when reached. */
  maxItems: number;
  /** Most characters per item. */
  maxLength: number;
  placeholder?: string;
  hint?: ReactNode;
  error?: string | null;
  /** A label for screen readers on the remove buttons, e.g. "trait". */
  itemNoun?: string;
  size?: "sm" | "md";
  /** Hide the visible label (it still labels the input). */
  hideLabel?: boolean;
  /** Whether a comma ends an item (off for items that may contain commas, such as phrases). */
  commaSeparates?: boolean;
};

/**
 * Chips with a remove button each, and an input that adds one on Enter or, unless turned off,
 * comma (pasting "a, b, c" adds three). Backspace in an empty input removes the last chip. Duplicates
 * (case-insensitive) are ignored.
 */
export function ChipInput({ id, label, values, onChange, maxItems, maxLength, placeholder, hint, error, itemNoun = "item", size = "md", hideLabel, commaSeparates = true }: ChipInputProps) {
  const [text, setText] = useState("");
  const [note, setNote] = useState<string | null>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const full = values.length >= maxItems;

  function add(raw: string) {
    const parts = (commaSeparates ? raw.split(",") : [raw]).map((part) => part.trim()).filter(Boolean);
    if (parts.length === 0) return;
    const next = [...values];
    let skipped: string | null = null;
    for (const part of parts) {
      if (next.length >= maxItems) {
        skipped = `At most ${maxItems} ${itemNoun}s.`;
        break;
      }
      if (part.length > maxLength) {
        skipped = `Each ${itemNoun} can have at most ${maxLength} characters.`;
        continue;
      }
      if (next.some((value) => value.toLowerCase() === part.toLowerCase())) {
        skipped = `“${part}” is already there.`;
        continue;
      }
      next.push(part);
    }
    setNote(skipped);
    if (next.length !== values.length) onChange(next);
    setText(skipped && parts.length === 1 ? raw : "");
  }

  function remove(index: number) {
    onChange(values.filter((_, i) => i !== index));
    setNote(null);
    inputRef.current?.focus();
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === "Enter" || (commaSeparates && event.key === ",")) {
      event.preventDefault();
      add(text);
    } else if (event.key === "Backspace" && text === "" && values.length > 0) {
      event.preventDefault();
      onChange(values.slice(0, -1));
    }
  }

  const describedBy = [error ? errorId : null, hint || note ? hintId : null].filter(Boolean).join(" ") || undefined;
  const chipClass = size === "sm" ? "py-0.5 pl-2 pr-0.5 text-xs" : "py-1 pl-2.5 pr-1 text-sm";

  return (
    <div>
      <label htmlFor={id} className={hideLabel ? "sr-only" : "block text-sm font-medium text-slate-800"}>
        {label}
      </label>
      <div
        className={cx(
          "flex min-h-10 flex-wrap items-center gap-1.5 rounded-lg bg-white px-2 py-1.5 shadow-sm ring-1 ring-inset focus-within:ring-2",
          hideLabel ? "" : "mt-1.5",
          error ? "ring-red-400 focus-within:ring-red-500" : "ring-slate-300 focus-within:ring-brand-500",
        )}
        onClick={(event) => {
          if (event.target === event.currentTarget) inputRef.current?.focus();
        }}
      >
        <ul className="contents" aria-label={`Added ${itemNoun}s`}>
          {values.map((value, index) => (
            <li key={`${value}-${index}`} className={cx("inline-flex max-w-full items-center gap-0.5 rounded-md bg-brand-50 font-medium text-brand-900 ring-1 ring-inset ring-brand-200", chipClass)}>
              <span className="min-w-0 break-words">{value}</span>
              <button
                type="button"
                onClick={() => remove(index)}
                className="shrink-0 rounded p-0.5 text-brand-700 hover:bg-brand-100 hover:text-brand-900"
                aria-label={`Remove ${itemNoun} “${value}”`}
              >
                <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" aria-hidden className="size-3.5">
                  <path d="M18 6 6 18M6 6l12 12" />
                </svg>
              </button>
            </li>
          ))}
        </ul>
        <input
          ref={inputRef}
          id={id}
          value={text}
          disabled={full}
          onChange={(event) => {
            const value = event.target.value;
            if (commaSeparates && value.includes(",")) add(value);
            else {
              setText(value);
              if (note) setNote(null);
            }
          }}
          onKeyDown={onKeyDown}
          onBlur={() => {
            if (text.trim()) add(text);
          }}
          placeholder={full ? `Limit of ${maxItems} reached` : placeholder}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          className={cx("min-w-32 flex-1 border-0 bg-transparent px-1 py-1 text-slate-900 placeholder:text-slate-400 focus:outline-none", size === "sm" ? "text-xs" : "text-sm")}
          style={{ outline: "none" }}
          autoComplete="off"
        />
      </div>
      {error ? (
        <p id={errorId} className="mt-1.5 text-sm text-red-600">
          {error}
        </p>
      ) : null}
      {note || hint ? (
        <p id={hintId} className={cx("text-xs", note ? "text-amber-700" : "text-slate-500", error ? "mt-1" : "mt-1.5")} aria-live="polite">
          {note ?? hint}
        </p>
      ) : null}
    </div>
  );
}

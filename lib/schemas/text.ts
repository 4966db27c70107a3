import { z } from "@/lib/zod";

// Every string the API stores goes through `text()` (docs/api-decisions.md, "Text"): its length
// is checked before anything else reads it, a NUL or an unpaired surrogate is a 400 naming the
// field (PostgreSQL refuses the one and silently replaces the other), and it is stored in
// Unicode normalisation form C, so that "é" typed either way is the same text.

/** Characters nobody sees: white space, zero-width and bidi controls, other default-ignorables, controls, a blank braille cell. */
const INVISIBLE_ONLY = /^[\p{White_Space}\p{Default_Ignorable_Code_Point}\p{Cc}\p{Cf}\p{Zl}\p{Zp}\u2800]*$/u;

export type TextOptions = {
  /** At most this many characters (UTF-16 code units), checked before and after normalisation. */
  max: number;
  /** Leading and trailing white space is dropped (names, labels, phrases). */
  trim?: boolean;
  /** Must hold at least one visible character (names, labels, phrases, post content). */
  visible?: boolean;
};

const tooLong = (max: number) => ({ error: `must be at most ${max} characters`, abort: true });

/** A stored string: bounded, free of NUL and unpaired surrogates, NFC-normalised. */
export function text({ max, trim = false, visible = false }: TextOptions) {
  let schema = z
    .string()
    .max(max, tooLong(max))
    .refine((value) => !value.includes("\u0000"), { error: "must not contain NUL characters (U+0000)", abort: true })
    .refine((value) => value.isWellFormed(), { error: "must not contain unpaired UTF-16 surrogates", abort: true })
    .overwrite((value) => value.normalize("NFC"));
  if (trim) schema = schema.trim();
  if (visible) {
    schema = schema
      .refine((value) => value.trim() !== "", { error: "must not be empty", abort: true })
      .refine((value) => !INVISIBLE_ONLY.test(value), { error: "must contain visible characters, not only invisible ones", abort: true });
  }
  // Normalisation can lengthen text (a few characters decompose): the stored text keeps the bound too.
  return schema.max(max, tooLong(max));
}

/**
 * Text the server itself produced (an extracted voice), made storable without refusing it:
 * NUL and unpaired surrogates become U+FFFD, and the rest is NFC-normalised.
 */
export function storableText(value: string): string {
  return value.replaceAll("\u0000", "\ufffd").toWellFormed().normalize("NFC");
}

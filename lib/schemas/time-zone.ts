/**
 * True for a time zone name this runtime knows (IANA, e.g. "Europe/Berlin", or "UTC"): what a
 * brand's queue may be set in. Intl refuses an unknown name with a RangeError.
 */
export function isTimeZone(name: string): boolean {
  try {
    new Intl.DateTimeFormat("en-US", { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

export const MIN_PASSWORD = 10;

export function emailError(value: string): string | null {
  const email = value.trim();
  if (!email) return "Enter your email address.";
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) return "Enter a valid email address, like name@company.com.";
  return null;
}

export function newPasswordError(value: string): string | null {
  if (!value) return "Choose a password.";
  if (value.length < MIN_PASSWORD) return `Use at least ${MIN_PASSWORD} characters.`;
  if (new TextEncoder().encode(value).length > 72) return "Use at most 72 bytes.";
  return null;
}

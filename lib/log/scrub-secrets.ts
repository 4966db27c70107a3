// Secrets that can end up inside free text (an error's message or stack, a driver's complaint
// quoting a statement): API keys, bearer tokens, session tokens (JWTs), password hashes and
// credential-looking `name=value` pairs. Logs keep the shape and lose the secret.
const SECRET_PATTERNS: Array<[RegExp, string]> = [
  [/bcst_live_[0-9A-Za-z]+/g, "bcst_live_[redacted]"],
  [/\b(Bearer|Basic)\s+[^\s,;"']+/gi, "$1 [redacted]"],
  [/\beyJ[\w-]{4,}\.[\w-]{4,}\.[\w-]*/g, "[redacted jwt]"],
  [/\$2[abxy]\$\d{2}\$[./A-Za-z0-9]{53}/g, "[redacted bcrypt hash]"],
  [/\$scrypt\$ln=\d+,r=\d+,p=\d+\$[A-Za-z0-9+/=]+\$[A-Za-z0-9+/=]+/g, "[redacted scrypt hash]"],
  [/\b(password|passwd|secret|token|access_token|app_password|page_access_token|api_key)(["']?\s*[:=]\s*["']?)[^\s,;"'&}]+/gi, "$1$2[redacted]"],
];

/** `text` with anything that looks like a secret replaced by a marker. */
export function scrubSecrets(text: string): string {
  let out = text;
  for (const [pattern, replacement] of SECRET_PATTERNS) out = out.replace(pattern, replacement);
  return out;
}

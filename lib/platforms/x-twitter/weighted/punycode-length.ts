// The length of a domain label in its ASCII (punycode, RFC 3492) form: X refuses a URL whose
// domain has a label longer than 63 characters in that form (twitter-text's idna check).

const BASE = 36;
const T_MIN = 1;
const T_MAX = 26;
const SKEW = 38;
const DAMP = 700;
const INITIAL_BIAS = 72;
const INITIAL_N = 0x80;

function adapt(delta: number, points: number, first: boolean): number {
  let d = first ? Math.floor(delta / DAMP) : delta >> 1;
  d += Math.floor(d / points);
  let k = 0;
  while (d > ((BASE - T_MIN) * T_MAX) >> 1) {
    d = Math.floor(d / (BASE - T_MIN));
    k += BASE;
  }
  return k + Math.floor(((BASE - T_MIN + 1) * d) / (d + SKEW));
}

/** UTF-16 units to code points, a lone surrogate standing for itself (as punycode.js does). */
function codePoints(text: string): number[] {
  const points: number[] = [];
  for (let i = 0; i < text.length; i++) {
    const unit = text.charCodeAt(i);
    const next = text.charCodeAt(i + 1);
    if (unit >= 0xd800 && unit <= 0xdbff && next >= 0xdc00 && next <= 0xdfff) {
      points.push((unit - 0xd800) * 0x400 + (next - 0xdc00) + 0x10000);
      i++;
    } else points.push(unit);
  }
  return points;
}

/** The number of characters RFC 3492 encodes `points` into (without the `xn--` prefix). */
function encodedLength(points: number[]): number {
  const basic = points.filter((point) => point < INITIAL_N).length;
  let length = basic + (basic > 0 ? 1 : 0);
  let n = INITIAL_N;
  let delta = 0;
  let bias = INITIAL_BIAS;
  let handled = basic;
  while (handled < points.length) {
    const m = Math.min(...points.filter((point) => point >= n));
    delta += (m - n) * (handled + 1);
    n = m;
    for (const point of points) {
      if (point < n) delta++;
      if (point !== n) continue;
      let q = delta;
      for (let k = BASE; ; k += BASE) {
        const t = k <= bias ? T_MIN : k >= bias + T_MAX ? T_MAX : k - bias;
        if (q < t) break;
        length++;
        q = Math.floor((q - t) / (BASE - t));
      }
      length++;
      bias = adapt(delta, handled + 1, handled === basic);
      delta = 0;
      handled++;
    }
    delta++;
    n++;
  }
  return length;
}

const PRINTABLE_ASCII = /^[\x20-\x7e]*$/;

/**
 * A label's length once converted as twitter-text converts it (punycode.js `toASCII`): printable
 * ASCII stays as it is, anything else becomes `xn--` + its encoding. Labels of 60 code points or
 * more are longer than 63 whatever they hold, so they are not encoded (the answer is then only
 * a lower bound above 63): the work stays bounded however long the label.
 */
export function asciiLabelLength(label: string): number {
  if (PRINTABLE_ASCII.test(label)) return label.length;
  const points = codePoints(label);
  if (points.length >= 60) return 4 + points.length;
  return 4 + encodedLength(points);
}

/**
 * The length twitter-text's idna check measures for each label of a domain: it splits the domain
 * at ASCII dots only, then punycode.js `toASCII` converts each such label, itself splitting it at
 * the ideographic full stops (U+3002, U+FF0E, U+FF61) and joining the encoded parts with dots. So
 * "日本語。_www" is one label of 41 + 1 + 22 characters, not two labels.
 */
export function idnaLabelLengths(domain: string): number[] {
  return domain.split(".").map((label) => {
    const parts = label.split(/[\u3002\uff0e\uff61]/);
    return parts.reduce((sum, part) => sum + asciiLabelLength(part), parts.length - 1);
  });
}

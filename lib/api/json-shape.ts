/** No object in a request body may have more fields than this (the API's largest has 7). */
export const MAX_OBJECT_FIELDS = 200;
/** No request body may nest objects and arrays deeper than this (the API's deepest is 4). */
export const MAX_NESTING = 32;

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const COLON = 0x3a;

/**
 * Why a JSON text has a shape no endpoint accepts (too many fields in one object, too deep), or
 * null. A linear scan of the text before JSON.parse: parsing an object with 50,000 keys costs
 * V8 a few hundred milliseconds of event loop, which a request must not be able to buy. Outside
 * strings, every `:` in valid JSON separates a key from its value, so counting them per open
 * object counts its fields; malformed text is left to JSON.parse to refuse.
 */
export function jsonShapeProblem(text: string): string | null {
  const fields: number[] = []; // per open container: its field count, or -1 for an array
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (inString) {
      if (code === BACKSLASH) i++;
      else if (code === QUOTE) inString = false;
      continue;
    }
    if (code === QUOTE) inString = true;
    else if (code === 0x7b || code === 0x5b) {
      fields.push(code === 0x7b ? 0 : -1);
      if (fields.length > MAX_NESTING) return `The request body nests deeper than ${MAX_NESTING} levels.`;
    } else if (code === 0x7d || code === 0x5d) fields.pop();
    else if (code === COLON && fields.length > 0 && fields[fields.length - 1] >= 0) {
      if (++fields[fields.length - 1] > MAX_OBJECT_FIELDS) return `The request body has an object with more than ${MAX_OBJECT_FIELDS} fields.`;
    }
  }
  return null;
}

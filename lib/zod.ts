import { z } from "zod";

// Every schema is made with this `z`. In the browser, zod would probe `new Function` to compile
// faster object parsers; the pages' Content-Security-Policy forbids eval (next.config.ts), so the
// probe would be reported as a CSP violation on every page that validates a form. There parsers
// run interpreted. The setting must come before any object schema is made, which importing `z`
// from here guarantees. On the server nothing changes.
if (typeof window !== "undefined") z.config({ jitless: true });

export { z };

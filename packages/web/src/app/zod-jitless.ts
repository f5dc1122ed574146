// Imported by main.tsx before any module that builds a schema.
import { z } from 'zod';

// zod compiles a parser for each object schema with `new Function` when it may, and asks once by trying it. The
// page's Content-Security-Policy forbids that (script-src 'self'), so in the browser the probe only raised a CSP
// violation on every load, a few milliseconds of the entry's one long task, before zod fell back to the parsers it
// uses without compiling. Saying so up front skips the probe; the server, where compiling is allowed, keeps it.
z.config({ jitless: true });

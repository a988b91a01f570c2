import { config } from 'zod';

// In the browser zod validates without compiling code. Its first object schema would otherwise
// probe for `new Function` (caught when refused), and under the pages' Content-Security-Policy,
// which allows no eval (apps/api/src/page-security.ts), that probe is reported as a violation.
// Only in the browser: on the server the web app shares its process, and zod's global config
// (globalThis), with the API, whose validation keeps its compiled parsers.
if (typeof window !== 'undefined') config({ jitless: true });

// The portal's pages allow no eval (Content-Security-Policy without 'unsafe-eval', scripts/lib/security-headers.mjs).
// zod 4 compiles object parsers with `new Function` and probes whether eval is allowed when an object schema
// is built: a refused probe is still reported as a CSP violation. The setting lives on globalThis, so every copy
// of zod on the page (the shell's, each remote's) follows it; it must run before the first schema is built,
// hence the first import of shared-api's browser entry, which the shell loads before its own schemas.
import { config } from 'shared-api/zod';

config({ jitless: true });

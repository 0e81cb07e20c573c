import { setFlagsFromString } from 'node:v8';

/**
 * The API's heap grows by half its live size between full collections, not by V8's default of up to four
 * times (docs/decisions/0052-the-api-heap-grows-by-half.md). Under load a request's short-lived rows and
 * answers outlive a young-generation collection or two and are moved to the old space; with the default
 * the old space filled to three times what was live before V8 collected it, and the process passed 300 MB.
 * V8 reads this flag each time it sets the next limit, so it takes effect when set at start. Imported first
 * by server.ts, before anything is allocated.
 */
setFlagsFromString('--heap-growing-percent=50');

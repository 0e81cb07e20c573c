// shared-api/zod: the parts of zod the browser packages use, and nothing else of it. It is a federation
// singleton of its own (rspack.config.base.ts): zod shared whole is 82 KB gzip (every locale, the JSON
// Schema converters), and not shared each container bundled its own copy (the contract's in the shell,
// the forms' in each portal). Through this module the page loads zod once, tree-shaken to this list.
// Code imports it as `import * as z from 'shared-api/zod'` (shared-api's own files too, by this name,
// never by a relative path); tests may import zod itself. A zod function the code starts to use is
// added here.

export type {
  infer,
  input,
  output,
  RefinementCtx,
  ZodArray,
  ZodObject,
  ZodRawShape,
  ZodType,
} from 'zod';
export {
  array,
  boolean,
  coerce,
  config,
  custom,
  discriminatedUnion,
  enum,
  iso,
  literal,
  NEVER,
  null,
  number,
  object,
  string,
  union,
} from 'zod';

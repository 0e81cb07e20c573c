import { useEffect, useState } from 'react';
import type * as z from 'shared-api/zod';

/**
 * The schema's verdict now, or undefined when it needs an asynchronous check (the password strength
 * check loads its dictionary on first use).
 */
function validNow(schema: z.ZodType, values: unknown): boolean | undefined {
  try {
    return schema.safeParse(values).success;
  } catch {
    return undefined;
  }
}

/**
 * Whether the form's values pass its schema, for the Save button. With
 * `delayMs` the check runs that long after the last change (the case form's
 * ~120 ms debounce); without it, at once. A schema with an asynchronous check
 * is judged when that check has answered (invalid until then).
 */
export function useSchemaValidity(schema: z.ZodType, values: unknown, delayMs = 0): boolean {
  const [valid, setValid] = useState(() => validNow(schema, values) ?? false);
  const serialized = JSON.stringify(values);
  useEffect(() => {
    let current = true;
    const check = () => {
      const now = validNow(schema, JSON.parse(serialized));
      if (now !== undefined) setValid(now);
      else
        void schema.safeParseAsync(JSON.parse(serialized)).then((result) => {
          if (current) setValid(result.success);
        });
    };
    if (delayMs <= 0) check();
    const timer = delayMs > 0 ? setTimeout(check, delayMs) : undefined;
    return () => {
      current = false;
      if (timer) clearTimeout(timer);
    };
  }, [schema, serialized, delayMs]);
  return valid;
}

import { useEffect, useState } from 'react';
import type * as z from 'shared-api/zod';

/**
 * Whether the form's values pass its schema, for the Save button. With
 * `delayMs` the check runs that long after the last change (the case form's
 * ~120 ms debounce); without it, at once.
 */
export function useSchemaValidity(schema: z.ZodType, values: unknown, delayMs = 0): boolean {
  const [valid, setValid] = useState(() => schema.safeParse(values).success);
  const serialized = JSON.stringify(values);
  useEffect(() => {
    const check = () => setValid(schema.safeParse(JSON.parse(serialized)).success);
    if (delayMs <= 0) {
      check();
      return;
    }
    const timer = setTimeout(check, delayMs);
    return () => clearTimeout(timer);
  }, [schema, serialized, delayMs]);
  return valid;
}
